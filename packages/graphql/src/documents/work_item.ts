import { graphqlDocument } from './graphql-document.js';
import { WORK_ITEM_FIELDS } from './issue.js';
import type { WorkItemNode } from './issue.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection } from './shared.js';

/*
 * Work item lists and writes (https://docs.gitlab.com/api/graphql/reference/#namespaceworkitems,
 * #mutationworkitemcreate, #mutationworkitemupdate, #mutationworkitemdelete). Mutations take GitLab's global IDs, so a
 * write by #number first reads the item's id with NAMESPACE_WORK_ITEM_ID.
 */

/** The filters of `namespace.workItems` as GraphQL names them; every one optional. */
export interface WorkItemFilterVariables {
  iids?: string[];
  ids?: string[];
  state?: string;
  types?: string[];
  search?: string;
  in?: string[];
  authorUsername?: string;
  assigneeUsernames?: string[];
  assigneeWildcardId?: string;
  labelName?: string[];
  milestoneTitle?: string[];
  milestoneWildcardId?: string;
  myReactionEmoji?: string;
  confidential?: boolean;
  subscribed?: string;
  healthStatusFilter?: string;
  weight?: string;
  weightWildcardId?: string;
  iterationId?: string[];
  iterationWildcardId?: string;
  iterationCadenceId?: string[];
  releaseTag?: string[];
  releaseTagWildcardId?: string;
  crmContactId?: string;
  crmOrganizationId?: string;
  parentIds?: string[];
  includeAncestors?: boolean;
  includeDescendants?: boolean;
  createdAfter?: string;
  createdBefore?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  closedAfter?: string;
  closedBefore?: string;
  dueAfter?: string;
  dueBefore?: string;
  sort?: string;
}

/** `issue.work_item_list`: the work items of a project or group, filtered as GitLab's work item list is. */
export const NAMESPACE_WORK_ITEMS = graphqlDocument<
  { namespace?: { workItems?: NodesConnection<WorkItemNode> | null } | null },
  CursorVariables & WorkItemFilterVariables & { fullPath: string }
>(/* GraphQL */ `
  query namespaceWorkItems(
    $fullPath: ID!
    $iids: [String!]
    $ids: [WorkItemID!]
    $state: IssuableState
    $types: [IssueType!]
    $search: String
    $in: [IssuableSearchableField!]
    $authorUsername: String
    $assigneeUsernames: [String!]
    $assigneeWildcardId: AssigneeWildcardId
    $labelName: [String!]
    $milestoneTitle: [String!]
    $milestoneWildcardId: MilestoneWildcardId
    $myReactionEmoji: String
    $confidential: Boolean
    $subscribed: SubscriptionStatus
    $healthStatusFilter: HealthStatusFilter
    $weight: String
    $weightWildcardId: WeightWildcardId
    $iterationId: [ID]
    $iterationWildcardId: IterationWildcardId
    $iterationCadenceId: [IterationsCadenceID!]
    $releaseTag: [String!]
    $releaseTagWildcardId: ReleaseTagWildcardId
    $crmContactId: String
    $crmOrganizationId: String
    $parentIds: [WorkItemID!]
    $includeAncestors: Boolean
    $includeDescendants: Boolean
    $createdAfter: Time
    $createdBefore: Time
    $updatedAfter: Time
    $updatedBefore: Time
    $closedAfter: Time
    $closedBefore: Time
    $dueAfter: Time
    $dueBefore: Time
    $sort: WorkItemSort
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    namespace(fullPath: $fullPath) {
      workItems(
        iids: $iids
        ids: $ids
        state: $state
        types: $types
        search: $search
        in: $in
        authorUsername: $authorUsername
        assigneeUsernames: $assigneeUsernames
        assigneeWildcardId: $assigneeWildcardId
        labelName: $labelName
        milestoneTitle: $milestoneTitle
        milestoneWildcardId: $milestoneWildcardId
        myReactionEmoji: $myReactionEmoji
        confidential: $confidential
        subscribed: $subscribed
        healthStatusFilter: $healthStatusFilter
        weight: $weight
        weightWildcardId: $weightWildcardId
        iterationId: $iterationId
        iterationWildcardId: $iterationWildcardId
        iterationCadenceId: $iterationCadenceId
        releaseTag: $releaseTag
        releaseTagWildcardId: $releaseTagWildcardId
        crmContactId: $crmContactId
        crmOrganizationId: $crmOrganizationId
        parentIds: $parentIds
        includeAncestors: $includeAncestors
        includeDescendants: $includeDescendants
        createdAfter: $createdAfter
        createdBefore: $createdBefore
        updatedAfter: $updatedAfter
        updatedBefore: $updatedBefore
        closedAfter: $closedAfter
        closedBefore: $closedBefore
        dueAfter: $dueAfter
        dueBefore: $dueBefore
        sort: $sort
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        nodes { ${WORK_ITEM_FIELDS} }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);

/** The global ID of a work item by #number: what every work item mutation needs first. */
export const NAMESPACE_WORK_ITEM_ID = graphqlDocument<
  { namespace?: { workItem?: { id?: string | null } | null } | null },
  { fullPath: string; iid: string }
>(/* GraphQL */ `
  query namespaceWorkItemId($fullPath: ID!, $iid: String!) {
    namespace(fullPath: $fullPath) {
      workItem(iid: $iid) {
        id
      }
    }
  }
`);

/** What a work item mutation answers: the item as it now is, or GitLab's validation messages. */
export interface WorkItemPayload {
  workItem?: WorkItemNode | null;
  errors?: string[] | null;
}

/** `issue.work_item_create`; the input is GitLab's WorkItemCreateInput (widgets by name). */
export const WORK_ITEM_CREATE = graphqlDocument<
  { workItemCreate?: WorkItemPayload | null },
  { input: Record<string, unknown> }
>(/* GraphQL */ `
  mutation workItemCreate($input: WorkItemCreateInput!) {
    workItemCreate(input: $input) {
      workItem { ${WORK_ITEM_FIELDS} }
      errors
    }
  }
`);

/** `issue.work_item_update`; the input is GitLab's WorkItemUpdateInput, with the item's global `id`. */
export const WORK_ITEM_UPDATE = graphqlDocument<
  { workItemUpdate?: WorkItemPayload | null },
  { input: Record<string, unknown> }
>(/* GraphQL */ `
  mutation workItemUpdate($input: WorkItemUpdateInput!) {
    workItemUpdate(input: $input) {
      workItem { ${WORK_ITEM_FIELDS} }
      errors
    }
  }
`);

/** `issue.work_item_delete`. */
export const WORK_ITEM_DELETE = graphqlDocument<
  { workItemDelete?: { errors?: string[] | null } | null },
  { input: { id: string } }
>(/* GraphQL */ `
  mutation workItemDelete($input: WorkItemDeleteInput!) {
    workItemDelete(input: $input) {
      errors
    }
  }
`);
