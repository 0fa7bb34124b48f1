import { ApiError, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { groupAncestry, projectAncestry } from '../../store/lookup.js';
import type { IssueRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { resolveScope } from '../collection.js';
import { bool } from '../params.js';
import { milestoneById, userBasic } from '../shapes.js';
import { issueOf, issueTable, rowsOfIssue } from './issue-scope.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';
import type { Tier } from '../../types.js';

/**
 * Resource events of issues (https://docs.gitlab.com/api/resource_label_events/, resource_milestone_events,
 * resource_state_events, resource_iteration_events, resource_weight_events) and iterations
 * (https://docs.gitlab.com/api/iterations/, /api/group_iterations/; Premium).
 */

export function iterationJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const group = state.tables.groups.find((item) => item.id === row.group_id);
  return {
    id: row.id,
    iid: row.iid,
    sequence: row.sequence,
    group_id: row.group_id,
    title: row.title,
    description: row.description,
    state: row.state,
    created_at: `${String(row.start_date)}T00:00:00.000Z`,
    updated_at: `${String(row.start_date)}T00:00:00.000Z`,
    start_date: row.start_date,
    due_date: row.due_date,
    web_url: `${state.config.externalUrl}/groups/${group?.full_path ?? String(row.group_id)}/-/iterations/${String(row.id)}`,
  };
}

function labelBasic(state: SandboxState, id: unknown): Record<string, unknown> | null {
  const label = state.tables.labels.find((row) => row.id === id);
  return label === undefined
    ? null
    : { id: label.id, name: label.name, color: label.color, description: label.description };
}

/** One event as its API sends it: the common fields, then what the event type records. */
function eventJson(state: SandboxState, row: PlainRow, issue: IssueRow): Record<string, unknown> {
  const base = { id: row.id, user: userBasic(state, row.user_id as number), created_at: row.created_at };
  const on = { resource_type: 'Issue', resource_id: issue.id };
  switch (row.type) {
    case 'label':
      return { ...base, ...on, label: labelBasic(state, row.label_id), action: row.action };
    case 'milestone':
      return {
        ...base,
        ...on,
        milestone: milestoneById(state, row.milestone_id as number),
        action: row.action,
      };
    case 'iteration': {
      const iteration = issueTable(state, 'iterations').find((item) => item.id === row.iteration_id);
      return {
        ...base,
        ...on,
        iteration: iteration === undefined ? null : iterationJson(state, iteration),
        action: row.action,
      };
    }
    case 'weight':
      return { ...base, issue_id: issue.id, weight: row.weight };
    default:
      return { ...base, ...on, state: row.state };
  }
}

function eventRoutes(type: string, param: string, tier?: Tier): Route[] {
  const base = `/issues/:issue_iid/resource_${type}_events`;
  const events = (ctx: ProjectContext) => {
    const issue = issueOf(ctx);
    return {
      issue,
      rows: rowsOfIssue(ctx.state, 'issue_resource_events', issue).filter((row) => row.type === type),
    };
  };
  const extra = tier === undefined ? {} : { tier };
  return [
    {
      ...projectAction('GET', base, (ctx) => {
        const { issue, rows } = events(ctx);
        const page = offsetPage(rows, ctx.req);
        return json(
          200,
          page.items.map((row) => eventJson(ctx.state, row, issue)),
          page.headers,
        );
      }),
      ...extra,
    },
    {
      ...projectAction('GET', `${base}/:${param}`, (ctx) => {
        const { issue, rows } = events(ctx);
        const row = rows.find((item) => String(item.id) === ctx.params[param]);
        // The event is looked up with ActiveRecord's find: its 404 is Rails' RecordNotFound answer.
        if (row === undefined) throw new ApiError(404, { message: '404 Not found' });
        return json(200, eventJson(ctx.state, row, issue));
      }),
      ...extra,
    },
  ];
}

const ITERATION_STATES: Record<string, number[]> = {
  upcoming: [1],
  current: [2],
  opened: [1, 2],
  closed: [3],
  all: [1, 2, 3],
};

function listIterations(ctx: RouteContext, groupIds: number[]) {
  const wanted = ITERATION_STATES[ctx.req.query.state ?? 'all'] ?? [1, 2, 3];
  const search = (ctx.req.query.search ?? '').toLowerCase();
  const rows = issueTable(ctx.state, 'iterations').filter(
    (row) =>
      groupIds.includes(row.group_id as number) &&
      wanted.includes(row.state as number) &&
      String(row.title ?? '')
        .toLowerCase()
        .includes(search),
  );
  const page = offsetPage(rows, ctx.req);
  return json(
    200,
    page.items.map((row) => iterationJson(ctx.state, row)),
    page.headers,
  );
}

/** include_ancestors defaults to true (https://docs.gitlab.com/api/group_iterations/). */
function withAncestors(ctx: RouteContext): boolean {
  return bool(ctx.req.query.include_ancestors) ?? true;
}

export const issueEventRoutes: Route[] = [
  ...eventRoutes('label', 'label_event_id'),
  ...eventRoutes('milestone', 'milestone_event_id'),
  ...eventRoutes('state', 'state_event_id'),
  ...eventRoutes('iteration', 'iteration_event_id', 'premium'),
  ...eventRoutes('weight', 'weight_event_id', 'premium'),
  {
    method: 'GET',
    pattern: '/groups/:id/iterations',
    tier: 'premium',
    handler: (ctx) => {
      const scope = resolveScope('group', ctx);
      if (scope.kind !== 'group') throw notFound('Group');
      const chain = withAncestors(ctx) ? groupAncestry(ctx.state, scope.group.id) : [scope.group];
      return listIterations(
        ctx,
        chain.map((group) => group.id),
      );
    },
  },
  {
    ...projectAction('GET', '/iterations', (ctx) => {
      const chain = projectAncestry(ctx.state, ctx.project);
      return listIterations(
        ctx,
        (withAncestors(ctx) ? chain : chain.slice(0, 1)).map((group) => group.id),
      );
    }),
    tier: 'premium',
  },
];
