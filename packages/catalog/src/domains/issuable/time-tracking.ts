import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { text } from '../../params.js';
import { issuablePath } from './issuable.js';
import type { ActionWords, Issuable } from './issuable.js';

const duration = text('Duration in GitLab form: 3h30m, 1d, 2w (a day is 8h, a week 5d)');

export interface TimeTrackingTarget extends Issuable {
  /** The five actions' own words: the read, set/reset the estimate, add/reset the time spent. */
  actions: Record<'stats' | 'estimateSet' | 'estimateReset' | 'spentAdd' | 'spentReset', ActionWords>;
  /** Parameters the read and the two resets also take (GitLab's merge request read options). */
  viewOptions: Record<string, z.ZodType>;
}

/**
 * Time tracking of an issue or a merge request: estimate and time spent
 * (https://docs.gitlab.com/api/issues/#time-tracking, https://docs.gitlab.com/api/merge_requests/#time-tracking).
 */
export function timeTrackingActions(target: TimeTrackingTarget): ActionSpec[] {
  const { actions, one, viewOptions, inProject } = target;
  const base = issuablePath(target);
  const timeNextSteps = [{ action: actions.stats.id, text: 'see the estimate and time spent' }];
  const answer = { object: 'time_stats', notFound: inProject } as const;
  const shared = { answer, resource: null } as const;
  // The reference catalog gives the read and the resets the merge request read's options; GitLab's time tracking
  // endpoints take none of them (doc/api/merge_requests.md, "Time tracking"), so they are refused when given.
  const viewOnly = Object.fromEntries(
    Object.keys(viewOptions).map((name) => [name, 'only the merge request read takes it']),
  );
  const refusingViewOptions = (endpoint: string) =>
    Object.keys(viewOnly).length === 0 ? {} : { unsupported: { params: viewOnly, endpoint } };
  return [
    defineAction({
      ...actions.stats,
      input: z.object({ ...one, ...viewOptions }).strict(),
      ...refusingViewOptions(`GET ${base}/time_stats`),
      content: 'detail',
      nextSteps: [
        { action: actions.spentAdd.id, text: 'log time spent' },
        { action: actions.estimateSet.id, text: 'set the estimate' },
      ],
      ...shared,
    }),
    defineAction({
      ...actions.estimateSet,
      input: z.object({ ...one, duration }).strict(),
      content: 'mutate',
      classification: UPDATES,
      nextSteps: timeNextSteps,
      ...shared,
    }),
    defineAction({
      ...actions.estimateReset,
      input: z.object({ ...one, ...viewOptions }).strict(),
      ...refusingViewOptions(`POST ${base}/reset_time_estimate`),
      content: 'mutate',
      classification: UPDATES,
      nextSteps: timeNextSteps,
      ...shared,
    }),
    defineAction({
      ...actions.spentAdd,
      input: z.object({ ...one, duration, summary: text('What the time was spent on').optional() }).strict(),
      content: 'mutate',
      // Each call records one more timelog: repeating it adds the time again.
      classification: CREATES,
      nextSteps: timeNextSteps,
      ...shared,
    }),
    defineAction({
      ...actions.spentReset,
      input: z.object({ ...one, ...viewOptions }).strict(),
      ...refusingViewOptions(`POST ${base}/reset_spent_time`),
      content: 'mutate',
      classification: UPDATES,
      nextSteps: timeNextSteps,
      ...shared,
    }),
  ];
}
