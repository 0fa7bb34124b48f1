import { defineKind } from './kind-spec.js';
import { projectKind } from './project.js';

/** A project as GitLab's search API returns it (`scope=projects`): fewer fields than a project get. */
export const searchProjectKind = defineKind({
  ...projectKind,
  name: 'search_project',
  columns: [
    { label: 'Project', path: 'path_with_namespace', format: 'text', link: 'web_url' },
    { label: 'Description', path: 'description', format: 'excerpt' },
    { label: 'Stars', path: 'star_count', format: 'count' },
    { label: 'Last Activity', path: 'last_activity_at', format: 'date' },
  ],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'search.projects', text: 'search projects by another term' }],
  },
});
