import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionSpec, PaidTier } from '../../action.js';
import { flag, groupId, offsetPaging, oneOf, projectId, text } from '../../params.js';
import { eventActions } from '../issuable/events.js';
import type { EventApi } from '../issuable/events.js';
import { issueTarget } from './params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/**
 * What changed on an issue, one API per kind of change (https://docs.gitlab.com/api/resource_label_events/,
 * resource_milestone_events, resource_state_events, resource_iteration_events, resource_weight_events), and the
 * iterations issues are planned into (https://docs.gitlab.com/api/iterations/, /api/group_iterations/).
 */

/** One kind of change: its list action, and its get where GitLab reads one event. */
function issueEvents(
  type: EventApi['type'],
  changes: string,
  ids: { list: string; get?: string },
  tier?: PaidTier,
): ActionSpec[] {
  return eventActions(
    issueTarget,
    {
      type,
      tier,
      list: {
        id: ids.list,
        description: `List when ${changes} on an issue, and by whom.`,
        aliases: [`${type} history of issue`],
      },
      get: ids.get
        ? {
            id: ids.get,
            description: `Get one ${type} event of an issue.`,
            aliases: [],
          }
        : null,
    },
    { action: 'issue.get', text: 'see the issue as it is now' },
  );
}

const iterationState = oneOf(['opened', 'upcoming', 'current', 'closed', 'all'], 'State (default all)');
const iterationFilters = {
  state: iterationState.optional(),
  search: text('Only iterations whose title contains this').optional(),
  include_ancestors: flag('Include the iterations of parent groups (default true)').optional(),
};
const iterationSteps = [{ action: 'issue.list', text: 'list the issues of an iteration (iteration_id)' }];

export const issueEventActions = [
  ...issueEvents('label', 'labels were added or removed', {
    list: 'issue.event_issue_label_list',
    get: 'issue.event_issue_label_get',
  }),
  ...issueEvents('milestone', 'the milestone was set or removed', {
    list: 'issue.event_issue_milestone_list',
    get: 'issue.event_issue_milestone_get',
  }),
  ...issueEvents('state', 'the issue was closed or reopened', {
    list: 'issue.event_issue_state_list',
    get: 'issue.event_issue_state_get',
  }),
  ...issueEvents(
    'iteration',
    'the iteration was set or removed (Premium)',
    {
      list: 'issue.event_issue_iteration_list',
      get: 'issue.event_issue_iteration_get',
    },
    'premium',
  ),
  ...issueEvents(
    'weight',
    'the weight changed (Premium)',
    {
      list: 'issue.event_issue_weight_list',
    },
    'premium',
  ),
  defineAction({
    id: 'issue.iteration_list_group',
    description: 'List the iterations (timeboxes) of a group, by state or title (Premium).',
    input: z
      .object({
        group_id: groupId,
        ...iterationFilters,
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's group iterations (GET /groups/:id/iterations)" },
    answer: { list: 'iteration' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'issue.list_group', text: 'list the issues of an iteration (iteration_id)' }],
    tier: 'premium',
    aliases: ['sprints', 'group sprints'],
  }),
  defineAction({
    id: 'issue.iteration_list_project',
    description: 'List the iterations (timeboxes) a project can use, from its groups (Premium).',
    input: z
      .object({
        project_id: projectId,
        ...iterationFilters,
        page: offsetPaging.page,
        per_page: offsetPaging.per_page,
      })
      .strict(),
    answer: { list: 'iteration' },
    content: 'list',
    resource: null,
    nextSteps: iterationSteps,
    tier: 'premium',
    aliases: ['sprints', 'project sprints'],
  }),
];
