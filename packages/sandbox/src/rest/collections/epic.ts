import { notFound } from '../../http/errors.js';
import type { GroupRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection, CollectionContext } from '../collection.js';
import { bool, int, list, str } from '../params.js';
import { nextId } from '../../store/state.js';
import { epicRow } from '../../seed/epics.js';
import { userBasic, webUrl } from '../shapes.js';

/*
 * Group epics over REST (https://docs.gitlab.com/api/epics/, Premium): the list (descendant groups' epics included
 * by default, as GitLab does), the child epics of an epic (`…/epics/:epic_iid/epics`) and its label events
 * (https://docs.gitlab.com/api/resource_label_events/#epics). Rows are the `epics` and `epic_label_events` plain
 * tables.
 */

const epicsOf = (state: SandboxState) => state.plain.epics ?? [];

function groupOf(state: SandboxState, row: PlainRow): GroupRow | undefined {
  return state.tables.groups.find((group) => group.id === row.group_id);
}

function labelsJson(state: SandboxState, row: PlainRow, details: boolean): unknown[] {
  const names = row.labels as string[];
  if (!details) return names;
  return names.map((name) => {
    const label = state.tables.labels.find((entry) => entry.name === name && entry.group_id !== null);
    return {
      id: label?.id ?? null,
      name,
      color: label?.color ?? null,
      description: label?.description ?? null,
    };
  });
}

/** GitLab's Epic entity. */
export function epicJson(
  state: SandboxState,
  row: PlainRow,
  ctx?: CollectionContext,
): Record<string, unknown> {
  const path = groupOf(state, row)?.full_path ?? String(row.group_id);
  const parent = epicsOf(state).find((entry) => entry.id === row.parent_id);
  return {
    id: row.id,
    work_item_id: row.work_item_id,
    iid: row.iid,
    group_id: row.group_id,
    parent_id: row.parent_id,
    parent_iid: parent?.iid ?? null,
    title: row.title,
    description: row.description,
    confidential: row.confidential,
    state: row.state,
    web_url: webUrl(state, `groups/${path}/-/epics/${String(row.iid)}`),
    reference: `&${String(row.iid)}`,
    references: {
      short: `&${String(row.iid)}`,
      relative: `&${String(row.iid)}`,
      full: `${path}&${String(row.iid)}`,
    },
    author: userBasic(state, row.author_id as number),
    start_date: row.start_date,
    end_date: row.due_date,
    due_date: row.due_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
    closed_at: row.closed_at,
    labels: labelsJson(state, row, bool(ctx?.req.query.with_labels_details) === true),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    color: row.color,
  };
}

/** The group and its descendants' ids, for a list that includes descendant groups. */
function groupIds(state: SandboxState, group: GroupRow, descendants: boolean): Set<number> {
  const ids = new Set([group.id]);
  if (!descendants) return ids;
  for (const candidate of state.tables.groups) {
    let parent = candidate.parent_id;
    while (parent !== null && !ids.has(candidate.id)) {
      if (ids.has(parent)) ids.add(candidate.id);
      parent = state.tables.groups.find((row) => row.id === parent)?.parent_id ?? null;
    }
  }
  return ids;
}

function scopeGroup(ctx: CollectionContext): GroupRow {
  if (ctx.scope.kind !== 'group') throw new Error('epics are served under groups only');
  return ctx.scope.group;
}

/** The epic a nested route names by `:epic_iid`, in the route's group; GitLab's 404 when there is none. */
export function epicOfRoute(ctx: CollectionContext): PlainRow {
  const group = scopeGroup(ctx);
  const epic = epicsOf(ctx.state).find(
    (row) => row.group_id === group.id && String(row.iid) === ctx.params.epic_iid,
  );
  if (epic === undefined) throw notFound('Epic');
  return epic;
}

const text = (row: PlainRow, key: string) => String(row[key] ?? '');

export const groupEpics: Collection<PlainRow> = {
  path: 'epics',
  scopes: ['group'],
  key: { param: 'epic_iid', get: (row) => Number(row.iid) },
  notFound: 'Epic',
  table: (state) => (state.plain.epics ??= []),
  inScope: (row, scope) => scope.kind === 'group' && row.group_id === scope.group.id,
  rows: (ctx) => {
    const ids = groupIds(ctx.state, scopeGroup(ctx), bool(ctx.req.query.include_descendant_groups) !== false);
    return epicsOf(ctx.state).filter((row) => ids.has(row.group_id as number));
  },
  find: (ctx, key) =>
    epicsOf(ctx.state).find((row) => row.group_id === scopeGroup(ctx).id && String(row.iid) === key),
  serialize: (row, ctx) => epicJson(ctx.state, row, ctx),
  list: {
    filters: {
      state: (row, value) => value === 'all' || row.state === value,
      search: (row, value) =>
        `${text(row, 'title')} ${text(row, 'description')}`
          .toLowerCase()
          .includes(String(value).toLowerCase()),
      author_id: (row, value) => String(row.author_id) === String(value),
      author_username: (row, value, ctx) => userBasic(ctx.state, row.author_id as number)?.username === value,
      labels: (row, value) => (list(value) ?? []).every((label) => (row.labels as string[]).includes(label)),
      confidential: (row, value) => row.confidential === bool(value),
      created_after: (row, value) => text(row, 'created_at') >= String(value),
      created_before: (row, value) => text(row, 'created_at') <= String(value),
      updated_after: (row, value) => text(row, 'updated_at') >= String(value),
      updated_before: (row, value) => text(row, 'updated_at') <= String(value),
    },
    orderBy: {
      created_at: (row) => text(row, 'created_at'),
      updated_at: (row) => text(row, 'updated_at'),
      title: (row) => text(row, 'title'),
    },
    defaultOrder: { orderBy: 'created_at', sort: 'desc' },
  },
  // https://docs.gitlab.com/api/epics/#new-epic: a new open epic of the group, by the token's user.
  create: {
    required: ['title'],
    build: (params, ctx) => {
      const group = scopeGroup(ctx);
      const rows = (ctx.state.plain.epics ??= []);
      const now = ctx.state.now();
      const iid =
        rows
          .filter((row) => row.group_id === group.id)
          .reduce((max, row) => Math.max(max, Number(row.iid)), 0) + 1;
      const row = epicRow(nextId(ctx.state, 'epic', rows), iid, {
        group_id: group.id,
        title: str(params.title),
        author_id: ctx.auth.user.id,
        created_at: now,
        updated_at: now,
      });
      applyEpicChanges(row, params);
      return row;
    },
  },
  // https://docs.gitlab.com/api/epics/#update-epic
  update: (row, params, ctx) => {
    applyEpicChanges(row, params);
    if (params.state_event === 'close' && row.state !== 'closed')
      Object.assign(row, { state: 'closed', closed_at: ctx.state.now() });
    if (params.state_event === 'reopen') Object.assign(row, { state: 'opened', closed_at: null });
    row.updated_at = ctx.state.now();
  },
  tier: 'premium',
};

/** The epic attributes a creation or an update sets (GitLab's fixed dates stand for the epic's dates here). */
function applyEpicChanges(row: PlainRow, params: Record<string, unknown>): void {
  for (const field of ['title', 'description', 'color'] as const)
    if (params[field] !== undefined) row[field] = str(params[field]) ?? null;
  if (params.confidential !== undefined) row.confidential = bool(params.confidential) ?? false;
  if (params.labels !== undefined) row.labels = list(params.labels) ?? [];
  if (params.start_date_fixed !== undefined) row.start_date = str(params.start_date_fixed) ?? null;
  if (params.due_date_fixed !== undefined) row.due_date = str(params.due_date_fixed) ?? null;
  if (params.parent_id !== undefined) row.parent_id = int(params.parent_id) ?? null;
}

/** GET /groups/:id/epics/:epic_iid/epics: the child epics of an epic. */
export const epicChildren: Collection<PlainRow> = {
  ...groupEpics,
  path: 'epics/:epic_iid/epics',
  key: { param: 'child_epic_iid', get: (row) => Number(row.iid) },
  rows: (ctx) => {
    const parent = epicOfRoute(ctx);
    return epicsOf(ctx.state).filter((row) => row.parent_id === parent.id);
  },
  get: false,
};

function labelEventJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const label = state.tables.labels.find((entry) => entry.id === row.label_id);
  return {
    id: row.id,
    user: userBasic(state, row.user_id as number),
    created_at: row.created_at,
    resource_type: 'Epic',
    resource_id: row.epic_id,
    label: label
      ? { id: label.id, name: label.name, color: label.color, description: label.description }
      : null,
    action: row.action,
  };
}

/** GET /groups/:id/epics/:epic_iid/resource_label_events[/:label_event_id]. */
export const epicLabelEvents: Collection<PlainRow> = {
  path: 'epics/:epic_iid/resource_label_events',
  scopes: ['group'],
  key: { param: 'label_event_id', get: (row) => Number(row.id) },
  notFound: 'Label Event',
  table: (state) => (state.plain.epic_label_events ??= []),
  inScope: () => false,
  rows: (ctx) => {
    const epic = epicOfRoute(ctx);
    return (ctx.state.plain.epic_label_events ?? []).filter((row) => row.epic_id === epic.id);
  },
  serialize: (row, ctx) => labelEventJson(ctx.state, row),
  list: {},
  tier: 'premium',
};
