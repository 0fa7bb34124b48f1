import { z } from 'zod';
import { defineAction } from '../../action.js';

/** Counts of the instance's objects (https://docs.gitlab.com/api/statistics/), for administrators. */
export const statisticsActions = [
  defineAction({
    id: 'admin.app_statistics_get',
    description: 'Show how many users, groups, projects, issues, merge requests and more the instance holds.',
    input: z.object({}).strict(),
    answer: { object: 'application_statistics' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.feature_list', text: "see the instance's feature flags" }],
    aliases: ['instance statistics', 'how many users'],
    admin: true,
  }),
];
