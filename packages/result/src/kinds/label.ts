import { defineKind } from './kind-spec.js';

export const labelKind = defineKind({
  name: 'label',
  plural: { key: 'labels', title: 'Labels' },
  empty: 'No labels found.',
  heading: { template: 'Label: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Color', path: 'color', format: 'code' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Priority', path: 'priority', format: 'count' },
    { label: 'Open Issues', path: 'open_issues_count', format: 'count' },
    { label: 'Closed Issues', path: 'closed_issues_count', format: 'count' },
    { label: 'Open MRs', path: 'open_merge_requests_count', format: 'count' },
    { label: 'Subscribed', path: 'subscribed', format: 'bool' },
    { label: 'Project Label', path: 'is_project_label', format: 'bool' },
    { label: 'Archived', path: 'archived', format: 'warning' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Color', path: 'color', format: 'code' },
    { label: 'Description', path: 'description', format: 'excerpt' },
    { label: 'Open Issues', path: 'open_issues_count', format: 'count' },
    { label: 'Open MRs', path: 'open_merge_requests_count', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'label',
    suggestions: [
      { action: 'project.label_list', text: "list the project's labels" },
      { action: 'group.group_label_list', text: "list the group's labels" },
    ],
  },
});
