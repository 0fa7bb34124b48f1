/**
 * The project domain's part of the supplement (see supplement.ts): target branch rules, which GitLab added after
 * the 2022 baseline. Each type cites its section of https://docs.gitlab.com/api/graphql/reference/.
 */
export const PROJECT_SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#projectstargetbranchruleid
  scalar ProjectsTargetBranchRuleID

  extend type Project {
    # https://docs.gitlab.com/api/graphql/reference/#project-targetbranchrules
    targetBranchRules(after: String, before: String, first: Int, last: Int): ProjectTargetBranchRuleConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#projecttargetbranchrule
  type ProjectTargetBranchRule {
    createdAt: Time!
    id: ProjectsTargetBranchRuleID!
    name: String!
    targetBranch: String!
  }

  # https://docs.gitlab.com/api/graphql/reference/#projecttargetbranchruleconnection
  type ProjectTargetBranchRuleConnection {
    edges: [ProjectTargetBranchRuleEdge]
    nodes: [ProjectTargetBranchRule]
    pageInfo: PageInfo!
  }

  # https://docs.gitlab.com/api/graphql/reference/#projecttargetbranchruleedge
  type ProjectTargetBranchRuleEdge {
    cursor: String!
    node: ProjectTargetBranchRule
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationprojecttargetbranchrulecreate
  input ProjectTargetBranchRuleCreateInput {
    clientMutationId: String
    name: String!
    projectId: ProjectID!
    targetBranch: String!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationprojecttargetbranchrulecreate
  type ProjectTargetBranchRuleCreatePayload {
    clientMutationId: String
    errors: [String!]!
    targetBranchRule: ProjectTargetBranchRule
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationprojecttargetbranchruledestroy
  input ProjectTargetBranchRuleDestroyInput {
    clientMutationId: String
    id: ProjectsTargetBranchRuleID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationprojecttargetbranchruledestroy
  type ProjectTargetBranchRuleDestroyPayload {
    clientMutationId: String
    errors: [String!]!
  }

  extend type Mutation {
    # https://docs.gitlab.com/api/graphql/reference/#mutationprojecttargetbranchrulecreate
    projectTargetBranchRuleCreate(
      input: ProjectTargetBranchRuleCreateInput!
    ): ProjectTargetBranchRuleCreatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationprojecttargetbranchruledestroy
    projectTargetBranchRuleDestroy(
      input: ProjectTargetBranchRuleDestroyInput!
    ): ProjectTargetBranchRuleDestroyPayload
  }
`;
