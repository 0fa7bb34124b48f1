import { z } from 'zod';
import { defineAction } from '../../action.js';
import { groupId, oneOf, projectId } from '../../params.js';
import { participationActions } from '../issuable/participation.js';
import { timeTrackingActions } from '../issuable/time-tracking.js';
import { subListPaging } from '../issuable/issuable.js';
import { issueTarget, oneIssue, statisticsFilters } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

const statisticsNextSteps = [{ action: 'issue.list', text: 'list the issues behind the counts' }];
const searchIn = oneOf(['title', 'description', 'title,description'], 'Where search looks');

const [participants, subscribe, unsubscribe, createTodo] = participationActions({
  ...issueTarget,
  viewOptions: {},
  afterParticipants: { action: 'user.get', text: 'see one participant in full' },
  participants: {
    id: 'issue.participants',
    description: 'List the users who took part in an issue: its author, assignees and commenters.',
    aliases: ['who is involved in issue'],
  },
  subscribe: {
    id: 'issue.subscribe',
    description: 'Subscribe to an issue to be notified of every change and comment.',
    aliases: ['watch issue', 'follow issue'],
  },
  unsubscribe: {
    id: 'issue.unsubscribe',
    description: 'Unsubscribe from an issue’s notifications.',
    aliases: ['unwatch issue', 'mute issue'],
  },
  createTodo: {
    id: 'issue.create_todo',
    description: 'Add an issue to your to-do list.',
    aliases: ['remind me about issue'],
  },
});

/**
 * Who and what surrounds an issue (participants, merge requests, subscriptions, to-dos), its time tracking
 * (https://docs.gitlab.com/api/issues/#time-tracking) and issue counts (https://docs.gitlab.com/api/issues_statistics/).
 */
export const issueTrackingActions = [
  participants,
  defineAction({
    id: 'issue.mrs_related',
    description: 'List the merge requests that mention an issue or will close it.',
    input: z.object({ ...oneIssue, ...subListPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'merge_request' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'merge_request.get', text: 'see one merge request in full' }],
    aliases: ['merge requests for issue', 'linked merge requests'],
  }),
  defineAction({
    id: 'issue.mrs_closing',
    description: 'List the merge requests that close an issue when merged (Closes #n in their description).',
    input: z.object({ ...oneIssue, ...subListPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'merge_request' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'merge_request.get', text: 'see one merge request in full' }],
    aliases: ['which mr fixes this issue', 'closed by'],
  }),
  subscribe,
  unsubscribe,
  createTodo,
  ...timeTrackingActions({
    ...issueTarget,
    viewOptions: {},
    actions: {
      stats: {
        id: 'issue.time_stats_get',
        description: 'See the time estimate and the total time spent on an issue.',
        aliases: ['time spent on issue', 'issue estimate'],
      },
      estimateSet: {
        id: 'issue.time_estimate_set',
        description: 'Set the time estimate of an issue (replaces the previous one).',
        aliases: ['estimate issue'],
      },
      estimateReset: {
        id: 'issue.time_estimate_reset',
        description: 'Remove the time estimate of an issue.',
        aliases: ['clear issue estimate'],
      },
      spentAdd: {
        id: 'issue.spent_time_add',
        description: 'Log time spent on an issue; a negative duration (-30m) takes time off.',
        aliases: ['log time on issue', 'track time'],
      },
      spentReset: {
        id: 'issue.spent_time_reset',
        description: 'Set the time spent on an issue back to zero.',
        aliases: ['clear issue time spent'],
      },
    },
  }),
  defineAction({
    id: 'issue.statistics_get',
    description: 'Count the issues you can see, opened and closed, with the issue list filters.',
    input: z.object({ ...statisticsFilters, in: searchIn.optional() }).strict(),
    answer: { object: 'issue_statistics' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'issue.list_all', text: 'list the issues behind the counts' }],
    aliases: ['how many issues', 'issue counts'],
  }),
  defineAction({
    id: 'issue.statistics_get_group',
    description: 'Count the issues of a group and its subgroups, opened and closed, with the list filters.',
    input: z.object({ group_id: groupId, ...statisticsFilters }).strict(),
    answer: { object: 'issue_statistics' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'issue.list_group', text: 'list the issues behind the counts' }],
    aliases: ['group issue counts'],
  }),
  defineAction({
    id: 'issue.statistics_get_project',
    description: 'Count the issues of a project, opened and closed, with the list filters.',
    input: z.object({ project_id: projectId, ...statisticsFilters }).strict(),
    answer: { object: 'issue_statistics' },
    content: 'detail',
    resource: null,
    nextSteps: statisticsNextSteps,
    aliases: ['project issue counts', 'open issue count'],
  }),
];
