import { conflict, validationFailed } from '../../http/errors.js';
import { projectIssues } from '../../store/generated-issues.js';
import { groupAncestry, projectAncestry } from '../../store/lookup.js';
import type { BoardListRow, BoardRow, LabelRow, MilestoneRow } from '../../store/rows.js';
import { nextId, nextIid } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { byProjectOrGroup } from '../collection.js';
import type { Collection, CollectionContext, Scope } from '../collection.js';
import { bool, int, list, str } from '../params.js';
import { milestoneById, milestoneJson, userBasic } from '../shapes.js';
import { isSubscribed, labelArchived, setLabelArchived } from './label-state.js';
import { labelBasicJson } from '../label-details.js';

/** Labels, milestones and boards, each for projects and groups (https://docs.gitlab.com/api/labels/, …). */

/** Groups whose labels and milestones a scope sees: a project inherits its groups', a group its ancestors'. */
function inheritedGroups(state: SandboxState, scope: Scope): number[] {
  if (scope.kind === 'project') return projectAncestry(state, scope.project).map((group) => group.id);
  if (scope.kind === 'group') return groupAncestry(state, scope.group.id).map((group) => group.id);
  return [];
}

function scopeCounts(ctx: CollectionContext, label: LabelRow) {
  const projectId = ctx.scope.kind === 'project' ? ctx.scope.project.id : undefined;
  const issues =
    projectId === undefined
      ? []
      : projectIssues(ctx.state, projectId).filter((issue) => issue.labels.includes(label.name));
  const mrs = ctx.state.tables.mergeRequests.filter(
    (mr) => mr.project_id === projectId && mr.labels.includes(label.name),
  );
  return {
    open_issues_count: issues.filter((issue) => issue.state === 'opened').length,
    closed_issues_count: issues.filter((issue) => issue.state === 'closed').length,
    open_merge_requests_count: mrs.filter((mr) => mr.state === 'opened').length,
  };
}

export function labelJson(label: LabelRow, ctx: CollectionContext): Record<string, unknown> {
  return {
    ...labelBasicJson(label),
    subscribed: isSubscribed(ctx.state, label.id, ctx.auth.user.id),
    priority: label.priority,
    is_project_label: label.project_id !== null,
    archived: labelArchived(ctx.state, label.id),
    ...(ctx.req.query.with_counts === 'true' ? scopeCounts(ctx, label) : {}),
  };
}

export const labels: Collection<LabelRow> = {
  path: 'labels',
  scopes: ['project', 'group'],
  key: { param: 'label_id', get: (row) => row.id },
  notFound: 'Label',
  table: (state) => state.tables.labels,
  inScope: byProjectOrGroup,
  rows: (ctx) => {
    const groups =
      ctx.req.query.include_ancestor_groups === 'false'
        ? []
        : inheritedGroups(ctx.state, ctx.scope).filter(
            (id) => ctx.scope.kind !== 'group' || id !== ctx.scope.group.id,
          );
    return ctx.state.tables.labels.filter(
      (row) => byProjectOrGroup(row, ctx.scope) || (row.group_id !== null && groups.includes(row.group_id)),
    );
  },
  // A label is addressed by id or by name (documented for GET/PUT/DELETE …/labels/:label_id).
  find: (ctx, key) =>
    ctx.state.tables.labels.find(
      (row) => byProjectOrGroup(row, ctx.scope) && (String(row.id) === key || row.name === key),
    ),
  serialize: labelJson,
  list: {
    filters: { search: (row, value) => row.name.toLowerCase().includes(String(value).toLowerCase()) },
    orderBy: { name: (row) => row.name.toLowerCase() },
    defaultOrder: { orderBy: 'name', sort: 'asc' },
  },
  create: {
    required: ['name', 'color'],
    check: (params, ctx) =>
      ctx.state.tables.labels.some((row) => byProjectOrGroup(row, ctx.scope) && row.name === str(params.name))
        ? conflict('Label already exists')
        : undefined,
    build: (params, ctx) => {
      const id = nextId(ctx.state, 'label', ctx.state.tables.labels);
      setLabelArchived(ctx.state, id, bool(params.archived) ?? false);
      return {
        id,
        project_id: ctx.scope.kind === 'project' ? ctx.scope.project.id : null,
        group_id: ctx.scope.kind === 'group' ? ctx.scope.group.id : null,
        name: str(params.name) ?? '',
        color: str(params.color) ?? '#6699cc',
        text_color: '#FFFFFF',
        description: str(params.description) ?? null,
        priority: int(params.priority) ?? null,
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.archived !== undefined) setLabelArchived(ctx.state, row.id, bool(params.archived) ?? false);
    if (params.new_name !== undefined) row.name = str(params.new_name) ?? row.name;
    if (params.color !== undefined) row.color = str(params.color) ?? row.color;
    if (params.description !== undefined) row.description = str(params.description) ?? null;
    if (params.priority !== undefined) row.priority = int(params.priority) ?? null;
  },
  remove: true,
};

export const milestones: Collection<MilestoneRow> = {
  path: 'milestones',
  scopes: ['project', 'group'],
  key: { param: 'milestone_id', get: (row) => row.id },
  notFound: 'Milestone',
  table: (state) => state.tables.milestones,
  inScope: byProjectOrGroup,
  rows: (ctx) => {
    const groups =
      ctx.req.query.include_ancestors === 'true' || ctx.req.query.include_parent_milestones === 'true'
        ? inheritedGroups(ctx.state, ctx.scope)
        : [];
    return ctx.state.tables.milestones.filter(
      (row) => byProjectOrGroup(row, ctx.scope) || (row.group_id !== null && groups.includes(row.group_id)),
    );
  },
  serialize: (row, ctx) => milestoneJson(ctx.state, row),
  list: {
    filters: {
      state: (row, value) => row.state === value,
      title: (row, value) => row.title === value,
      search: (row, value) =>
        `${row.title} ${row.description}`.toLowerCase().includes(String(value).toLowerCase()),
      iids: (row, value) => (list(value) ?? []).map(Number).includes(row.iid),
    },
    orderBy: { due_date: (row) => row.due_date, id: (row) => row.id, title: (row) => row.title },
    defaultOrder: { orderBy: 'id', sort: 'desc' },
  },
  create: {
    required: ['title'],
    check: (params, ctx) =>
      ctx.state.tables.milestones.some(
        (row) => byProjectOrGroup(row, ctx.scope) && row.title === str(params.title),
      )
        ? validationFailed({ title: ['has already been taken'] })
        : undefined,
    build: (params, ctx) => {
      const siblings = ctx.state.tables.milestones.filter((row) => byProjectOrGroup(row, ctx.scope));
      const now = ctx.state.now();
      return {
        id: nextId(ctx.state, 'milestone', ctx.state.tables.milestones),
        iid: nextIid(siblings),
        project_id: ctx.scope.kind === 'project' ? ctx.scope.project.id : null,
        group_id: ctx.scope.kind === 'group' ? ctx.scope.group.id : null,
        title: str(params.title) ?? '',
        description: str(params.description) ?? '',
        state: 'active',
        due_date: str(params.due_date) ?? null,
        start_date: str(params.start_date) ?? null,
        created_at: now,
        updated_at: now,
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.title !== undefined) row.title = str(params.title) ?? row.title;
    if (params.description !== undefined) row.description = str(params.description) ?? '';
    if (params.due_date !== undefined) row.due_date = str(params.due_date) || null;
    if (params.start_date !== undefined) row.start_date = str(params.start_date) || null;
    const event = str(params.state_event);
    if (event === 'close') row.state = 'closed';
    if (event === 'activate') row.state = 'active';
    row.updated_at = ctx.state.now();
  },
  remove: true,
};

/** The rows of a project or a group that a scope sees: a project's own and its groups', a group's own and its ancestors'. */
function seenInScope<Row extends { project_id: number | null; group_id: number | null }>(
  ctx: CollectionContext,
  rows: readonly Row[],
): Row[] {
  const groups = inheritedGroups(ctx.state, ctx.scope);
  const projectId = ctx.scope.kind === 'project' ? ctx.scope.project.id : undefined;
  return rows.filter(
    (row) =>
      (projectId !== undefined && row.project_id === projectId) ||
      (row.group_id !== null && groups.includes(row.group_id)),
  );
}

/** The labels a scope sees (a board's lists, its scope labels). */
export function scopeLabels(ctx: CollectionContext): LabelRow[] {
  return seenInScope(ctx, ctx.state.tables.labels);
}

/** The milestones a scope sees: those a board in it can list. */
export function scopeMilestones(ctx: CollectionContext): MilestoneRow[] {
  return seenInScope(ctx, ctx.state.tables.milestones);
}

function boardJson(ctx: CollectionContext, board: BoardRow): Record<string, unknown> {
  const state = ctx.state;
  const project =
    board.project_id === null ? undefined : state.tables.projects.find((row) => row.id === board.project_id);
  return {
    id: board.id,
    name: board.name,
    hide_backlog_list: board.hide_backlog_list,
    hide_closed_list: board.hide_closed_list,
    project:
      project === undefined
        ? null
        : {
            id: project.id,
            name: project.name,
            name_with_namespace: project.name_with_namespace,
            path: project.path,
            path_with_namespace: project.path_with_namespace,
            http_url_to_repo: `${state.config.externalUrl}/${project.path_with_namespace}.git`,
            web_url: `${state.config.externalUrl}/${project.path_with_namespace}`,
          },
    // GitLab's board entity names its group (null for a project's board) and its scope labels as LabelBasic.
    group:
      board.group_id === null
        ? null
        : {
            id: board.group_id,
            web_url: `${state.config.externalUrl}/groups/${state.tables.groups.find((g) => g.id === board.group_id)?.full_path ?? ''}`,
            name: state.tables.groups.find((g) => g.id === board.group_id)?.name,
          },
    milestone: milestoneById(state, board.milestone_id),
    assignee: userBasic(state, board.assignee_id),
    labels: board.label_names.flatMap((name) => {
      const label = scopeLabels(ctx).find((row) => row.name === name);
      return label === undefined ? [] : [labelBasicJson(label)];
    }),
    weight: board.weight,
    lists: board.lists.map((item) => boardListJson(state, item)),
  };
}

/**
 * One list (column) of a board, as GitLab embeds it in the board and answers it under …/boards/:id/lists: `label` is
 * null on a milestone list, and `milestone` is there on milestone lists only (EE's List entity).
 */
export function boardListJson(state: SandboxState, item: BoardListRow): Record<string, unknown> {
  const label = state.tables.labels.find((row) => row.id === item.label_id);
  return {
    id: item.id,
    label:
      label === undefined
        ? null
        : { id: label.id, name: label.name, color: label.color, description: label.description },
    ...(item.milestone_id === undefined ? {} : { milestone: milestoneById(state, item.milestone_id) }),
    position: item.position,
    max_issue_count: item.max_issue_count,
    max_issue_weight: item.max_issue_weight,
    limit_metric: item.limit_metric,
  };
}

export const boards: Collection<BoardRow> = {
  path: 'boards',
  scopes: ['project', 'group'],
  key: { param: 'board_id', get: (row) => row.id },
  notFound: 'Board',
  table: (state) => state.tables.boards,
  inScope: byProjectOrGroup,
  serialize: (row, ctx) => boardJson(ctx, row),
  create: {
    required: ['name'],
    build: (params, ctx) => ({
      id: nextId(ctx.state, 'board', ctx.state.tables.boards),
      project_id: ctx.scope.kind === 'project' ? ctx.scope.project.id : null,
      group_id: ctx.scope.kind === 'group' ? ctx.scope.group.id : null,
      name: str(params.name) ?? '',
      hide_backlog_list: bool(params.hide_backlog_list) ?? false,
      hide_closed_list: bool(params.hide_closed_list) ?? false,
      milestone_id: null,
      assignee_id: null,
      label_names: [],
      weight: null,
      lists: [],
    }),
  },
  update: (row, params) => {
    if (params.name !== undefined) row.name = str(params.name) ?? row.name;
    if (params.hide_backlog_list !== undefined)
      row.hide_backlog_list = bool(params.hide_backlog_list) ?? row.hide_backlog_list;
    if (params.hide_closed_list !== undefined)
      row.hide_closed_list = bool(params.hide_closed_list) ?? row.hide_closed_list;
    if (params.milestone_id !== undefined) row.milestone_id = int(params.milestone_id) || null;
    if (params.assignee_id !== undefined) row.assignee_id = int(params.assignee_id) || null;
    if (params.labels !== undefined) row.label_names = list(params.labels) ?? [];
  },
  remove: true,
};
