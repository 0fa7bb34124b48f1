import type { IssueRow, ProjectRow } from '../../store/index.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap, TypeResolverMap } from '../resolver-types.js';
import { issueLikeFields, issueRows, projectOfIssue } from './issues.js';
import { discussionConnection, noteConnection } from './notes.js';
import { labelConnection, labelsByName, milestoneById } from './planning.js';
import { userConnection } from './user-rows.js';
import {
  dispatchEpics,
  epicByWorkItemId,
  epicWidgetFields,
  epicWorkItemFields,
  isEpic,
} from './work-item-epics.js';
import { epicRows } from './epic-rows.js';
import type { EpicRow } from './epic-rows.js';
import { extrasOf, matchesWorkItemFilters } from './work-item-extras.js';
import { inPositionOrder } from './work-item-positions.js';
import type { WorkItemFilters } from './work-item-extras.js';

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

export type { WorkItemFilters } from './work-item-extras.js';

export function workItemConnection(
  ctx: GraphqlContext,
  projects: readonly ProjectRow[],
  filters: WorkItemFilters,
) {
  const rows = issueRows(ctx, projects, filters).filter((item) => matchesWorkItemFilters(ctx, item, filters));
  return paginate(rows, filters, (issue) => String(issue.id));
}

type WidgetType =
  | 'ASSIGNEES'
  | 'DESCRIPTION'
  | 'HIERARCHY'
  | 'LABELS'
  | 'MILESTONE'
  | 'START_AND_DUE_DATE'
  | 'NOTES'
  | 'WEIGHT'
  | 'HEALTH_STATUS';

/** A widget of one work item: its type plus the row it reads (an issue row, or an epic's). */
interface Widget {
  type: WidgetType;
  item: IssueRow;
}

const widgetOfEpic = (widget: unknown) => isEpic((widget as Widget).item);

const WIDGET_TYPENAMES: Record<WidgetType, string> = {
  ASSIGNEES: 'WorkItemWidgetAssignees',
  DESCRIPTION: 'WorkItemWidgetDescription',
  HIERARCHY: 'WorkItemWidgetHierarchy',
  LABELS: 'WorkItemWidgetLabels',
  MILESTONE: 'WorkItemWidgetMilestone',
  START_AND_DUE_DATE: 'WorkItemWidgetStartAndDueDate',
  NOTES: 'WorkItemWidgetNotes',
  WEIGHT: 'WorkItemWidgetWeight',
  HEALTH_STATUS: 'WorkItemWidgetHealthStatus',
};

const WIDGET_ORDER = Object.keys(WIDGET_TYPENAMES) as WidgetType[];

export const workItemTypeResolvers: TypeResolverMap = {
  WorkItemWidget: (widget: Widget) => WIDGET_TYPENAMES[widget.type],
};

const issueWorkItemResolvers: ResolverMap = {
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
    parent: (widget, _args, ctx) => parentOf(ctx, widget.item),
    hasParent: (widget, _args, ctx) => parentOf(ctx, widget.item) !== null,
    hasChildren: (widget, _args, ctx) => childrenOf(ctx, widget.item).length > 0,
    children: (widget, args: ConnectionArgs, ctx) =>
      paginate(childrenOf(ctx, widget.item), args, workItemKey),
  }),
  WorkItemWidgetLabels: fields<Widget>({
    labels: (widget, args: ConnectionArgs, ctx) =>
      labelConnection(labelsByName(ctx, projectOfIssue(ctx, widget.item), widget.item.labels), args),
  }),
  WorkItemWidgetMilestone: fields<Widget>({
    milestone: (widget, _args, ctx) => milestoneById(ctx, widget.item.milestone_id),
  }),
  WorkItemWidgetStartAndDueDate: fields<Widget>({
    startDate: (widget, _args, ctx) => extrasOf(ctx.state, widget.item).start_date,
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
  // Weight and health status are Premium: GitLab answers null where the licence lacks them.
  WorkItemWidgetWeight: fields<Widget>({
    weight: (widget, _args, ctx) => (ctx.state.config.tier === 'free' ? null : widget.item.weight),
  }),
  WorkItemWidgetHealthStatus: fields<Widget>({
    healthStatus: (widget, _args, ctx) =>
      ctx.state.config.tier === 'ultimate' ? extrasOf(ctx.state, widget.item).health_status : null,
  }),
};

/**
 * Work item resolvers for issue rows and epic rows alike: WorkItem and the widgets answer an epic from
 * work-item-epics.ts, anything else from the tables above.
 */
export const workItemResolvers: ResolverMap = Object.fromEntries(
  Object.entries(issueWorkItemResolvers).map(([type, table]) => [
    type,
    type === 'WorkItem'
      ? dispatchEpics(table, epicWorkItemFields as never, isEpic)
      : dispatchEpics(table, (epicWidgetFields[type] ?? {}) as never, widgetOfEpic),
  ]),
);

type Item = IssueRow | EpicRow;

/** The parent of a work item: an epic's parent epic, or an issue's parent issue or epic. */
export function parentOf(ctx: GraphqlContext, item: Item): Item | null {
  if (isEpic(item)) return epicRows(ctx.state).find((row) => row.id === item.parent_id) ?? null;
  const parentId = extrasOf(ctx.state, item).parent_id;
  if (parentId === null) return null;
  return (
    ctx.state.tables.issues.find((row) => row.id === parentId) ??
    epicByWorkItemId(ctx.state, parentId) ??
    null
  );
}

/**
 * The children of a work item: an epic's child epics and the issues under it, or an issue's tasks; in the order
 * workItemsHierarchyReorder left them (work-item-positions.ts).
 */
export function childrenOf(ctx: GraphqlContext, item: Item): Item[] {
  const workItemId = isEpic(item) ? item.work_item_id : item.id;
  const issues = ctx.state.tables.issues.filter((row) => extrasOf(ctx.state, row).parent_id === workItemId);
  const children = isEpic(item)
    ? [...epicRows(ctx.state).filter((row) => row.parent_id === item.id), ...issues]
    : issues;
  return inPositionOrder(ctx.state, children, (child) => Number(workItemKey(child)));
}

const workItemKey = (item: Item) => String(isEpic(item) ? item.work_item_id : item.id);
