import type { IssueRow, ProjectRow } from '../../store/index.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap, TypeResolverMap } from '../resolver-types.js';
import { issueLikeFields, issueRows, projectOfIssue } from './issues.js';
import type { IssueFilters } from './issues.js';
import { discussionConnection, noteConnection } from './notes.js';
import { labelConnection, labelsByName, milestoneById } from './planning.js';
import { userConnection } from './users.js';

/*
 * Work items are GitLab's issues seen through the work item API: the same rows (`gid://gitlab/WorkItem/<issue id>`),
 * with type-specific data in widgets (https://docs.gitlab.com/api/graphql/reference/#workitem).
 */

/** GitLab's default work item types (WorkItems::Type), by the `issue_type` the store keeps. */
export const WORK_ITEM_TYPES: Record<IssueRow['issue_type'], { id: number; name: string; iconName: string }> =
  {
    issue: { id: 1, name: 'Issue', iconName: 'issue-type-issue' },
    incident: { id: 2, name: 'Incident', iconName: 'issue-type-incident' },
    test_case: { id: 3, name: 'Test Case', iconName: 'issue-type-test-case' },
    task: { id: 5, name: 'Task', iconName: 'issue-type-task' },
  };

export function workItemType(type: IssueRow['issue_type']) {
  const entry = WORK_ITEM_TYPES[type];
  return { ...entry, id: toGid('WorkItems::Type', entry.id) };
}

/** Work item list filters: the issue filters (the supplement's `workItems` arguments are a subset). */
export type WorkItemFilters = IssueFilters;

export function workItemConnection(
  ctx: GraphqlContext,
  projects: readonly ProjectRow[],
  filters: WorkItemFilters,
) {
  return paginate(issueRows(ctx, projects, filters), filters, (issue) => String(issue.id));
}

type WidgetType =
  'ASSIGNEES' | 'DESCRIPTION' | 'HIERARCHY' | 'LABELS' | 'MILESTONE' | 'START_AND_DUE_DATE' | 'NOTES';

/** A widget of one work item: its type plus the row it reads. */
interface Widget {
  type: WidgetType;
  item: IssueRow;
}

const WIDGET_TYPENAMES: Record<WidgetType, string> = {
  ASSIGNEES: 'WorkItemWidgetAssignees',
  DESCRIPTION: 'WorkItemWidgetDescription',
  HIERARCHY: 'WorkItemWidgetHierarchy',
  LABELS: 'WorkItemWidgetLabels',
  MILESTONE: 'WorkItemWidgetMilestone',
  START_AND_DUE_DATE: 'WorkItemWidgetStartAndDueDate',
  NOTES: 'WorkItemWidgetNotes',
};

const WIDGET_ORDER = Object.keys(WIDGET_TYPENAMES) as WidgetType[];

export const workItemTypeResolvers: TypeResolverMap = {
  WorkItemWidget: (widget: Widget) => WIDGET_TYPENAMES[widget.type],
};

export const workItemResolvers: ResolverMap = {
  WorkItem: fields<IssueRow>({
    ...issueLikeFields,
    id: (item) => toGid('WorkItem', item.id),
    state: (item) => (item.state === 'closed' ? 'CLOSED' : 'OPEN'),
    // The store keeps no lock versions; an item never updated through the work item API is at 0.
    lockVersion: () => 0,
    workItemType: (item) => workItemType(item.issue_type),
    namespace: (item, _args, ctx) => ({ kind: 'project', project: projectOfIssue(ctx, item) }),
    project: (item, _args, ctx) => projectOfIssue(ctx, item),
    webUrl: (item, _args, ctx) =>
      `${ctx.state.config.externalUrl}/${projectOfIssue(ctx, item).path_with_namespace}/-/${item.issue_type === 'issue' ? 'issues' : 'work_items'}/${item.iid}`,
    widgets: (item, args: { onlyTypes?: WidgetType[] | null; exceptTypes?: WidgetType[] | null }) =>
      WIDGET_ORDER.filter(
        (type) =>
          (args.onlyTypes == null || args.onlyTypes.includes(type)) && !args.exceptTypes?.includes(type),
      ).map((type): Widget => ({ type, item })),
  }),
  WorkItemWidgetAssignees: fields<Widget>({
    assignees: (widget, args: ConnectionArgs, ctx) => userConnection(ctx, widget.item.assignee_ids, args),
  }),
  WorkItemWidgetDescription: fields<Widget>({
    description: (widget) => widget.item.description,
    descriptionHtml: () => null,
    // The store keeps no description history: an edit made through either API is not told apart from creation.
    edited: () => false,
    lastEditedAt: () => null,
    lastEditedBy: () => null,
  }),
  WorkItemWidgetHierarchy: fields<Widget>({
    parent: () => null,
    hasParent: () => false,
    hasChildren: () => false,
    children: (_widget, args: ConnectionArgs) => paginate([], args, () => ''),
  }),
  WorkItemWidgetLabels: fields<Widget>({
    labels: (widget, args: ConnectionArgs, ctx) =>
      labelConnection(labelsByName(ctx, projectOfIssue(ctx, widget.item), widget.item.labels), args),
  }),
  WorkItemWidgetMilestone: fields<Widget>({
    milestone: (widget, _args, ctx) => milestoneById(ctx, widget.item.milestone_id),
  }),
  WorkItemWidgetStartAndDueDate: fields<Widget>({
    startDate: () => null,
    dueDate: (widget) => widget.item.due_date,
    isFixed: (widget) => widget.item.due_date !== null,
    rollUp: () => false,
  }),
  WorkItemWidgetNotes: fields<Widget>({
    discussionLocked: (widget) => widget.item.discussion_locked ?? false,
    discussions: (widget, args: ConnectionArgs, ctx) =>
      discussionConnection(ctx, 'Issue', widget.item.id, args),
    notes: (widget, args: ConnectionArgs, ctx) => noteConnection(ctx, 'Issue', widget.item.id, args),
  }),
};
