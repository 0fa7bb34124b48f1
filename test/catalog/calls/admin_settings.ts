import type { CatalogCall } from '../catalog-call.js';

const done = '✅ Action completed successfully.';

/**
 * The second half of the `admin` domain against the seeded sandbox: topics 1701 (web) and 1702 (auth), the
 * instance's metadata and settings, and project alias `project` of group/project.
 */
export const adminSettingsCalls: CatalogCall[] = [
  { action: 'admin.topic_list', params: {}, expect: 'Authentication' },
  { action: 'admin.topic_get', params: { topic_id: 1701 }, expect: 'Topic #1701: Web' },
  {
    action: 'admin.topic_create',
    params: { name: 'payments', title: 'Payments', description: 'Billing services' },
    expect: 'Payments',
  },
  {
    action: 'admin.topic_update',
    params: { topic_id: 1702, title: 'Sign-in' },
    expect: 'Topic #1702: Sign-in',
  },
  { action: 'admin.topic_delete', params: { topic_id: 1701 }, expect: done },
  { action: 'admin.metadata_get', params: {}, expect: 'GitLab ' },
  { action: 'admin.settings_get', params: {}, expect: 'Default Projects Limit' },
  {
    action: 'admin.settings_update',
    params: { settings: { default_branch_name: 'trunk' } },
    expect: 'trunk',
  },
  { action: 'project_alias.list', params: {}, expect: 'project' },
  { action: 'project_alias.get', params: { name: 'project' }, expect: 'Project Alias: project' },
  { action: 'project_alias.create', params: { project_id: 42, name: 'gp' }, expect: 'Project Alias: gp' },
  { action: 'project_alias.delete', params: { name: 'project' }, expect: done },
];
