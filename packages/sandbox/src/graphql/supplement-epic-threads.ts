/**
 * The epic threads' part of the supplement (see supplement.ts): reordering a work item among its parent's children,
 * which GitLab added in 17.3. Each type cites its section of https://docs.gitlab.com/api/graphql/reference/.
 */
export const EPIC_THREADS_SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#relativepositiontype
  enum RelativePositionType {
    AFTER
    BEFORE
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemshierarchyreorder
  input workItemsHierarchyReorderInput {
    adjacentWorkItemId: WorkItemID
    clientMutationId: String
    id: WorkItemID!
    parentId: WorkItemID
    relativePosition: RelativePositionType
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemshierarchyreorder
  type workItemsHierarchyReorderPayload {
    clientMutationId: String
    errors: [String!]!
    parentWorkItem: WorkItem
    workItem: WorkItem
  }

  extend type Mutation {
    # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemshierarchyreorder
    workItemsHierarchyReorder(input: workItemsHierarchyReorderInput!): workItemsHierarchyReorderPayload
  }
`;
