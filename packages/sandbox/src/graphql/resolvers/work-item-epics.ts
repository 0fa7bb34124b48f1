import type { GraphQLFieldResolver } from 'graphql';
import { findGroup, nextId } from '../../store/index.js';
import type { GroupRow, SandboxState } from '../../store/index.js';
import { canReadGroup, viewerPermissions } from '../access.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import type { FieldResolver, Fields } from '../resolver-types.js';
import { epicRow } from '../../seed/epics.js';
import { discussionConnection, noteConnection } from './notes.js';
import { epicRows } from './epic-rows.js';
import type { EpicRow } from './epic-rows.js';
import { userById } from './user-rows.js';

/*
 * Epics as group work items (https://docs.gitlab.com/api/graphql/reference/#workitem, type Epic; Premium): the rows
 * of the `epics` plain table that REST's Epics API serves, seen through GraphQL by their `work_item_id`. The WorkItem
 * and widget resolvers dispatch here when their source is an epic (see work-items.ts).
 */

/** GitLab's default Epic work item type (WorkItems::Type id 8). */
export const EPIC_TYPE = { id: toGid('WorkItems::Type', 8), name: 'Epic', iconName: 'issue-type-epic' };

export function isEpic(source: unknown): source is EpicRow {
  return typeof source === 'object' && source !== null && 'work_item_id' in source;
}

/** The readable epic of a group by iid, or null. */
export function epicByIid(ctx: GraphqlContext, group: GroupRow, iid: string): EpicRow | null {
  if (!canReadGroup(ctx, group) || ctx.state.config.tier === 'free') return null;
  return epicRows(ctx.state).find((row) => row.group_id === group.id && String(row.iid) === iid) ?? null;
}

/** The epic whose work item gid number is `id`. */
export function epicByWorkItemId(state: SandboxState, id: number): EpicRow | undefined {
  return epicRows(state).find((row) => row.work_item_id === id);
}

function groupOf(ctx: GraphqlContext, epic: EpicRow): GroupRow {
  const group = findGroup(ctx.state, epic.group_id);
  if (!group) throw new Error(`epic ${epic.id} belongs to no group`);
  return group;
}

/** A new epic in a group, numbered after the group's epics; its work item id follows the others'. */
export function newEpic(
  ctx: GraphqlContext,
  group: GroupRow,
  fields: { title: string; description?: string | null; confidential?: boolean | null },
): EpicRow {
  const rows = epicRows(ctx.state);
  const id = nextId(ctx.state, 'epic', rows);
  const now = ctx.state.now();
  const row = epicRow(
    id,
    rows.filter((epic) => epic.group_id === group.id).reduce((max, epic) => Math.max(max, epic.iid), 0) + 1,
    {
      group_id: group.id,
      title: fields.title,
      description: fields.description ?? null,
      confidential: fields.confidential ?? false,
      author_id: ctx.viewer!.id,
      created_at: now,
      updated_at: now,
    },
  ) as EpicRow;
  rows.push(row);
  return row;
}

/** The WorkItem fields an epic answers differently from an issue row. */
export const epicWorkItemFields: Fields<EpicRow> = {
  id: (epic) => toGid('WorkItem', epic.work_item_id),
  iid: (epic) => String(epic.iid),
  state: (epic) => (epic.state === 'closed' ? 'CLOSED' : 'OPEN'),
  lockVersion: () => 0,
  workItemType: () => EPIC_TYPE,
  namespace: (epic, _args, ctx) => ({ kind: 'group', group: groupOf(ctx, epic) }),
  project: () => null,
  webUrl: (epic, _args, ctx) => webUrl(ctx, `groups/${groupOf(ctx, epic).full_path}/-/epics/${epic.iid}`),
  reference: (epic, args: { full?: boolean | null }, ctx) =>
    args.full ? `${groupOf(ctx, epic).full_path}&${epic.iid}` : `&${epic.iid}`,
  author: (epic, _args, ctx) => userById(ctx, epic.author_id as number),
  userPermissions: (_epic, _args, ctx) => viewerPermissions(ctx),
};

/** Widget fields of an epic, by widget type name (the widget's `item` is the epic). */
export const epicWidgetFields: Record<string, Fields<{ item: EpicRow }>> = {
  WorkItemWidgetAssignees: {
    assignees: (_widget, args: ConnectionArgs) => paginate([], args, () => ''),
  },
  WorkItemWidgetLabels: {
    labels: (widget, args: ConnectionArgs, ctx) =>
      paginate(
        ctx.state.tables.labels.filter(
          (label) =>
            label.group_id === widget.item.group_id && (widget.item.labels as string[]).includes(label.name),
        ),
        args,
        (label) => String(label.id),
      ),
  },
  WorkItemWidgetMilestone: { milestone: () => null },
  WorkItemWidgetStartAndDueDate: {
    startDate: (widget) => widget.item.start_date,
    dueDate: (widget) => widget.item.due_date,
    isFixed: (widget) => widget.item.start_date !== null || widget.item.due_date !== null,
  },
  WorkItemWidgetWeight: { weight: (widget) => widget.item.weight ?? null },
  WorkItemWidgetHealthStatus: { healthStatus: (widget) => widget.item.health_status ?? null },
  WorkItemWidgetNotes: {
    notes: (widget, args: ConnectionArgs, ctx) => noteConnection(ctx, 'Epic', widget.item.id, args),
    discussions: (widget, args: ConnectionArgs, ctx) =>
      discussionConnection(ctx, 'Epic', widget.item.id, args),
  },
};

/** A source field read as the default resolver does: the GraphQL name, then the snake_case column. */
const plainField: GraphQLFieldResolver<unknown, GraphqlContext> = (source, _args, _ctx, info) => {
  const record = source as Record<string, unknown>;
  if (info.fieldName in record) return record[info.fieldName];
  return record[info.fieldName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] ?? null;
};

/**
 * One resolver table that answers issue rows with `issues` and epic rows with `epics`, where an epic falls back to
 * the issue resolver (most read columns both rows have) and then to its own fields; `epicOf` tells whether the source
 * is an epic (the source itself, or a widget's item).
 */
export function dispatchEpics<S>(
  issues: Fields<S>,
  epics: Fields<never>,
  epicOf: (source: unknown) => boolean,
): Fields<S> {
  const names = new Set([...Object.keys(issues), ...Object.keys(epics)]);
  const table: Fields<S> = {};
  for (const name of names) {
    const onIssue = (issues[name] ?? plainField) as FieldResolver<unknown>;
    const onEpic = (epics[name] ?? issues[name] ?? plainField) as FieldResolver<unknown>;
    table[name] = (source, args, ctx, info) =>
      (epicOf(source) ? onEpic : onIssue)(source, args as never, ctx, info);
  }
  return table;
}
