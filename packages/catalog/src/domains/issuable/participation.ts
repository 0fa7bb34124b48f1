import { z } from 'zod';
import type { NextStep } from '@gitlab-mcp/result';
import { defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { subscriptionCall } from '../subscription.js';
import { issuablePath } from './issuable.js';
import type { ActionWords, Issuable } from './issuable.js';

export interface ParticipationTarget extends Issuable {
  participants: ActionWords;
  subscribe: ActionWords;
  unsubscribe: ActionWords;
  createTodo: ActionWords;
  /** Where the participant list leads. */
  afterParticipants: NextStep;
  /** Parameters subscribe and unsubscribe also take, since they answer the issuable itself. */
  viewOptions: Record<string, z.ZodType>;
}

/**
 * Who takes part in an issue or merge request, and the current user's notifications and to-dos on it: participants,
 * subscribe, unsubscribe, create_todo, in that order.
 */
export function participationActions(
  target: ParticipationTarget,
): [ActionSpec, ActionSpec, ActionSpec, ActionSpec] {
  const { domain, one, inProject } = target;
  const base = issuablePath(target);
  const subscription = (verb: 'subscribe' | 'unsubscribe', next: NextStep) => {
    // A repeated subscribe answers 304 Not Modified: the helper reads the issuable instead.
    const gitlab = subscriptionCall(`GET ${base}`, verb);
    return defineAction({
      ...target[verb],
      input: z.object({ ...one, ...target.viewOptions }).strict(),
      gitlab,
      // GitLab checks subscribe_issue or subscribe_merge_request on POST …/subscribe and …/unsubscribe.
      permission: `subscribe_${domain}`,
      answer: { object: domain, notFound: inProject },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [next],
    });
  };
  return [
    defineAction({
      ...target.participants,
      input: z.object(one).strict(),
      answer: { list: 'user' },
      content: 'list',
      resource: null,
      nextSteps: [target.afterParticipants],
    }),
    subscription('subscribe', { action: target.unsubscribe.id, text: 'stop the notifications' }),
    subscription('unsubscribe', { action: target.subscribe.id, text: 'subscribe again' }),
    defineAction({
      ...target.createTodo,
      input: z.object(one).strict(),
      answer: { object: 'todo', notFound: inProject },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: 'user.todo_list', text: 'see your to-do list' }],
    }),
  ];
}
