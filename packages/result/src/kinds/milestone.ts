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
    { label: 'Title', path: 'title', format: 'text', link: 'web_url' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Start', path: 'start_date', format: 'date' },
    { label: 'Due', path: 'due_date', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'milestone',
    suggestions: [{ action: 'project.milestone_list', text: "list the project's milestones" }],
  },
});
