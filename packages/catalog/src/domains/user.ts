import { z } from 'zod';
import { defineAction } from '../action.js';
import { READS } from '../classifications.js';

export const userActions = [
  defineAction({
    id: 'user.current',
    tool: 'gitlab_user_current',
    description: 'Get the user the token belongs to: username, name, state and whether they are an admin.',
    input: z.object({}).strict(),
    gitlab: { rest: 'GET /user' },
    answer: { object: 'user' },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'merge_request.list', text: "see a project's merge requests" },
      { action: 'user.todo_list', text: 'see your to-do items' },
    ],
    tier: 'free',
    aliases: ['me', 'who am i', 'my user', 'current user'],
  }),
];
