import type { CatalogCall } from '../catalog-call.js';

/** Resolving a project from what `git remote get-url origin` prints. */
export const discoverProjectCalls: CatalogCall[] = [
  {
    action: 'discover_project.resolve',
    params: { remote_url: 'git@gitlab.example.com:group/project.git' },
    expect: '## Project: group/project',
  },
  {
    action: 'discover_project.resolve',
    params: { remote_url: 'https://gitlab.example.com/group/nowhere.git' },
    expect: 'Project Not Found',
    isError: true,
  },
];
