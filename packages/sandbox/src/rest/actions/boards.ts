import { ApiError, badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { BoardListRow, BoardRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { findItem, writeParams } from '../collection.js';
import type { CollectionContext } from '../collection.js';
import { boardListJson, boards, scopeLabels, scopeMilestones } from '../collections/planning.js';
import { int } from '../params.js';
import { OWNER_KINDS, ownedRoute } from './owned-route.js';

/**
 * The lists (columns) of an issue board (https://docs.gitlab.com/api/boards/#list-board-lists, …/group_boards/):
 * read, add for a label or (Premium) a milestone, move, remove. Positions stay 0..n-1 in order, as GitLab keeps them.
 */

function listOf(board: BoardRow, ctx: CollectionContext): BoardListRow {
  const id = Number(ctx.params.list_id);
  const found = board.lists.find((item) => item.id === id);
  if (found === undefined) throw notFound('List');
  return found;
}

function ordered(board: BoardRow): BoardListRow[] {
  return [...board.lists].sort((a, b) => a.position - b.position);
}

/** What a new list shows: a label, or (Premium) a milestone; GitLab takes exactly one of them. */
function listSubject(
  ctx: CollectionContext,
  board: BoardRow,
): Pick<BoardListRow, 'label_id' | 'milestone_id'> {
  const params = writeParams(ctx);
  const labelId = int(params.label_id);
  const milestoneId = int(params.milestone_id);
  if (labelId !== undefined && milestoneId !== undefined)
    throw badRequest('label_id, milestone_id are mutually exclusive');
  if (milestoneId !== undefined) {
    if (ctx.state.config.tier === 'free')
      throw badRequest('Milestone lists not available with your current license');
    if (!scopeMilestones(ctx).some((milestone) => milestone.id === milestoneId)) throw notFound('Milestone');
    if (board.lists.some((item) => item.milestone_id === milestoneId))
      throw new ApiError(400, { message: { milestone: ['has already been taken'] } });
    return { label_id: null, milestone_id: milestoneId };
  }
  if (labelId === undefined) throw missingParams(['label_id']);
  if (!scopeLabels(ctx).some((label) => label.id === labelId)) throw notFound('Label');
  if (board.lists.some((item) => item.label_id === labelId))
    throw new ApiError(400, { message: { label: ['has already been taken'] } });
  return { label_id: labelId };
}

function createList(ctx: CollectionContext) {
  const board = findItem(boards, ctx);
  const subject = listSubject(ctx, board);
  const all = ctx.state.tables.boards.flatMap((row) => row.lists);
  const row: BoardListRow = {
    id: nextId(ctx.state, 'board_list', all),
    ...subject,
    position: board.lists.length,
    max_issue_count: 0,
    max_issue_weight: 0,
    limit_metric: null,
  };
  board.lists.push(row);
  return json(201, boardListJson(ctx.state, row));
}

function moveList(ctx: CollectionContext) {
  const board = findItem(boards, ctx);
  const moving = listOf(board, ctx);
  const position = int(writeParams(ctx).position);
  if (position === undefined) throw missingParams(['position']);
  const others = ordered(board).filter((item) => item !== moving);
  others.splice(Math.max(0, Math.min(position, others.length)), 0, moving);
  others.forEach((item, index) => (item.position = index));
  return json(200, boardListJson(ctx.state, moving));
}

function deleteList(ctx: CollectionContext) {
  const board = findItem(boards, ctx);
  const removed = listOf(board, ctx);
  board.lists = ordered(board).filter((item) => item !== removed);
  board.lists.forEach((item, index) => (item.position = index));
  return noContent();
}

export const boardListRoutes: Route[] = OWNER_KINDS.flatMap((kind) => [
  ownedRoute(kind, 'GET', '/boards/:board_id/lists', (ctx) => {
    const page = offsetPage(ordered(findItem(boards, ctx)), ctx.req);
    return json(
      200,
      page.items.map((item) => boardListJson(ctx.state, item)),
      page.headers,
    );
  }),
  ownedRoute(kind, 'GET', '/boards/:board_id/lists/:list_id', (ctx) =>
    json(200, boardListJson(ctx.state, listOf(findItem(boards, ctx), ctx))),
  ),
  ownedRoute(kind, 'POST', '/boards/:board_id/lists', createList),
  ownedRoute(kind, 'PUT', '/boards/:board_id/lists/:list_id', moveList),
  ownedRoute(kind, 'DELETE', '/boards/:board_id/lists/:list_id', deleteList),
]);
