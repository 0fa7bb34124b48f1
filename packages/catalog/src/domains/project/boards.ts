import { flag, integer } from '../../params.js';
import { PROJECT_OWNER } from '../owner.js';
import { boardActions } from '../boards/boards.js';

/** Project issue boards and their lists (https://docs.gitlab.com/api/boards/). */
export const projectBoardActions = boardActions(
  PROJECT_OWNER,
  {
    list: {
      id: 'project.board_list',
      description: 'List the issue boards of a project with their lists (columns).',
      aliases: ['boards', 'kanban', 'issue boards'],
    },
    get: {
      id: 'project.board_get',
      description: 'Get one project issue board: its scope and its lists (columns).',
      aliases: ['show board'],
    },
    create: {
      id: 'project.board_create',
      description: 'Create an issue board in a project.',
      aliases: ['new board', 'add board'],
    },
    update: {
      id: 'project.board_update',
      description:
        'Rename a project issue board, hide its Open or Closed list, or scope it to a milestone, assignee, labels or weight.',
      aliases: ['edit board', 'rename board'],
      params: {
        hide_backlog_list: flag('Hide the Open list').optional(),
        hide_closed_list: flag('Hide the Closed list').optional(),
      },
    },
    delete: {
      id: 'project.board_delete',
      description: 'Delete a project issue board; its issues are kept.',
      aliases: ['remove board'],
    },
    lists: {
      id: 'project.board_list_list',
      description: 'List the lists (columns) of a project issue board in their order, with their labels.',
      aliases: ['board columns'],
    },
    list_get: {
      id: 'project.board_list_get',
      description: 'Get one list (column) of a project issue board.',
      aliases: ['board column'],
    },
    list_create: {
      id: 'project.board_list_create',
      description:
        'Add a list (column) to a project issue board for a label, or for a milestone, iteration or assignee (Premium).',
      aliases: ['add board column', 'new board list'],
      params: {
        label_id: integer('Label ID of the list').optional(),
        assignee_id: integer('User ID of an assignee list (Premium)').optional(),
        milestone_id: integer('Milestone ID of a milestone list (Premium)').optional(),
        iteration_id: integer('Iteration ID of an iteration list (Premium)').optional(),
      },
    },
    list_update: {
      id: 'project.board_list_update',
      description: 'Move a list (column) of a project issue board to another position.',
      aliases: ['reorder board column', 'move board list'],
    },
    list_delete: {
      id: 'project.board_list_delete',
      description: 'Remove a list (column) from a project issue board; its issues and label are kept.',
      aliases: ['remove board column'],
    },
  },
  { resource: true },
);
