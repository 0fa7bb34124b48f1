import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const projectKind = defineKind({
  name: 'project',
  plural: { key: 'projects', title: 'Projects' },
  empty: 'No projects found.',
  heading: { template: 'Project: {path_with_namespace|name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    { label: 'Default Branch', path: 'default_branch', format: 'text' },
    { label: 'Archived', path: 'archived', format: 'warning' },
    { label: 'Topics', path: 'topics', format: 'list' },
    { label: 'Stars', path: 'star_count', format: 'count' },
    { label: 'Forks', path: 'forks_count', format: 'count' },
    { label: 'Open Issues', path: 'open_issues_count', format: 'count' },
    CREATED_FIELD,
    { label: 'Last Activity', path: 'last_activity_at', format: 'date' },
    URL_FIELD,
  ],
  columns: [
    { label: 'Project', path: 'path_with_namespace', format: 'text', link: 'web_url' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    { label: 'Default Branch', path: 'default_branch', format: 'text' },
    { label: 'Stars', path: 'star_count', format: 'count' },
    { label: 'Last Activity', path: 'last_activity_at', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'project',
    suggestions: [
      { action: 'project.list', text: 'list the projects you can see' },
      { text: 'Check the project ID, or the full path such as group/project' },
    ],
  },
});
