import { timeTrackingActions } from '../issuable/time-tracking.js';
import { mergeRequestTarget, mergeRequestViewOptions } from './params.js';

/** Time tracking of a merge request: estimate and time spent (https://docs.gitlab.com/api/merge_requests/#time-tracking). */
export const mergeRequestTimeTrackingActions = timeTrackingActions({
  ...mergeRequestTarget,
  viewOptions: mergeRequestViewOptions,
  actions: {
    stats: {
      id: 'merge_request.time_stats',
      description: 'See the time estimate and the total time spent on a merge request.',
      aliases: ['mr estimate', 'mr time tracking', 'total time spent'],
    },
    estimateSet: {
      id: 'merge_request.time_estimate_set',
      description: 'Set the time estimate of a merge request (replaces the previous one).',
      aliases: ['estimate mr'],
    },
    estimateReset: {
      id: 'merge_request.time_estimate_reset',
      description: 'Remove the time estimate of a merge request.',
      aliases: ['clear mr estimate'],
    },
    spentAdd: {
      id: 'merge_request.spent_time_add',
      description: 'Log time spent on a merge request; a negative duration (-30m) takes time off.',
      aliases: ['log time on mr', 'track time'],
    },
    spentReset: {
      id: 'merge_request.spent_time_reset',
      description: 'Set the time spent on a merge request back to zero.',
      aliases: ['clear time spent'],
    },
  },
});
