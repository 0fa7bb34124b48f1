import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, GitLabCall, PaidTier } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { integer, text, textList } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { listQuery } from '../local-list.js';
import { ownerSegment } from '../owner.js';
import type { OwnedWords, Owner } from '../owner.js';

export const boardId = integer('Board ID, from the board list');
const listId = integer('Board list (column) ID, from the board’s lists');

/** The issue board actions every owner has, by verb (https://docs.gitlab.com/api/boards/, …/group_boards/). */
export type BoardWords = Record<
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'lists'
  | 'list_get'
  | 'list_create'
  | 'list_update'
  | 'list_delete',
  OwnedWords
>;

/** What differs between a project's boards and a group's beyond the path. */
export interface BoardOptions {
  /**
   * A second board needs Premium in a group (https://docs.gitlab.com/user/project/issue_board/#multiple-issue-boards);
   * absent where creating boards is free, as the reference table says.
   */
  createTier?: PaidTier;
  /** Whether a board has a `gitlab://` resource: only project boards are among the contract's resources. */
  resource: boolean;
  /** How the boards are listed, when not by the reference's template. */
  listCall?: GitLabCall<Record<string, unknown>>;
}

/**
 * catalog.json records `GET /groups/{group_id}/epic_boards` for the group board list, an epic-board endpoint
 * (Premium, another object); the group's issue boards are at `GET /groups/:id/boards`, so the list reads those.
 */
export function listGroupBoards(owner: Owner): GitLabCall<Record<string, unknown>> {
  return {
    // GitLab answers the boards in its own order: the list's `unsupported` refuses an order asked for.
    local: (context, args) => context.list(`${ownerSegment(owner, args)}/boards`, listQuery(args)),
  };
}

/** Issue boards of a project or a group and their lists (columns): read, create, change and delete both. */
export function boardActions(owner: Owner, words: BoardWords, options: BoardOptions): ActionSpec[] {
  const base = `${owner.path}/boards` as const;
  const board = { ...owner.one, board_id: boardId };
  const column = { ...board, list_id: listId };
  const boardNotFound = (args: Record<string, unknown>) =>
    `board ${String(args.board_id)} in ${owner.named(args)}`;
  const listNotFound = (args: Record<string, unknown>) =>
    `list ${String(args.list_id)} of board ${String(args.board_id)} in ${owner.named(args)}`;
  return [
    defineAction({
      ...words.list,
      input: z.object({ ...owner.one, ...unorderedPaging }).strict(),
      gitlab: options.listCall,
      unsupported: { params: NO_ORDER, endpoint: `GET ${base}` },
      answer: { list: 'board' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one board and its lists' },
        { action: words.create.id, text: 'create a board' },
      ],
    }),
    defineAction({
      ...words.get,
      input: z.object(board).strict(),
      answer: { object: 'board', notFound: boardNotFound },
      content: 'detail',
      resource: options.resource ? `${owner.uri}/board/{board_id}` : null,
      nextSteps: [
        { action: words.lists.id, text: 'list its columns' },
        { action: words.update.id, text: 'change its scope or name' },
      ],
    }),
    defineAction({
      ...words.create,
      input: z.object({ ...owner.one, name: text('Board name') }).strict(),
      answer: { object: 'board' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list_create.id, text: 'add a list (column) for a label' }],
      tier: options.createTier,
    }),
    defineAction({
      ...words.update,
      input: z
        .object({
          ...board,
          name: text('New board name').optional(),
          assignee_id: integer('Scope the board to this assignee (Premium)').optional(),
          ...common('milestone_id', 'weight'),
          labels: textList('Scope the board to these labels (Premium)').optional(),
          ...words.update.params,
        })
        .strict(),
      answer: { object: 'board', notFound: boardNotFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.get.id, text: 'see the board' }],
    }),
    defineAction({
      ...words.delete,
      input: z.object(board).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the boards that remain' }],
    }),
    defineAction({
      ...words.lists,
      input: z.object({ ...board, ...unorderedPaging }).strict(),
      unsupported: { params: NO_ORDER },
      answer: { list: 'board_list' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.list_update.id, text: 'move a list' },
        { action: words.list_create.id, text: 'add a list' },
      ],
    }),
    defineAction({
      ...words.list_get,
      input: z.object(column).strict(),
      answer: { object: 'board_list', notFound: listNotFound },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: words.list_update.id, text: 'move the list' }],
    }),
    defineAction({
      ...words.list_create,
      input: z.object({ ...board, ...words.list_create.params }).strict(),
      answer: { object: 'board_list', notFound: boardNotFound },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.lists.id, text: 'see every list of the board' }],
    }),
    defineAction({
      ...words.list_update,
      input: z
        .object({ ...column, position: integer('New position of the list, from 0 (leftmost)') })
        .strict(),
      answer: { object: 'board_list', notFound: listNotFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.lists.id, text: 'see the lists in their new order' }],
    }),
    defineAction({
      ...words.list_delete,
      input: z.object(column).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.lists.id, text: 'see the lists that remain' }],
    }),
  ];
}
