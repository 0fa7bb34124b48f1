import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** One contribution event: a push, a comment, an issue opened… (https://docs.gitlab.com/api/events/). */
export const eventKind = defineKind({
  name: 'event',
  plural: { key: 'events', title: 'Events' },
  empty: 'No events found.',
  heading: { template: 'Event #{id}: {action_name}' },
  fields: [
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'Action', path: 'action_name', format: 'text' },
    { label: 'Target Type', path: 'target_type', format: 'text' },
    { label: 'Target', path: 'target_title', format: 'text' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
    { label: 'Ref', path: 'push_data.ref', format: 'code' },
    { label: 'Commits', path: 'push_data.commit_count', format: 'count' },
    CREATED_FIELD,
  ],
  columns: [
    CREATED_FIELD,
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'Action', path: 'action_name', format: 'text' },
    { label: 'Target Type', path: 'target_type', format: 'text' },
    { label: 'Target', path: 'target_title', format: 'excerpt' },
    { label: 'Target IID', path: 'target_iid', format: 'count' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
    { label: 'Ref', path: 'push_data.ref', format: 'code' },
  ],
  longText: [{ label: 'Comment', path: 'note.body', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'event',
    suggestions: [{ action: 'user.event_list_contributions', text: 'list your recent activity' }],
  },
});
