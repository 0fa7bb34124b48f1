import type { CatalogCall } from '../catalog-call.js';

const done = '✅ Action completed successfully.';

/**
 * System hooks: seeded #1300 'Audit relay' (URL variable `tenant`); a new one takes the next ID of every hook
 * table, #1303, after the project's #1301 and the group's #1302.
 */
export const adminHookCalls: CatalogCall[] = [
  { action: 'admin.system_hook_list', params: {}, expect: '## Webhooks (1)' },
  { action: 'admin.system_hook_get', params: { id: 1300 }, expect: '## Webhook #1300: Audit relay' },
  { action: 'admin.system_hook_get', params: { id: 1300 }, expect: '`tenant`' },
  {
    action: 'admin.system_hook_add',
    params: {
      url: 'https://hooks.example.com/{env}/instance',
      name: 'Deploy relay',
      token: 'system-hook-token',
      repository_update_events: true,
    },
    expect: '**Repository Update Events**: ✅',
  },
  {
    action: 'admin.system_hook_edit',
    params: { id: 1303, tag_push_events: true, signing_token: 'signing-secret' },
    expect: '**Tag Push Events**: ✅',
  },
  {
    action: 'admin.system_hook_set_url_variable',
    params: { id: 1303, key: 'env', value: 'env-secret-value' },
    expect: done,
  },
  { action: 'admin.system_hook_get', params: { id: 1303 }, expect: '`env`' },
  { action: 'admin.system_hook_test', params: { id: 1303 }, expect: done },
  { action: 'admin.system_hook_delete_url_variable', params: { id: 1303, key: 'env' }, expect: done },
  { action: 'admin.system_hook_delete', params: { id: 1303 }, expect: done },
  {
    action: 'admin.system_hook_get',
    params: { id: 1303 },
    expect: 'Webhook Not Found',
    isError: true,
  },
];
