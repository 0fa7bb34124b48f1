import { ApiError, badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { CommitRow, PlainRow } from '../../store/rows.js';
import { mergeRequestListJson } from '../collections/merge-requests.js';
import { commitJson } from '../collections/repository.js';
import { int, list } from '../params.js';
import { mergeRequestTable, nextMergeRequestRowId, rowsOfMergeRequest } from './merge-request-scope.js';
import { mergeRequestOf, projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * What links a merge request to others: dependencies ("blocks", Premium;
 * https://docs.gitlab.com/api/merge_requests/#get-merge-request-dependencies) and context commits
 * (https://docs.gitlab.com/api/merge_request_context_commits/).
 */

const BLOCKS = 'merge_request_blocks';
const CONTEXT = 'merge_request_context_commits';

function blockJson(ctx: ProjectContext, row: PlainRow): Record<string, unknown> {
  const byId = (id: unknown) => ctx.state.tables.mergeRequests.find((mr) => mr.id === id);
  const blocking = byId(row.blocking_merge_request_id);
  const blocked = byId(row.merge_request_id);
  return {
    id: row.id,
    blocking_merge_request: blocking === undefined ? null : mergeRequestListJson(ctx.state, blocking),
    blocked_merge_request: blocked === undefined ? null : mergeRequestListJson(ctx.state, blocked),
    project_id: blocked?.project_id ?? null,
  };
}

function commitsOf(ctx: ProjectContext, shas: readonly string[]): CommitRow[] {
  const commits = ctx.state.tables.commits.filter((commit) => commit.project_id === ctx.project.id);
  const found = shas.map((wanted) => commits.find((commit) => commit.id.startsWith(wanted)));
  const unknown = shas.filter((_sha, index) => found[index] === undefined);
  // GitLab refuses the whole request when one SHA is not a commit of the project.
  if (unknown.length > 0) throw badRequest(`Context commits: ${JSON.stringify(unknown)} are invalid`);
  return found as CommitRow[];
}

function shasParam(ctx: ProjectContext): string[] {
  const shas = list(ctx.req.params.commits) ?? [];
  if (shas.length === 0) throw missingParams(['commits']);
  return shas;
}

const blocks = '/merge_requests/:merge_request_iid/blocks';
const context = '/merge_requests/:merge_request_iid/context_commits';

const blockRoutes: Route[] = [
  projectAction('GET', blocks, (ctx) => {
    const page = offsetPage(rowsOfMergeRequest(ctx.state, BLOCKS, mergeRequestOf(ctx)), ctx.req);
    return json(
      200,
      page.items.map((row) => blockJson(ctx, row)),
      page.headers,
    );
  }),
  projectAction('POST', blocks, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const blockingId = int(ctx.req.params.blocking_merge_request_id);
    if (blockingId === undefined) throw missingParams(['blocking_merge_request_id']);
    if (!ctx.state.tables.mergeRequests.some((row) => row.id === blockingId)) throw notFound('Merge Request');
    const rows = rowsOfMergeRequest(ctx.state, BLOCKS, mr);
    if (blockingId === mr.id || rows.some((row) => row.blocking_merge_request_id === blockingId))
      throw new ApiError(409, { message: 'Block already exists' });
    const row: PlainRow = {
      id: nextMergeRequestRowId(ctx.state, BLOCKS, 600),
      merge_request_id: mr.id,
      blocking_merge_request_id: blockingId,
    };
    mergeRequestTable(ctx.state, BLOCKS).push(row);
    return json(201, blockJson(ctx, row));
  }),
  projectAction('DELETE', `${blocks}/:block_id`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const row = rowsOfMergeRequest(ctx.state, BLOCKS, mr).find(
      (item) => String(item.id) === ctx.params.block_id,
    );
    if (row === undefined) throw notFound('Block');
    const table = mergeRequestTable(ctx.state, BLOCKS);
    table.splice(table.indexOf(row), 1);
    return noContent();
  }),
].map((route) => ({ ...route, tier: 'premium' as const }));

const contextRoutes: Route[] = [
  projectAction('GET', context, (ctx) => {
    const shas = rowsOfMergeRequest(ctx.state, CONTEXT, mergeRequestOf(ctx)).map((row) => String(row.sha));
    return json(
      200,
      commitsOf(ctx, shas).map((commit) => commitJson(ctx.state, commit)),
    );
  }),
  projectAction('POST', context, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const commits = commitsOf(ctx, shasParam(ctx));
    const table = mergeRequestTable(ctx.state, CONTEXT);
    const known = new Set(rowsOfMergeRequest(ctx.state, CONTEXT, mr).map((row) => row.sha));
    for (const commit of commits)
      if (!known.has(commit.id)) table.push({ merge_request_id: mr.id, sha: commit.id });
    return json(
      201,
      commits.map((commit) => commitJson(ctx.state, commit)),
    );
  }),
  projectAction('DELETE', context, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const shas = commitsOf(ctx, shasParam(ctx)).map((commit) => commit.id);
    const table = mergeRequestTable(ctx.state, CONTEXT);
    for (const row of rowsOfMergeRequest(ctx.state, CONTEXT, mr))
      if (shas.includes(String(row.sha))) table.splice(table.indexOf(row), 1);
    return noContent();
  }),
];

export const mergeRequestLinkRoutes: Route[] = [...blockRoutes, ...contextRoutes];
