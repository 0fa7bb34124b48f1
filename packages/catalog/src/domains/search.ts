import { z } from 'zod';
import { defineAction } from '../action.js';
import { READS } from '../classifications.js';
import { groupId, offsetPaging, oneOf, text } from '../params.js';

const { page, per_page } = offsetPaging;

export const searchActions = [
  defineAction({
    id: 'search.projects',
    tool: 'gitlab_search_projects',
    description: 'Search projects by name or path, across the instance or within one group.',
    input: z
      .object({
        query: text('Words to search for'),
        group_id: groupId.optional(),
        search_type: oneOf(
          ['basic', 'advanced', 'zoekt'],
          'Search engine (advanced and zoekt need them enabled)',
        ).optional(),
        page,
        per_page,
      })
      .strict(),
    gitlab: {
      rest: 'GET /search',
      route: (args) => (args.group_id ? 'GET /groups/{group_id}/search' : 'GET /search'),
      send: ({ query, ...rest }) => ({ ...rest, scope: 'projects', search: query }),
      search: true,
    },
    answer: { list: 'search_project' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'project.get', text: 'see one project in full' }],
    tier: 'free',
    aliases: ['find project', 'find repository', 'look up project'],
  }),
];
