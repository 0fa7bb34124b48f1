import { z } from 'zod';
import { defineAction } from '../../action.js';
import { READS } from '../../classifications.js';

/** Counts of the instance's objects (https://docs.gitlab.com/api/statistics/), for administrators. */
export const statisticsActions = [
  defineAction({
    id: 'admin.app_statistics_get',
    tool: 'gitlab_get_application_statistics',
    description: 'Show how many users, groups, projects, issues, merge requests and more the instance holds.',
    input: z.object({}).strict(),
    gitlab: { rest: 'GET /application/statistics' },
    answer: { object: 'application_statistics' },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'admin.feature_list', text: "see the instance's feature flags" }],
    tier: 'free',
    aliases: ['instance statistics', 'how many users'],
    admin: true,
  }),
];
