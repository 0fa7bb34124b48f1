import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const milestoneKind = defineKind({
  name: 'milestone',
  plural: { key: 'milestones', title: 'Milestones' },
  empty: 'No milestones found.',
  heading: { template: 'Milestone: {title}' },
  fields: [
    { label: 'IID', path: 'iid', format: 'count' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Start', path: 'start_date', format: 'date' },
    { label: 'Due', path: 'due_date', format: 'date' },
    { label: 'Expired', path: 'expired', format: 'warning' },
    CREATED_FIELD,
    URL_FIELD,
  ],
  columns: [
    { label: 'IID', path: 'iid', format: 'count' },
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Title', path: 'title', format: 'text', link: 'web_url' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Start', path: 'start_date', format: 'date' },
    { label: 'Due', path: 'due_date', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'milestone',
    suggestions: [
      { action: 'project.milestone_list', text: "list the project's milestones" },
      { action: 'group.group_milestone_list', text: "list the group's milestones" },
    ],
  },
});

/** One event of a milestone's burndown chart (Premium): an issue added, closed or reopened, with its weight. */
export const burndownEventKind = defineKind({
  name: 'burndown_event',
  plural: { key: 'burndown_events', title: 'Burndown Events' },
  empty: 'No burndown events found.',
  heading: { template: 'Burndown Event: {action}' },
  fields: [
    { label: 'Action', path: 'action', format: 'text' },
    { label: 'Weight', path: 'weight', format: 'count' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'When', path: 'created_at', format: 'date' },
    { label: 'Action', path: 'action', format: 'text' },
    { label: 'Weight', path: 'weight', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'burndown event',
    suggestions: [{ action: 'group.group_milestone_burndown', text: "list the milestone's burndown events" }],
  },
});
