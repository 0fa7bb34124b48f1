import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/** Project and group labels: read, create, change, subscribe, promote and delete, in that order. */
export const labelsCalls: CatalogCall[] = [
  { action: 'project.label_list', params: { ...project, with_counts: true }, expect: '## Labels (7)' },
  { action: 'project.label_get', params: { ...project, label_id: 'bug' }, expect: 'Label: bug' },
  {
    action: 'project.label_get',
    params: { ...project, label_id: 'nope' },
    expect: 'Label Not Found',
    isError: true,
  },
  {
    action: 'project.label_create',
    params: { ...project, name: 'catalog-label', color: '#123456', description: 'From the catalog test' },
    expect: 'Label: catalog-label',
  },
  {
    action: 'project.label_update',
    params: { ...project, label_id: 'catalog-label', new_name: 'catalog-renamed', priority: 3 },
    expect: 'Label: catalog-renamed',
  },
  {
    action: 'project.label_subscribe',
    params: { ...project, label_id: 'catalog-renamed' },
    expect: 'Subscribed**: ✅',
  },
  // GitLab answers a repeated subscribe with 304 Not Modified; the label is read and answered instead.
  {
    action: 'project.label_subscribe',
    params: { ...project, label_id: 'catalog-renamed' },
    expect: 'Subscribed**: ✅',
  },
  {
    action: 'project.label_unsubscribe',
    params: { ...project, label_id: 'catalog-renamed' },
    expect: 'Subscribed**: ❌',
  },
  {
    action: 'project.label_promote',
    params: { ...project, label_id: 'catalog-renamed' },
    expect: 'Project Label**: ❌',
  },
  { action: 'project.label_delete', params: { ...project, label_id: 'documentation' }, expect: done },
  { action: 'group.group_label_list', params: group, expect: 'catalog-renamed' },
  {
    action: 'group.group_label_get',
    params: { ...group, label_id: 26 },
    expect: 'Label: priority::high',
  },
  {
    action: 'group.group_label_create',
    params: { ...group, name: 'team-a', color: '#00ff00', archived: true },
    expect: 'Label: team-a',
  },
  {
    action: 'group.group_label_update',
    params: { ...group, label_id: 'team-a', description: 'Team A', archived: false },
    expect: 'Team A',
  },
  {
    action: 'group.group_label_subscribe',
    params: { ...group, label_id: 'team-a' },
    expect: 'Subscribed**: ✅',
  },
  {
    action: 'group.group_label_unsubscribe',
    params: { ...group, label_id: 'team-a' },
    expect: 'Subscribed**: ❌',
  },
  { action: 'group.group_label_delete', params: { ...group, label_id: 'team-a' }, expect: done },
];
