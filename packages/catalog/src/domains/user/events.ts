import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { RestTemplate } from '../../action.js';
import { projectId, text } from '../../params.js';
import { orderedBy, unsupportedOrderBy } from '../../unsupported-params.js';
import { subListPaging } from '../issuable/issuable.js';
import { eventFilters, userId } from './params.js';

/** One events list of GitLab's three (https://docs.gitlab.com/api/events/): yours, a user's, a project's. */
function eventList(spec: {
  id: string;
  description: string;
  rest: RestTemplate;
  owner: Record<string, z.ZodType>;
  aliases: string[];
}) {
  return defineAction({
    id: spec.id,
    description: spec.description,
    input: z
      .object({
        ...spec.owner,
        ...eventFilters,
        ...subListPaging,
        order_by: unsupportedOrderBy,
      })
      .strict(),
    unsupported: { params: orderedBy('creation'), endpoint: `GitLab's events (${spec.rest})` },
    answer: { list: 'event' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'project.get', text: 'see the project of an event' }],
    aliases: spec.aliases,
  });
}

export const userEventActions = [
  eventList({
    id: 'user.event_list_contributions',
    description:
      "List the current user's own recent activity: pushes, comments, merges, issues opened or closed.",
    rest: 'GET /events',
    owner: { scope: text('all: also events of projects you are a member of').optional() },
    aliases: ['my activity', 'what did I do'],
  }),
  eventList({
    id: 'user.contribution_events',
    description: "List a user's recent activity: pushes, comments, merges, issues opened or closed.",
    rest: 'GET /users/{user_id}/events',
    owner: {
      user_id: userId,
      scope: text('all: also events of projects the user is a member of').optional(),
    },
    aliases: ['user activity', 'what did they do'],
  }),
  eventList({
    id: 'user.event_list_project',
    description: "List a project's recent activity: who pushed, commented, merged, opened or closed what.",
    rest: 'GET /projects/{project_id}/events',
    owner: { project_id: projectId },
    aliases: ['project activity', 'recent activity'],
  }),
];
