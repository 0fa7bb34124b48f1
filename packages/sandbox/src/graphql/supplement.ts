import { PROJECT_SUPPLEMENT_SDL } from './supplement-project.js';
import { ACHIEVEMENT_SUPPLEMENT_SDL } from './supplement-achievements.js';
import { SECURITY_TAXONOMY_SUPPLEMENT_SDL } from './supplement-security-taxonomy.js';
import { CI_CATALOG_SUPPLEMENT_SDL } from './supplement-ci-catalog.js';
import { CUSTOM_EMOJI_SUPPLEMENT_SDL } from './supplement-custom-emoji.js';
import { EPIC_THREADS_SUPPLEMENT_SDL } from './supplement-epic-threads.js';
import { WORK_ITEM_SUPPLEMENT_SDL } from './supplement-work-items.js';

/**
 * GraphQL fields that GitLab serves today but the 2022 baseline schema
 * (`reference/gitlab-contract/graphql/gitlab-15.x.schema.graphql`, ≈ GitLab 15.0/15.1) lacks.
 *
 * Every addition cites the section of GitLab's GraphQL reference it was copied from
 * (https://docs.gitlab.com/api/graphql/reference/); the text of those sections, from the GitLab 19.0 docs, is kept in
 * reference/gitlab-contract/graphql/reference-sections.md and supplement-reference.test.ts holds every type, field,
 * argument and enum value here against it. Only the arguments and fields the
 * sandbox can answer are listed: a field is added here when a client of this project needs it, never speculatively.
 * Kept as a TypeScript string so `src` (vitest) and `dist` (tsc) both find it without copying files.
 */
export const SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#detailedmergestatus
  # GraphQL names of GitLab's detailed merge status (app/graphql/types/merge_requests/detailed_merge_status_enum.rb).
  enum DetailedMergeStatus {
    UNCHECKED
    CHECKING
    MERGEABLE
    COMMITS_STATUS
    CI_MUST_PASS
    CI_STILL_RUNNING
    DISCUSSIONS_NOT_RESOLVED
    DRAFT_STATUS
    NOT_OPEN
    NOT_APPROVED
    BLOCKED_STATUS
    EXTERNAL_STATUS_CHECKS
    PREPARING
    JIRA_ASSOCIATION
    CONFLICT
    NEED_REBASE
    APPROVALS_SYNCING
    LOCKED_PATHS
    LOCKED_LFS_FILES
    MERGE_TIME
    SECURITY_POLICIES_VIOLATIONS
    TITLE_NOT_MATCHING
    REQUESTED_CHANGES
    SECURITY_POLICY_PIPELINE_CHECK
  }

  extend type MergeRequest {
    # https://docs.gitlab.com/api/graphql/reference/#mergerequest-detailedmergestatus
    detailedMergeStatus: DetailedMergeStatus
  }

  # https://docs.gitlab.com/api/graphql/reference/#issuetype (TASK joined the enum after 15.1)
  extend enum IssueType {
    TASK
    # OBJECTIVE, KEY_RESULT, EPIC and TICKET joined later, with the work item types of the same names
    OBJECTIVE
    KEY_RESULT
    EPIC
    TICKET
  }

  # https://docs.gitlab.com/api/graphql/reference/#pipelinestatusenum (CANCELING arrived after 15.1)
  extend enum PipelineStatusEnum {
    CANCELING
  }

  # https://docs.gitlab.com/api/graphql/reference/#metadata (enterprise arrived in GitLab 15.6)
  extend type Metadata {
    enterprise: Boolean!
  }

  extend type Query {
    # https://docs.gitlab.com/api/graphql/reference/#querygroups
    groups(
      after: String
      before: String
      first: Int
      last: Int
      ids: [ID!]
      search: String
      sort: String
      topLevelOnly: Boolean
      ownedOnly: Boolean
      allAvailable: Boolean
      parentPath: ID
    ): GroupConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemconnection
  type WorkItemConnection {
    count: Int!
    edges: [WorkItemEdge]
    nodes: [WorkItem]
    pageInfo: PageInfo!
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemedge
  type WorkItemEdge {
    cursor: String!
    node: WorkItem
  }

  extend type Project {
    # https://docs.gitlab.com/api/graphql/reference/#projectworkitems
    workItems(
      after: String
      before: String
      first: Int
      last: Int
      iid: String
      iids: [String!]
      state: IssuableState
      types: [IssueType!]
      search: String
      authorUsername: String
      assigneeUsernames: [String!]
      labelName: [String!]
    ): WorkItemConnection

    # https://docs.gitlab.com/api/graphql/reference/#projectbranchrules
    branchRules(
      after: String
      before: String
      first: Int
      last: Int
      buildMissing: Boolean
    ): BranchRuleConnection
  }

  extend type Group {
    # https://docs.gitlab.com/api/graphql/reference/#groupworkitems (introduced in GitLab 16.3)
    workItems(
      after: String
      before: String
      first: Int
      last: Int
      iid: String
      iids: [String!]
      state: IssuableState
      types: [IssueType!]
      search: String
      authorUsername: String
      assigneeUsernames: [String!]
      labelName: [String!]
      includeDescendants: Boolean
    ): WorkItemConnection
  }

  extend type Namespace {
    # https://docs.gitlab.com/api/graphql/reference/#namespaceworkitems
    workItems(
      after: String
      before: String
      first: Int
      last: Int
      iid: String
      iids: [String!]
      ids: [WorkItemID!]
      state: IssuableState
      types: [IssueType!]
      search: String
      in: [IssuableSearchableField!]
      authorUsername: String
      assigneeUsernames: [String!]
      assigneeWildcardId: AssigneeWildcardId
      labelName: [String!]
      milestoneTitle: [String!]
      milestoneWildcardId: MilestoneWildcardId
      myReactionEmoji: String
      confidential: Boolean
      subscribed: SubscriptionStatus
      healthStatusFilter: HealthStatusFilter
      weight: String
      weightWildcardId: WeightWildcardId
      iterationId: [ID]
      iterationWildcardId: IterationWildcardId
      iterationCadenceId: [IterationsCadenceID!]
      releaseTag: [String!]
      releaseTagWildcardId: ReleaseTagWildcardId
      crmContactId: String
      crmOrganizationId: String
      parentIds: [WorkItemID!]
      includeAncestors: Boolean
      includeDescendants: Boolean
      createdAfter: Time
      createdBefore: Time
      updatedAfter: Time
      updatedBefore: Time
      closedAfter: Time
      closedBefore: Time
      dueAfter: Time
      dueBefore: Time
      sort: WorkItemSort
    ): WorkItemConnection
  }

  extend type Namespace {
    # https://docs.gitlab.com/api/graphql/reference/#namespaceworkitem
    workItem(iid: String!): WorkItem

    # https://docs.gitlab.com/api/graphql/reference/#namespaceworkitemtypes
    workItemTypes(
      after: String
      before: String
      first: Int
      last: Int
      name: IssueType
      onlyAvailable: Boolean
    ): WorkItemTypeConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgettype (subset: the widgets the sandbox serves)
  enum WorkItemWidgetType {
    ASSIGNEES
    DESCRIPTION
    HIERARCHY
    LABELS
    MILESTONE
    START_AND_DUE_DATE
    NOTES
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidget
  interface WorkItemWidget {
    type: WorkItemWidgetType
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetassignees
  type WorkItemWidgetAssignees implements WorkItemWidget {
    type: WorkItemWidgetType
    assignees(after: String, before: String, first: Int, last: Int): UserCoreConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetdescription
  type WorkItemWidgetDescription implements WorkItemWidget {
    type: WorkItemWidgetType
    description: String
    descriptionHtml: String
    edited: Boolean!
    lastEditedAt: Time
    lastEditedBy: UserCore
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgethierarchy
  type WorkItemWidgetHierarchy implements WorkItemWidget {
    type: WorkItemWidgetType
    parent: WorkItem
    hasChildren: Boolean!
    hasParent: Boolean!
    children(after: String, before: String, first: Int, last: Int): WorkItemConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetlabels
  type WorkItemWidgetLabels implements WorkItemWidget {
    type: WorkItemWidgetType
    labels(after: String, before: String, first: Int, last: Int): LabelConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetmilestone
  type WorkItemWidgetMilestone implements WorkItemWidget {
    type: WorkItemWidgetType
    milestone: Milestone
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetstartandduedate
  type WorkItemWidgetStartAndDueDate implements WorkItemWidget {
    type: WorkItemWidgetType
    startDate: Date
    dueDate: Date
    isFixed: Boolean!
    rollUp: Boolean!
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetnotes
  type WorkItemWidgetNotes implements WorkItemWidget {
    type: WorkItemWidgetType
    discussionLocked: Boolean
    discussions(after: String, before: String, first: Int, last: Int): DiscussionConnection
    notes(after: String, before: String, first: Int, last: Int): NoteConnection!
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitem
  extend type WorkItem {
    author: UserCore
    closedAt: Time
    confidential: Boolean!
    createdAt: Time!
    updatedAt: Time!
    namespace: Namespace
    project: Project
    webUrl: String
    reference(full: Boolean): String!
    widgets(onlyTypes: [WorkItemWidgetType!], exceptTypes: [WorkItemWidgetType!]): [WorkItemWidget!]
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetdescriptioninput
  input WorkItemWidgetDescriptionInput {
    description: String!
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetassigneesinput
  input WorkItemWidgetAssigneesInput {
    assigneeIds: [UserID!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetlabelscreateinput
  input WorkItemWidgetLabelsCreateInput {
    labelIds: [LabelID!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemcreate
  # (projectPath is nullable today, deprecated in 15.10 for namespacePath: see RELAXED_ARGUMENTS in base-schema.ts)
  extend input WorkItemCreateInput {
    namespacePath: ID
    confidential: Boolean
    descriptionWidget: WorkItemWidgetDescriptionInput
    assigneesWidget: WorkItemWidgetAssigneesInput
    labelsWidget: WorkItemWidgetLabelsCreateInput
  }

  # https://docs.gitlab.com/api/graphql/reference/#projectsbranchruleid
  scalar ProjectsBranchRuleID

  # https://docs.gitlab.com/api/graphql/reference/#branchprotection (access-level connections not modelled)
  type BranchProtection {
    allowForcePush: Boolean!
    codeOwnerApprovalRequired: Boolean!
  }

  # https://docs.gitlab.com/api/graphql/reference/#branchrule
  type BranchRule {
    id: ProjectsBranchRuleID
    name: String!
    isDefault: Boolean!
    isProtected: Boolean!
    matchingBranchesCount: Int!
    createdAt: Time
    updatedAt: Time
    branchProtection: BranchProtection
  }

  # https://docs.gitlab.com/api/graphql/reference/#branchruleconnection
  type BranchRuleConnection {
    edges: [BranchRuleEdge]
    nodes: [BranchRule]
    pageInfo: PageInfo!
  }

  # https://docs.gitlab.com/api/graphql/reference/#branchruleedge
  type BranchRuleEdge {
    cursor: String!
    node: BranchRule
  }
  ${WORK_ITEM_SUPPLEMENT_SDL}
  ${PROJECT_SUPPLEMENT_SDL}
  ${EPIC_THREADS_SUPPLEMENT_SDL}
  ${CUSTOM_EMOJI_SUPPLEMENT_SDL}
  ${CI_CATALOG_SUPPLEMENT_SDL}
  ${ACHIEVEMENT_SUPPLEMENT_SDL}
  ${SECURITY_TAXONOMY_SUPPLEMENT_SDL}
`;
