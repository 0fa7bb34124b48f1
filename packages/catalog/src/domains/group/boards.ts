import { integer } from '../../params.js';
import { GROUP_OWNER } from '../owner.js';
import { boardActions, listGroupBoards } from '../boards/boards.js';

/** Group issue boards and their lists (https://docs.gitlab.com/api/group_boards/). */
export const groupBoardActions = boardActions(
  GROUP_OWNER,
  {
    list: {
      id: 'group.group_board_list',
      description: 'List the issue boards of a group with their lists (columns).',
      aliases: ['group boards', 'group kanban'],
    },
    get: {
      id: 'group.group_board_get',
      description: 'Get one group issue board: its scope and its lists (columns).',
      aliases: ['show group board'],
    },
    create: {
      id: 'group.group_board_create',
      description: 'Create an issue board in a group (more than one per group needs Premium).',
      aliases: ['new group board'],
    },
    update: {
      id: 'group.group_board_update',
      description: 'Rename a group issue board or scope it to a milestone, assignee, labels or weight.',
      aliases: ['edit group board'],
    },
    delete: {
      id: 'group.group_board_delete',
      description: 'Delete a group issue board; its issues are kept.',
      aliases: ['remove group board'],
    },
    lists: {
      id: 'group.group_board_list_lists',
      description: 'List the lists (columns) of a group issue board in their order, with their labels.',
      aliases: ['group board columns'],
    },
    list_get: {
      id: 'group.group_board_get_list',
      description: 'Get one list (column) of a group issue board.',
      aliases: ['group board column'],
    },
    list_create: {
      id: 'group.group_board_create_list',
      description: 'Add a list (column) for a group label to a group issue board.',
      aliases: ['add group board column'],
      params: { label_id: integer('Label ID of the list') },
    },
    list_update: {
      id: 'group.group_board_update_list',
      description: 'Move a list (column) of a group issue board to another position.',
      aliases: ['reorder group board column'],
    },
    list_delete: {
      id: 'group.group_board_delete_list',
      description: 'Remove a list (column) from a group issue board; its issues and label are kept.',
      aliases: ['remove group board column'],
    },
  },
  { createTier: 'premium', resource: false, listCall: listGroupBoards(GROUP_OWNER) },
);
