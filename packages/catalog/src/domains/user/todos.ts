import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { integer, oneOf } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/** Your to-do list (https://docs.gitlab.com/api/todos/). */
export const userTodoActions = [
  defineAction({
    id: 'user.todo_list',
    description: 'List your to-do items: mentions, assignments, review requests, failed pipelines.',
    input: z
      .object({
        action: oneOf(
          [
            'assigned',
            'mentioned',
            'build_failed',
            'marked',
            'approval_required',
            'unmergeable',
            'directly_addressed',
            'merge_train_removed',
            'member_access_requested',
          ],
          'Only to-dos raised by this action',
        ).optional(),
        author_id: integer('Only to-dos raised by this user ID').optional(),
        project_id: integer('Only to-dos of this project ID').optional(),
        group_id: integer('Only to-dos of this group ID').optional(),
        state: oneOf(['pending', 'done'], 'pending (default) or done').optional(),
        type: oneOf(
          [
            'Issue',
            'MergeRequest',
            'Commit',
            'Epic',
            'DesignManagement::Design',
            'AlertManagement::Alert',
            'Project',
            'Namespace',
            'Vulnerability',
            'WikiPage::Meta',
          ],
          'Only to-dos on this kind of target',
        ).optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's to-do list (GET /todos)" },
    answer: { list: 'todo' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'user.todo_mark_done', text: 'mark one done' },
      { action: 'user.todo_mark_all_done', text: 'mark all done' },
    ],
    aliases: ['todos', 'to-do list', 'inbox', 'what needs my attention'],
  }),
  defineAction({
    id: 'user.todo_mark_done',
    description: 'Mark one of your to-do items as done.',
    input: z.object({ id: integer('To-do item ID, from the list') }).strict(),
    answer: { object: 'todo', notFound: (args) => `to-do item ${args.id}` },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'user.todo_list', text: 'see what is still pending' }],
    aliases: ['done', 'dismiss todo'],
  }),
  defineAction({
    id: 'user.todo_mark_all_done',
    description: 'Mark every pending to-do item of yours as done.',
    input: z.object({}).strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'user.todo_list', text: 'check the list is empty' }],
    aliases: ['clear todos', 'inbox zero'],
  }),
];
