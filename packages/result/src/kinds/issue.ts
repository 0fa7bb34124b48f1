import { AUTHOR_FIELD, CREATED_FIELD, ISSUABLE_FLAGS, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const issueKind = defineKind({
  name: 'issue',
  plural: { key: 'issues', title: 'Issues' },
  empty: 'No issues found.',
  heading: {
    status: { path: 'state', format: 'state' },
    flags: ISSUABLE_FLAGS,
    template: 'Issue #{iid}: {title}',
  },
  fields: [
    { label: 'Reference', path: 'references.full', format: 'text' },
    { label: 'State', path: 'state', format: 'state' },
    AUTHOR_FIELD,
    { label: 'Assignees', path: 'assignees', format: 'users' },
    { label: 'Labels', path: 'labels', format: 'list' },
    { label: 'Milestone', path: 'milestone.title', format: 'text' },
    { label: 'Due', path: 'due_date', format: 'date' },
    CREATED_FIELD,
    { label: 'Closed By', path: 'closed_by', format: 'user' },
    { label: 'Closed', path: 'closed_at', format: 'date' },
    { label: 'Discussion Locked', path: 'discussion_locked', format: 'warning' },
    URL_FIELD,
  ],
  columns: [
    { label: 'IID', path: 'iid', format: 'count', prefix: '#', link: 'web_url' },
    { label: 'Title', path: 'title', format: 'text', flags: ISSUABLE_FLAGS },
    { label: 'State', path: 'state', format: 'state' },
    AUTHOR_FIELD,
    { label: 'Assignees', path: 'assignees', format: 'users' },
    { label: 'Labels', path: 'labels', format: 'list' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'issue',
    suggestions: [
      { action: 'issue.list', text: "list the project's issues" },
      { text: 'Use the IID shown after # (project-scoped), not the global ID' },
    ],
  },
});
