import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { NextStep } from '@gitlab-mcp/result';
import type { ActionSpec, PaidTier } from '../../action.js';
import { integer } from '../../params.js';
import { subListPaging } from './issuable.js';
import type { ActionWords, Issuable } from './issuable.js';
import { NO_ORDER } from '../../unsupported-params.js';

export interface EventApi {
  /** `label` → resource_label_events, the label_event kind, the label_event_id parameter. */
  type: 'label' | 'milestone' | 'state' | 'iteration' | 'weight';
  list: ActionWords;
  /** Reading one event; null where GitLab only lists them (weight events). */
  get: ActionWords | null;
  /** Where these events are not free (iterations, weights); the reference table marks the free ones. */
  tier?: PaidTier;
}

/**
 * One resource-event API of an issue or merge request, list and get: what changed, who changed it, when
 * (https://docs.gitlab.com/api/resource_label_events/, resource_milestone_events, resource_state_events, …).
 * `afterList` is where the list leads; without it, to reading one event.
 */
export function eventActions(target: Issuable, api: EventApi, afterList?: NextStep): ActionSpec[] {
  const { type, list, get, tier } = api;
  const kind = `${type}_event` as const;
  const listNext = afterList ?? (get && { action: get.id, text: 'see one event in full' });
  const listAction = defineAction({
    ...list,
    input: z.object({ ...target.one, ...subListPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: kind },
    content: 'list',
    resource: null,
    nextSteps: listNext ? [listNext] : [],
    tier,
  });
  if (!get) return [listAction];
  const param = `${type}_event_id`;
  return [
    listAction,
    defineAction({
      ...get,
      input: z.object({ ...target.one, [param]: integer(`${type} event ID, from the list`) }).strict(),
      answer: { object: kind, notFound: (args) => `${type} event on ${target.inProject(args)}` },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: list.id, text: `see every ${type} event` }],
      tier,
    }),
  ];
}
