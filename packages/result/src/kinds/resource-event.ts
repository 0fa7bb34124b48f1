import { CREATED_FIELD } from './common-fields.js';
import type { FieldSpec, KindSpec } from './kind-spec.js';
import { defineKind } from './kind-spec.js';

/**
 * Changes recorded on an issue, a merge request or an epic (https://docs.gitlab.com/api/resource_label_events/ and
 * its siblings for milestones, states, iterations and weights): each event API has its own kind, so a table shows
 * only the columns its events carry.
 */
function eventKind(name: string, subject: string, title: string, what: readonly FieldSpec[]): KindSpec {
  const user: FieldSpec = { label: 'User', path: 'user', format: 'user' };
  return defineKind({
    name,
    plural: { key: 'events', title: `${title} Events` },
    empty: `No ${subject} events found.`,
    heading: { template: `${title} Event #{id}` },
    fields: [user, ...what, { label: 'On', path: 'resource_type', format: 'text' }, CREATED_FIELD],
    columns: [{ label: 'ID', path: 'id', format: 'count' }, user, ...what, CREATED_FIELD],
    longText: [],
    nested: [],
    notFound: {
      subject: `${subject} event`,
      suggestions: [{ text: `List the ${subject} events of the item to find the event ID` }],
    },
  });
}

const ACTION: FieldSpec = { label: 'Action', path: 'action', format: 'text' };

export const labelEventKind = eventKind('label_event', 'label', 'Label', [
  ACTION,
  { label: 'Label', path: 'label.name', format: 'text' },
]);
export const milestoneEventKind = eventKind('milestone_event', 'milestone', 'Milestone', [
  ACTION,
  { label: 'Milestone', path: 'milestone.title', format: 'text' },
]);
export const stateEventKind = eventKind('state_event', 'state', 'State', [
  { label: 'State', path: 'state', format: 'text' },
]);
export const iterationEventKind = eventKind('iteration_event', 'iteration', 'Iteration', [
  ACTION,
  { label: 'Iteration', path: 'iteration.title', format: 'text' },
]);
export const weightEventKind = eventKind('weight_event', 'weight', 'Weight', [
  { label: 'Weight', path: 'weight', format: 'count' },
]);
