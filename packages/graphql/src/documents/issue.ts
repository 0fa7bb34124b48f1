import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS, USER_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection, UserRef } from './shared.js';

/** A work item widget as WORK_ITEM_FIELDS selects it: only the fields of its own type are present. */
export interface WorkItemWidgetNode {
  type?: string | null;
  description?: string | null;
  assignees?: NodesConnection<UserRef> | null;
  labels?: NodesConnection<{ title?: string | null }> | null;
  milestone?: { title?: string | null } | null;
  startDate?: string | null;
  dueDate?: string | null;
  hasParent?: boolean | null;
  parent?: { iid?: string | null; title?: string | null } | null;
  weight?: number | null;
  healthStatus?: string | null;
}

export interface WorkItemNode {
  id?: string | null;
  iid?: string | null;
  title?: string | null;
  state?: string | null;
  confidential?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  closedAt?: string | null;
  webUrl?: string | null;
  reference?: string | null;
  author?: UserRef | null;
  workItemType?: { id?: string | null; name?: string | null } | null;
  widgets?: Array<WorkItemWidgetNode | null> | null;
}

/** What every work item read selects: the item, its type and the widgets GitLab's default types share. */
export const WORK_ITEM_FIELDS = `
  id iid title state confidential createdAt updatedAt closedAt webUrl
  reference(full: true)
  author { ${USER_FIELDS} }
  workItemType { id name }
  widgets {
    type
    ... on WorkItemWidgetDescription { description }
    ... on WorkItemWidgetAssignees { assignees { nodes { ${USER_FIELDS} } } }
    ... on WorkItemWidgetLabels { labels { nodes { title } } }
    ... on WorkItemWidgetMilestone { milestone { title } }
    ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
    ... on WorkItemWidgetHierarchy { hasParent parent { iid title } }
    ... on WorkItemWidgetWeight { weight }
    ... on WorkItemWidgetHealthStatus { healthStatus }
  }
`;

/** `issue.work_item_get`: one work item of a project or group by iid (namespace.workItem, GitLab 17.x+). */
export const NAMESPACE_WORK_ITEM = graphqlDocument<
  { namespace?: { workItem?: WorkItemNode | null } | null },
  { fullPath: string; iid: string }
>(/* GraphQL */ `
  query namespaceWorkItem($fullPath: ID!, $iid: String!) {
    namespace(fullPath: $fullPath) {
      workItem(iid: $iid) { ${WORK_ITEM_FIELDS} }
    }
  }
`);

export interface WorkItemTypeNode {
  id?: string | null;
  name?: string | null;
  iconName?: string | null;
}

/** `issue.work_item_type_list`: the work item types of a namespace (their ids are what workItemCreate takes). */
export const NAMESPACE_WORK_ITEM_TYPES = graphqlDocument<
  { namespace?: { workItemTypes?: NodesConnection<WorkItemTypeNode> | null } | null },
  CursorVariables & { fullPath: string; name?: string; onlyAvailable?: boolean }
>(/* GraphQL */ `
  query namespaceWorkItemTypes(
    $fullPath: ID!
    $name: IssueType
    $onlyAvailable: Boolean
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    namespace(fullPath: $fullPath) {
      workItemTypes(name: $name, onlyAvailable: $onlyAvailable, first: $first, after: $after, last: $last, before: $before) {
        nodes { id name iconName }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);
