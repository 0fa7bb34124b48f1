import { defineKind } from './kind-spec.js';

/** A thread of notes on an issue, a merge request, a commit or a snippet (https://docs.gitlab.com/api/discussions/). */
export const discussionKind = defineKind({
  name: 'discussion',
  plural: { key: 'discussions', title: 'Discussions' },
  empty: 'No discussions found.',
  heading: { template: 'Discussion {id}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Individual Note', path: 'individual_note', format: 'bool' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Individual Note', path: 'individual_note', format: 'bool' },
  ],
  longText: [],
  nested: [{ label: 'Notes', path: 'notes', kind: 'note' }],
  notFound: {
    subject: 'discussion',
    suggestions: [{ text: 'List the discussions of the issue or merge request to find the discussion ID' }],
  },
});
