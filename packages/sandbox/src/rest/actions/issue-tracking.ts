import { ApiError, badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { projectIssues } from '../../store/generated-issues.js';
import { findProject } from '../../store/lookup.js';
import { newIssue } from '../../store/new-issue.js';
import type { IssueRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { resolveScope } from '../collection.js';
import type { CollectionContext, ScopeKind } from '../collection.js';
import { issueJson, issues } from '../collections/issues.js';
import { mergeRequestListJson } from '../collections/merge-requests.js';
import { str } from '../params.js';
import { userBasic, usersBasic } from '../shapes.js';
import { issueOf, issueTable, nextRowId, rowsOfIssue } from './issue-scope.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Issue endpoints beyond list/get/create/update/delete (https://docs.gitlab.com/api/issues/): move, reorder,
 * subscribe, to-do, time tracking, participants, related and closing merge requests, a global-id read and
 * statistics (https://docs.gitlab.com/api/issues_statistics/).
 */

/** GitLab's time units: a day is 8 hours, a week 5 days, a month 4 weeks (https://docs.gitlab.com/user/project/time_tracking/). */
const UNITS: [string, number][] = [
  ['mo', 4 * 5 * 8 * 3600],
  ['w', 5 * 8 * 3600],
  ['d', 8 * 3600],
  ['h', 3600],
  ['m', 60],
  ['s', 1],
];

/** `1w 2d 3h 30m` → seconds (`-30m` is negative: time taken off); undefined when it is not a duration. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim();
  const sign = trimmed.startsWith('-') ? -1 : 1;
  const body = trimmed.replace(/^-/, '').replace(/\s+/g, '');
  if (!/^(\d+(mo|w|d|h|m|s))+$/.test(body)) return undefined;
  let total = 0;
  for (const [, count, unit] of body.matchAll(/(\d+)(mo|w|d|h|m|s)/g))
    total += Number(count) * UNITS.find(([name]) => name === unit)![1];
  return sign * total;
}

/** Seconds → GitLab's human form (`3h 30m`), null for zero. */
export function humanDuration(seconds: number): string | null {
  if (seconds === 0) return null;
  let left = Math.abs(seconds);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    if (left >= size) {
      parts.push(`${Math.floor(left / size)}${unit}`);
      left %= size;
    }
  }
  return `${seconds < 0 ? '-' : ''}${parts.join(' ')}`;
}

function timeRow(state: SandboxState, issue: IssueRow): PlainRow {
  const found = rowsOfIssue(state, 'issue_time_stats', issue)[0];
  if (found !== undefined) return found;
  const row: PlainRow = {
    project_id: issue.project_id,
    issue_iid: issue.iid,
    time_estimate: 0,
    total_time_spent: 0,
  };
  issueTable(state, 'issue_time_stats').push(row);
  return row;
}

function timeStatsJson(row: PlainRow): Record<string, unknown> {
  const estimate = Number(row.time_estimate);
  const spent = Number(row.total_time_spent);
  return {
    time_estimate: estimate,
    total_time_spent: spent,
    human_time_estimate: humanDuration(estimate),
    human_total_time_spent: humanDuration(spent),
  };
}

function durationParam(ctx: RouteContext): number {
  const text = str(ctx.req.params.duration);
  if (text === undefined || text === '') throw missingParams(['duration']);
  const seconds = parseDuration(text);
  if (seconds === undefined) throw badRequest('400 Bad request - Invalid time format');
  return seconds;
}

function timeAction(
  path: string,
  status: number,
  change: (row: PlainRow, ctx: ProjectContext) => void,
): Route {
  return projectAction('POST', `/issues/:issue_iid/${path}`, (ctx) => {
    const row = timeRow(ctx.state, issueOf(ctx));
    change(row, ctx);
    return json(status, timeStatsJson(row));
  });
}

function subscribed(state: SandboxState, issue: IssueRow, userId: number): boolean {
  return rowsOfIssue(state, 'issue_subscriptions', issue).some((row) => row.user_id === userId);
}

/** Subscribing twice (or unsubscribing when not subscribed) answers 304 Not Modified, as GitLab does. */
function subscription(ctx: ProjectContext, subscribe: boolean): SandboxResponse {
  const issue = issueOf(ctx);
  const userId = ctx.auth.user.id;
  if (subscribed(ctx.state, issue, userId) === subscribe)
    return { status: 304, headers: {}, body: undefined };
  const table = issueTable(ctx.state, 'issue_subscriptions');
  if (subscribe) table.push({ project_id: issue.project_id, issue_iid: issue.iid, user_id: userId });
  else {
    const row = table.find(
      (item) =>
        item.project_id === issue.project_id && item.issue_iid === issue.iid && item.user_id === userId,
    )!;
    table.splice(table.indexOf(row), 1);
  }
  return json(201, { ...issueJson(ctx.state, issue), subscribed: subscribe });
}

function todoJson(state: SandboxState, row: PlainRow, issue: IssueRow): Record<string, unknown> {
  const project = findProject(state, issue.project_id);
  const target = issueJson(state, issue);
  return {
    id: row.id,
    project:
      project === undefined
        ? null
        : {
            id: project.id,
            name: project.name,
            name_with_namespace: project.name_with_namespace,
            path: project.path,
            path_with_namespace: project.path_with_namespace,
          },
    author: userBasic(state, row.author_id as number),
    action_name: row.action_name,
    target_type: 'Issue',
    target,
    target_url: target.web_url,
    body: issue.title,
    state: row.state,
    created_at: row.created_at,
    updated_at: row.created_at,
  };
}

/** Merge requests of the issue's project whose description names it: `#41`, or with a closing word for closed_by. */
function mergeRequestsNaming(ctx: ProjectContext, closing: boolean) {
  const issue = issueOf(ctx);
  const mention = new RegExp(
    `${closing ? '(close[sd]?|fix(e[sd])?|resolve[sd]?) ' : ''}#${issue.iid}(?!\\d)`,
    'i',
  );
  const rows = ctx.state.tables.mergeRequests.filter(
    (mr) => mr.project_id === issue.project_id && mention.test(mr.description),
  );
  // GitLab pages both lists (Kaminari.paginate_array over the referenced merge requests).
  const page = offsetPage(rows, ctx.req);
  return json(
    200,
    page.items.map((mr) => mergeRequestListJson(ctx.state, mr)),
    page.headers,
  );
}

/** Counts of the issues a list of the same scope and filters would return. */
function statistics(kind: ScopeKind) {
  return (raw: RouteContext) => {
    const ctx: CollectionContext = { ...raw, scope: resolveScope(kind, raw) };
    const spec = issues.list === false ? undefined : issues.list;
    let rows = issues.rows!(ctx);
    for (const [name, filter] of Object.entries(spec?.filters ?? {})) {
      const value = ctx.req.params[name];
      if (name === 'state' || value === undefined || value === '') continue;
      rows = rows.filter((row) => filter(row, value, ctx));
    }
    const opened = rows.filter((row) => row.state === 'opened').length;
    return json(200, { statistics: { counts: { all: rows.length, closed: rows.length - opened, opened } } });
  };
}

export const issueTrackingRoutes: Route[] = [
  projectAction('POST', '/issues/:issue_iid/move', (ctx) => {
    const issue = issueOf(ctx);
    const to = str(ctx.req.params.to_project_id);
    if (to === undefined) throw missingParams(['to_project_id']);
    const target = findProject(ctx.state, to);
    if (target === undefined) throw notFound('Project');
    if (target.id === issue.project_id) throw badRequest('Cannot move issue to project it originates from!');
    const moved = newIssue(ctx.state, {
      project: target,
      author: ctx.state.tables.users.find((user) => user.id === issue.author_id) ?? ctx.auth.user,
      title: issue.title,
      description: issue.description,
      type: issue.issue_type,
      assigneeIds: issue.assignee_ids,
      confidential: issue.confidential,
      dueDate: issue.due_date,
      weight: issue.weight,
    });
    ctx.state.tables.issues.push(moved);
    const now = ctx.state.now();
    Object.assign(issue, {
      state: 'closed',
      closed_at: now,
      closed_by_id: ctx.auth.user.id,
      updated_at: now,
    });
    return json(201, issueJson(ctx.state, moved));
  }),
  projectAction('PUT', '/issues/:issue_iid/reorder', (ctx) => {
    const issue = issueOf(ctx);
    const ids = projectIssues(ctx.state, ctx.project.id).map((row) => row.id);
    const neighbours = [ctx.req.params.move_after_id, ctx.req.params.move_before_id].filter(
      (value) => value !== undefined && value !== null,
    );
    // ReorderService finds the neighbours among the project's issues; an unknown one makes it fail.
    if (neighbours.some((value) => !ids.includes(Number(value))))
      throw new ApiError(422, { message: { error: 'Unprocessable Entity' } });
    issue.updated_at = ctx.state.now();
    return json(200, issueJson(ctx.state, issue));
  }),
  projectAction('POST', '/issues/:issue_iid/subscribe', (ctx) => subscription(ctx, true)),
  projectAction('POST', '/issues/:issue_iid/unsubscribe', (ctx) => subscription(ctx, false)),
  projectAction('POST', '/issues/:issue_iid/todo', (ctx) => {
    const issue = issueOf(ctx);
    const table = issueTable(ctx.state, 'todos');
    const pending = table.some(
      (row) =>
        row.user_id === ctx.auth.user.id &&
        row.target_id === issue.id &&
        row.target_type === 'Issue' &&
        row.state === 'pending',
    );
    if (pending) return { status: 304, headers: {}, body: undefined };
    const row: PlainRow = {
      id: nextRowId(ctx.state, 'todos'),
      user_id: ctx.auth.user.id,
      author_id: ctx.auth.user.id,
      project_id: issue.project_id,
      target_type: 'Issue',
      target_id: issue.id,
      action_name: 'marked',
      state: 'pending',
      created_at: ctx.state.now(),
    };
    table.push(row);
    return json(201, todoJson(ctx.state, row, issue));
  }),
  projectAction('GET', '/issues/:issue_iid/time_stats', (ctx) =>
    json(200, timeStatsJson(timeRow(ctx.state, issueOf(ctx)))),
  ),
  timeAction('time_estimate', 200, (row, ctx) => {
    row.time_estimate = durationParam(ctx);
  }),
  timeAction('reset_time_estimate', 200, (row) => {
    row.time_estimate = 0;
  }),
  timeAction('add_spent_time', 201, (row, ctx) => {
    row.total_time_spent = Math.max(0, Number(row.total_time_spent) + durationParam(ctx));
  }),
  timeAction('reset_spent_time', 200, (row) => {
    row.total_time_spent = 0;
  }),
  projectAction('GET', '/issues/:issue_iid/participants', (ctx) => {
    const issue = issueOf(ctx);
    const noteAuthors = ctx.state.tables.notes
      .filter((note) => note.noteable_type === 'Issue' && note.noteable_id === issue.id && !note.system)
      .map((note) => note.author_id);
    const ids = [...new Set([issue.author_id, ...issue.assignee_ids, ...noteAuthors])];
    const page = offsetPage(ids, ctx.req);
    return json(200, usersBasic(ctx.state, page.items), page.headers);
  }),
  projectAction('GET', '/issues/:issue_iid/closed_by', (ctx) => mergeRequestsNaming(ctx, true)),
  projectAction('GET', '/issues/:issue_iid/related_merge_requests', (ctx) => mergeRequestsNaming(ctx, false)),
  {
    method: 'GET',
    pattern: '/issues/:issue_id',
    admin: true,
    handler: (ctx) => {
      const id = Number(ctx.params.issue_id);
      // Stored issues only: group/big's generated issues are reachable by global id once read by iid.
      const row = ctx.state.tables.issues.find((issue) => issue.id === id);
      if (row === undefined) throw notFound('Issue');
      return json(200, issueJson(ctx.state, row));
    },
  },
  { method: 'GET', pattern: '/issues_statistics', handler: statistics('root') },
  { method: 'GET', pattern: '/groups/:id/issues_statistics', handler: statistics('group') },
  { method: 'GET', pattern: '/projects/:id/issues_statistics', handler: statistics('project') },
];
