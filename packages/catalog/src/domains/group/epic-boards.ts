import { z } from 'zod';
import { defineAction } from '../../action.js';
import { GROUP_OWNER } from '../owner.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { boardId } from '../boards/boards.js';

/** Epic boards of a group (https://docs.gitlab.com/api/group_epic_boards/): read-only over REST, Premium. */
export const groupEpicBoardActions = [
  defineAction({
    id: 'group.epic_board_list',
    description: 'List the epic boards of a group with their lists (columns) and labels.',
    input: z.object({ ...GROUP_OWNER.one, ...unorderedPaging }).strict(),
    // GitLab pages epic boards with no order of the caller's (doc/api/group_epic_boards.md).
    unsupported: { params: NO_ORDER, endpoint: "GitLab's epic boards (GET /groups/{group_id}/epic_boards)" },
    answer: { list: 'epic_board' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.epic_board_get', text: 'see one epic board' }],
    tier: 'premium',
    aliases: ['epic boards', 'roadmap board'],
  }),
  defineAction({
    id: 'group.epic_board_get',
    description: 'Get one epic board of a group: its labels and lists (columns).',
    input: z.object({ ...GROUP_OWNER.one, board_id: boardId }).strict(),
    answer: {
      object: 'epic_board',
      notFound: (args) => `epic board ${String(args.board_id)} in ${GROUP_OWNER.named(args)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'group.epic_board_list', text: "see the group's other epic boards" }],
    tier: 'premium',
    aliases: ['show epic board'],
  }),
];
