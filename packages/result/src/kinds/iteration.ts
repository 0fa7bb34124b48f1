import { URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** An iteration (Premium): a timebox issues are planned into (https://docs.gitlab.com/api/iterations/). */
export const iterationKind = defineKind({
  name: 'iteration',
  plural: { key: 'iterations', title: 'Iterations' },
  empty: 'No iterations found.',
  heading: { template: 'Iteration: {title|sequence}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Sequence', path: 'sequence', format: 'count' },
    { label: 'State', path: 'state', format: 'count' },
    { label: 'Start', path: 'start_date', format: 'date' },
    { label: 'Due', path: 'due_date', format: 'date' },
    URL_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'IID', path: 'iid', format: 'count' },
    { label: 'Title', path: 'title', format: 'text', link: 'web_url' },
    { label: 'Sequence', path: 'sequence', format: 'count' },
    { label: 'Start', path: 'start_date', format: 'date' },
    { label: 'Due', path: 'due_date', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'iteration',
    suggestions: [{ action: 'issue.iteration_list_group', text: "list the group's iterations" }],
  },
});
