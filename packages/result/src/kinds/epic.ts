import { AUTHOR_FIELD, CREATED_FIELD, ISSUABLE_FLAGS, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** A group epic as the REST Epics API sends it (https://docs.gitlab.com/api/epics/, Premium). */
export const epicKind = defineKind({
  name: 'epic',
  plural: { key: 'epics', title: 'Epics' },
  empty: 'No epics found.',
  heading: {
    status: { path: 'state', format: 'state' },
    flags: ISSUABLE_FLAGS,
    template: 'Epic &{iid}: {title}',
  },
  fields: [
    { label: 'Reference', path: 'references.full', format: 'text' },
    { label: 'State', path: 'state', format: 'state' },
    AUTHOR_FIELD,
    { label: 'Labels', path: 'labels', format: 'list' },
    { label: 'Parent', path: 'parent_iid', format: 'text', prefix: '&' },
    { label: 'Start', path: 'start_date', format: 'date' },
    { label: 'Due', path: 'due_date', format: 'date' },
    CREATED_FIELD,
    { label: 'Closed', path: 'closed_at', format: 'date' },
    URL_FIELD,
  ],
  columns: [
    { label: 'IID', path: 'iid', format: 'count', prefix: '&', link: 'web_url' },
    { label: 'Title', path: 'title', format: 'text', flags: ISSUABLE_FLAGS },
    { label: 'State', path: 'state', format: 'state' },
    AUTHOR_FIELD,
    { label: 'Labels', path: 'labels', format: 'list' },
    { label: 'Due', path: 'due_date', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'epic',
    suggestions: [
      { action: 'group.epic_list', text: "list the group's epics" },
      { text: 'Use the IID shown after & (group-scoped), not the global ID' },
    ],
  },
});
