import { AUTHOR_FIELD, CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** A comment on an issue, a merge request, a commit or a snippet (GitLab calls them notes). */
export const noteKind = defineKind({
  name: 'note',
  plural: { key: 'notes', title: 'Notes' },
  empty: 'No notes found.',
  heading: { template: 'Note #{id}' },
  fields: [
    AUTHOR_FIELD,
    { label: 'On', path: 'noteable_type', format: 'text' },
    { label: 'Internal', path: 'internal', format: 'warning' },
    { label: 'System', path: 'system', format: 'bool' },
    { label: 'Resolved', path: 'resolved', format: 'bool' },
    CREATED_FIELD,
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    AUTHOR_FIELD,
    { label: 'Body', path: 'body', format: 'excerpt' },
    CREATED_FIELD,
  ],
  longText: [{ label: 'Body', path: 'body', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'note',
    suggestions: [{ text: 'List the comments of the issue or merge request to find the note ID' }],
  },
});
