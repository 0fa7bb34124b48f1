/**
 * The work item half of the supplement (see supplement.ts for the rules): the widget inputs of workItemCreate and
 * workItemUpdate, the weight and health status widgets, the list's sort and filter enums, and saved views. Every
 * addition cites its section of https://docs.gitlab.com/api/graphql/reference/.
 */
export const WORK_ITEM_SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#workitemsort
  enum WorkItemSort {
    BLOCKING_ISSUES_ASC
    BLOCKING_ISSUES_DESC
    CLOSED_AT_ASC
    CLOSED_AT_DESC
    CREATED_ASC
    CREATED_DESC
    DUE_DATE_ASC
    DUE_DATE_DESC
    ESCALATION_STATUS_ASC
    ESCALATION_STATUS_DESC
    HEALTH_STATUS_ASC
    HEALTH_STATUS_DESC
    LABEL_PRIORITY_ASC
    LABEL_PRIORITY_DESC
    MILESTONE_DUE_ASC
    MILESTONE_DUE_DESC
    POPULARITY_ASC
    POPULARITY_DESC
    PRIORITY_ASC
    PRIORITY_DESC
    RELATIVE_POSITION_ASC
    SEVERITY_ASC
    SEVERITY_DESC
    START_DATE_ASC
    START_DATE_DESC
    STATUS_ASC
    STATUS_DESC
    TITLE_ASC
    TITLE_DESC
    UPDATED_ASC
    UPDATED_DESC
    WEIGHT_ASC
    WEIGHT_DESC
  }

  # https://docs.gitlab.com/api/graphql/reference/#healthstatusfilter
  enum HealthStatusFilter {
    ANY
    NONE
    atRisk
    needsAttention
    onTrack
  }

  # https://docs.gitlab.com/api/graphql/reference/#subscriptionstatus
  enum SubscriptionStatus {
    EXPLICITLY_SUBSCRIBED
    EXPLICITLY_UNSUBSCRIBED
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgettype (the weight and health status widgets)
  extend enum WorkItemWidgetType {
    WEIGHT
    HEALTH_STATUS
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetweight
  type WorkItemWidgetWeight implements WorkItemWidget {
    type: WorkItemWidgetType
    weight: Int
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgethealthstatus
  type WorkItemWidgetHealthStatus implements WorkItemWidget {
    type: WorkItemWidgetType
    healthStatus: HealthStatus
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetmilestoneinput
  input WorkItemWidgetMilestoneInput {
    milestoneId: MilestoneID
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetstartandduedateupdateinput
  input WorkItemWidgetStartAndDueDateUpdateInput {
    startDate: Date
    dueDate: Date
    isFixed: Boolean
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetweightinput
  input WorkItemWidgetWeightInput {
    weight: Int
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgethealthstatusinput
  input WorkItemWidgetHealthStatusInput {
    healthStatus: HealthStatus
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgethierarchycreateinput
  input WorkItemWidgetHierarchyCreateInput {
    parentId: WorkItemID
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgethierarchyupdateinput
  input WorkItemWidgetHierarchyUpdateInput {
    parentId: WorkItemID
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemwidgetlabelsupdateinput
  input WorkItemWidgetLabelsUpdateInput {
    addLabelIds: [LabelID!]
    removeLabelIds: [LabelID!]
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemcreate
  extend input WorkItemCreateInput {
    createdAt: Time
    milestoneWidget: WorkItemWidgetMilestoneInput
    startAndDueDateWidget: WorkItemWidgetStartAndDueDateUpdateInput
    weightWidget: WorkItemWidgetWeightInput
    healthStatusWidget: WorkItemWidgetHealthStatusInput
    hierarchyWidget: WorkItemWidgetHierarchyCreateInput
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemupdate
  extend input WorkItemUpdateInput {
    confidential: Boolean
    descriptionWidget: WorkItemWidgetDescriptionInput
    assigneesWidget: WorkItemWidgetAssigneesInput
    labelsWidget: WorkItemWidgetLabelsUpdateInput
    milestoneWidget: WorkItemWidgetMilestoneInput
    startAndDueDateWidget: WorkItemWidgetStartAndDueDateUpdateInput
    weightWidget: WorkItemWidgetWeightInput
    healthStatusWidget: WorkItemWidgetHealthStatusInput
    hierarchyWidget: WorkItemWidgetHierarchyUpdateInput
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemssavedviewssavedviewid
  scalar WorkItemsSavedViewsSavedViewID

  # https://docs.gitlab.com/api/graphql/reference/#typesnamespaceid (the type of a saved view's namespaceId)
  scalar TypesNamespaceID

  # https://docs.gitlab.com/api/graphql/reference/#workitemsavedviewtype
  type WorkItemSavedViewType {
    id: WorkItemsSavedViewsSavedViewID!
    namespaceId: TypesNamespaceID!
    name: String!
    description: String
    filters: JSON
    displaySettings: JSON
    sort: WorkItemSort
    isPrivate: Boolean!
    shareUrl: String!
    subscribed: Boolean!
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemsavedviewtypeconnection
  type WorkItemSavedViewTypeConnection {
    edges: [WorkItemSavedViewTypeEdge]
    nodes: [WorkItemSavedViewType]
    pageInfo: PageInfo!
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemsavedviewtypeedge
  type WorkItemSavedViewTypeEdge {
    cursor: String!
    node: WorkItemSavedViewType
  }

  extend type Namespace {
    # https://docs.gitlab.com/api/graphql/reference/#namespacesavedviews
    savedViews(
      id: WorkItemsSavedViewsSavedViewID
      search: String
      subscribedOnly: Boolean
      after: String
      before: String
      first: Int
      last: Int
    ): WorkItemSavedViewTypeConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#workitemsavedviewfilterinput (its scalar filters; not, or,
  # hierarchyFilters, status and customField are left out)
  input WorkItemSavedViewFilterInput {
    assigneeUsernames: [String!]
    assigneeWildcardId: AssigneeWildcardId
    authorUsername: String
    confidential: Boolean
    in: [IssuableSearchableField!]
    labelName: [String!]
    milestoneTitle: [String!]
    milestoneWildcardId: MilestoneWildcardId
    myReactionEmoji: String
    search: String
    state: IssuableState
    types: [IssueType!]
    weight: String
    createdAfter: Time
    createdBefore: Time
    updatedAfter: Time
    updatedBefore: Time
    closedAfter: Time
    closedBefore: Time
    dueAfter: Time
    dueBefore: Time
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewcreate
  input WorkItemSavedViewCreateInput {
    clientMutationId: String
    namespacePath: ID!
    name: String!
    description: String
    filters: WorkItemSavedViewFilterInput!
    displaySettings: JSON!
    sort: WorkItemSort!
    isPrivate: Boolean
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewupdate
  input WorkItemSavedViewUpdateInput {
    clientMutationId: String
    id: WorkItemsSavedViewsSavedViewID!
    name: String
    description: String
    filters: WorkItemSavedViewFilterInput
    displaySettings: JSON
    sort: WorkItemSort
    isPrivate: Boolean
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewdelete
  input WorkItemSavedViewDeleteInput {
    clientMutationId: String
    id: WorkItemsSavedViewsSavedViewID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewsubscribe
  input WorkItemSavedViewSubscribeInput {
    clientMutationId: String
    id: WorkItemsSavedViewsSavedViewID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewunsubscribe
  input WorkItemSavedViewUnsubscribeInput {
    clientMutationId: String
    id: WorkItemsSavedViewsSavedViewID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewcreate
  type WorkItemSavedViewCreatePayload {
    clientMutationId: String
    errors: [String!]!
    savedView: WorkItemSavedViewType
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewupdate
  type WorkItemSavedViewUpdatePayload {
    clientMutationId: String
    errors: [String!]!
    savedView: WorkItemSavedViewType
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewdelete
  type WorkItemSavedViewDeletePayload {
    clientMutationId: String
    errors: [String!]!
    savedView: WorkItemSavedViewType
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewsubscribe
  type WorkItemSavedViewSubscribePayload {
    clientMutationId: String
    errors: [String!]!
    savedView: WorkItemSavedViewType
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewunsubscribe
  type WorkItemSavedViewUnsubscribePayload {
    clientMutationId: String
    errors: [String!]!
    savedView: WorkItemSavedViewType
  }

  extend type Mutation {
    # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewcreate
    workItemSavedViewCreate(input: WorkItemSavedViewCreateInput!): WorkItemSavedViewCreatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewupdate
    workItemSavedViewUpdate(input: WorkItemSavedViewUpdateInput!): WorkItemSavedViewUpdatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewdelete
    workItemSavedViewDelete(input: WorkItemSavedViewDeleteInput!): WorkItemSavedViewDeletePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewsubscribe
    workItemSavedViewSubscribe(input: WorkItemSavedViewSubscribeInput!): WorkItemSavedViewSubscribePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationworkitemsavedviewunsubscribe
    workItemSavedViewUnsubscribe(
      input: WorkItemSavedViewUnsubscribeInput!
    ): WorkItemSavedViewUnsubscribePayload
  }
`;
