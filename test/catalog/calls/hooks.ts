import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/**
 * Webhooks of group/project (seeded #1301 'Chat notifier') and of group (#1302 'Audit sink', with a logged
 * delivery #1501). New hooks take the next id of both tables: the project's #1303, then the group's #1304.
 */
export const hookCalls: CatalogCall[] = [
  { action: 'project.hook_list', params: project, expect: '## Webhooks (1)' },
  {
    action: 'project.hook_get',
    params: { ...project, hook_id: 1301 },
    expect: '## Webhook #1301: Chat notifier',
  },
  {
    action: 'project.hook_add',
    params: {
      ...project,
      url: 'https://hooks.example.com/ci',
      name: 'CI relay',
      token: 'hook-secret-token',
      pipeline_events: true,
      custom_headers: [{ key: 'X-Relay', value: 'relay-secret' }],
    },
    expect: '## Webhook #1303: CI relay',
  },
  {
    action: 'project.hook_edit',
    params: { ...project, hook_id: 1303, url: 'https://hooks.example.com/{path}', job_events: true },
    expect: '**Job Events**: ✅',
  },
  {
    action: 'project.hook_set_url_variable',
    params: { ...project, hook_id: 1303, key: 'path', value: 'ci-secret-path' },
    expect: done,
  },
  {
    action: 'project.hook_set_custom_header',
    params: { ...project, hook_id: 1303, key: 'X-Trace', value: 'trace-secret' },
    expect: done,
  },
  { action: 'project.hook_get', params: { ...project, hook_id: 1303 }, expect: '`X-Trace`' },
  { action: 'project.hook_test', params: { ...project, hook_id: 1303, event: 'push_events' }, expect: done },
  {
    action: 'project.hook_delete_custom_header',
    params: { ...project, hook_id: 1303, key: 'X-Trace' },
    expect: done,
  },
  {
    action: 'project.hook_delete_url_variable',
    params: { ...project, hook_id: 1303, key: 'path' },
    expect: done,
  },
  { action: 'project.hook_delete', params: { ...project, hook_id: 1303 }, expect: done },
  {
    action: 'project.hook_get',
    params: { ...project, hook_id: 1303 },
    expect: 'Webhook Not Found',
    isError: true,
  },
  { action: 'group.hook_list', params: group, expect: '## Webhooks (1)' },
  { action: 'group.hook_get', params: { ...group, hook_id: 1302 }, expect: '## Webhook #1302: Audit sink' },
  {
    action: 'group.hook_resend_event',
    params: { ...group, hook_id: 1302, hook_event_id: 1501 },
    expect: '**Response Status**: 200',
  },
  {
    action: 'group.hook_add',
    params: { ...group, url: 'https://hooks.example.com/members', name: 'Member sync', member_events: true },
    expect: '## Webhook #1304: Member sync',
  },
  {
    action: 'group.hook_edit',
    params: { ...group, hook_id: 1304, subgroup_events: true },
    expect: '**Subgroup Events**: ✅',
  },
  {
    action: 'group.hook_set_custom_header',
    params: { ...group, hook_id: 1304, key: 'X-Audit', value: 'audit-secret' },
    expect: done,
  },
  {
    action: 'group.hook_delete_custom_header',
    params: { ...group, hook_id: 1304, key: 'X-Audit' },
    expect: done,
  },
  {
    action: 'group.hook_set_url_variable',
    params: { ...group, hook_id: 1304, key: 'tenant', value: 'acme' },
    expect: done,
  },
  {
    action: 'group.hook_delete_url_variable',
    params: { ...group, hook_id: 1304, key: 'tenant' },
    expect: done,
  },
  {
    action: 'group.hook_test',
    params: { ...group, hook_id: 1304, trigger: 'tag_push_events' },
    expect: done,
  },
  { action: 'group.hook_delete', params: { ...group, hook_id: 1304 }, expect: done },
];
