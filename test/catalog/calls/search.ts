import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };

/** GitLab's search API, one scope per action; the sandbox runs Ultimate, so group and instance code search work. */
export const searchCalls: CatalogCall[] = [
  { action: 'search.code', params: { ...project, query: 'login' }, expect: 'src/login.ts' },
  { action: 'search.commits', params: { ...project, query: 'login' }, expect: '## Commits' },
  { action: 'search.issues', params: { group_id: 'group', query: 'login' }, expect: 'Add a login page' },
  { action: 'search.merge_requests', params: { query: 'login' }, expect: 'Fix login bug' },
  { action: 'search.milestones', params: { ...project, query: 'v1.2' }, expect: 'v1.2' },
  {
    action: 'search.notes',
    params: { ...project, query: 'Safari' },
    expect: 'I can reproduce this on Safari.',
  },
  { action: 'search.snippets', params: { query: 'a' }, expect: '## Snippets' },
  { action: 'search.users', params: { query: 'alice' }, expect: '@alice' },
  { action: 'search.wiki', params: { ...project, query: 'a' }, expect: '## Search Results' },
];
