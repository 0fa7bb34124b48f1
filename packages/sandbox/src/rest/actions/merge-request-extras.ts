import { badRequest, missingParams, unauthorized } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { findIssue } from '../../store/generated-issues.js';
import type { IssueRow, MergeRequestRow } from '../../store/rows.js';
import { issueJson } from '../collections/issues.js';
import { mergeRequestJson } from '../collections/merge-requests.js';
import { pipelineDetailJson } from '../collections/pipelines.js';
import { str } from '../params.js';
import { projectPageUrl, userBasic } from '../shapes.js';
import { startPipeline } from './ci.js';
import {
  isSubscribed,
  mergeRequestTable,
  mergeRequestTimeStats,
  nextMergeRequestRowId,
  parseDuration,
  rowsOfMergeRequest,
} from './merge-request-scope.js';
import { mergeRequestOf, projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * The daily-work endpoints around one merge request (https://docs.gitlab.com/api/merge_requests/): its issues,
 * a new merge request pipeline, subscriptions, to-do items, approval reset and time tracking.
 */

const NOT_MODIFIED: SandboxResponse = { status: 304, headers: {}, body: undefined };

/** GitLab's default closing pattern (https://docs.gitlab.com/user/project/issues/managing_issues/#default-closing-pattern). */
const CLOSING =
  /\b(?:clos(?:e[sd]?|ing)|fix(?:e[sd]|ing)?|resolv(?:e[sd]?|ing)|implement(?:s|ed|ing)?):? +((?:(?:issues? +)?#\d+(?: *,? +and +| *, *)?)+)/gi;

function issueIids(text: string): number[] {
  return [...text.matchAll(/#(\d+)\b/g)].map((match) => Number(match[1]));
}

/** Issues the description closes, and the other issues it mentions. */
function mentionedIssues(
  ctx: ProjectContext,
  mr: MergeRequestRow,
): { closes: IssueRow[]; related: IssueRow[] } {
  const text = `${mr.title}\n${mr.description}`;
  const closing = new Set([...text.matchAll(CLOSING)].flatMap((match) => issueIids(match[1] ?? '')));
  const all = [...new Set(issueIids(text))];
  const found = (iids: number[]) =>
    iids.flatMap((iid) => {
      const issue = findIssue(ctx.state, mr.project_id, iid);
      return issue === undefined ? [] : [issue];
    });
  return { closes: found([...closing]), related: found(all.filter((iid) => !closing.has(iid))) };
}

function issueList(ctx: ProjectContext, issues: IssueRow[]): SandboxResponse {
  const page = offsetPage(issues, ctx.req);
  return json(
    200,
    page.items.map((issue) => issueJson(ctx.state, issue)),
    page.headers,
  );
}

/** POST subscribe / unsubscribe: 201 with the merge request, or 304 when nothing changes (documented). */
function setSubscription(ctx: ProjectContext, subscribed: boolean): SandboxResponse {
  const mr = mergeRequestOf(ctx);
  const user = ctx.auth.user.id;
  if (isSubscribed(ctx.state, mr, user) === subscribed) return NOT_MODIFIED;
  const table = mergeRequestTable(ctx.state, 'merge_request_subscriptions');
  const existing = table.find((row) => row.merge_request_id === mr.id && row.user_id === user);
  if (existing === undefined) table.push({ merge_request_id: mr.id, user_id: user, subscribed });
  else existing.subscribed = subscribed;
  return json(201, { ...mergeRequestJson(ctx.state, mr), subscribed });
}

/** POST todo: a pending "marked" to-do item, or 304 when the user already has one for this merge request. */
function createTodo(ctx: ProjectContext): SandboxResponse {
  const mr = mergeRequestOf(ctx);
  const table = mergeRequestTable(ctx.state, 'merge_request_todos');
  const pending = rowsOfMergeRequest(ctx.state, 'merge_request_todos', mr).some(
    (row) => row.user_id === ctx.auth.user.id && row.state === 'pending',
  );
  if (pending) return NOT_MODIFIED;
  const now = ctx.state.now();
  const id = nextMergeRequestRowId(ctx.state, 'merge_request_todos', 8000);
  table.push({ id, merge_request_id: mr.id, user_id: ctx.auth.user.id, state: 'pending', created_at: now });
  const project = ctx.project;
  return json(201, {
    id,
    project: {
      id: project.id,
      name: project.name,
      name_with_namespace: project.name_with_namespace,
      path: project.path,
      path_with_namespace: project.path_with_namespace,
    },
    author: userBasic(ctx.state, ctx.auth.user.id),
    action_name: 'marked',
    target_type: 'MergeRequest',
    target: mergeRequestJson(ctx.state, mr),
    target_url: projectPageUrl(ctx.state, mr.project_id, `/-/merge_requests/${mr.iid}`),
    body: mr.title,
    state: 'pending',
    created_at: now,
    updated_at: now,
  });
}

/** Changes the stored estimate or time spent, then answers the time stats (201 for add_spent_time, else 200). */
function trackTime(
  ctx: ProjectContext,
  change: (stats: { time_estimate: number; total_time_spent: number }) => void,
  status = 200,
): SandboxResponse {
  const mr = mergeRequestOf(ctx);
  const table = mergeRequestTable(ctx.state, 'merge_request_time_stats');
  let row = table.find((item) => item.merge_request_id === mr.id);
  if (row === undefined) {
    row = { merge_request_id: mr.id, time_estimate: 0, total_time_spent: 0 };
    table.push(row);
  }
  const stats = { time_estimate: Number(row.time_estimate), total_time_spent: Number(row.total_time_spent) };
  change(stats);
  Object.assign(row, stats);
  return json(status, mergeRequestTimeStats(ctx.state, mr));
}

function durationParam(ctx: ProjectContext): number {
  const text = str(ctx.req.params.duration);
  if (text === undefined || text === '') throw missingParams(['duration']);
  const seconds = parseDuration(text);
  // GitLab's own wording for a duration it cannot parse.
  if (seconds === undefined) throw badRequest('400 Bad request - Invalid time format');
  return seconds;
}

const base = '/merge_requests/:merge_request_iid';

export const mergeRequestExtraRoutes: Route[] = [
  projectAction('GET', `${base}/closes_issues`, (ctx) =>
    issueList(ctx, mentionedIssues(ctx, mergeRequestOf(ctx)).closes),
  ),
  projectAction('GET', `${base}/related_issues`, (ctx) =>
    issueList(ctx, mentionedIssues(ctx, mergeRequestOf(ctx)).related),
  ),
  projectAction('POST', `${base}/pipelines`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const pipeline = startPipeline(ctx, mr.source_branch, 'merge_request_event');
    mr.head_pipeline_id = pipeline.id;
    return json(201, pipelineDetailJson(ctx.state, pipeline));
  }),
  projectAction('POST', `${base}/subscribe`, (ctx) => setSubscription(ctx, true)),
  projectAction('POST', `${base}/unsubscribe`, (ctx) => setSubscription(ctx, false)),
  projectAction('POST', `${base}/todo`, createTodo),
  projectAction('PUT', `${base}/reset_approvals`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    // Only bot users of project and group access tokens may clear approvals; anyone else gets 401 (documented).
    if (!ctx.auth.user.bot) throw unauthorized();
    mr.approved_by_ids = [];
    return { status: 202, headers: {}, body: undefined };
  }),
  projectAction('GET', `${base}/time_stats`, (ctx) =>
    json(200, mergeRequestTimeStats(ctx.state, mergeRequestOf(ctx))),
  ),
  projectAction('POST', `${base}/time_estimate`, (ctx) => {
    const seconds = durationParam(ctx);
    return trackTime(ctx, (stats) => {
      stats.time_estimate = Math.max(0, seconds);
    });
  }),
  projectAction('POST', `${base}/reset_time_estimate`, (ctx) =>
    trackTime(ctx, (stats) => {
      stats.time_estimate = 0;
    }),
  ),
  projectAction('POST', `${base}/add_spent_time`, (ctx) => {
    const seconds = durationParam(ctx);
    return trackTime(
      ctx,
      (stats) => {
        stats.total_time_spent = Math.max(0, stats.total_time_spent + seconds);
      },
      201,
    );
  }),
  projectAction('POST', `${base}/reset_spent_time`, (ctx) =>
    trackTime(ctx, (stats) => {
      stats.total_time_spent = 0;
    }),
  ),
];
