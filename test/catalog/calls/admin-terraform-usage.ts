import type { CatalogCall } from '../catalog-call.js';

const done = '✅ Action completed successfully.';
const state = (name: string) => ({ project_id: 'group/project', name });

/**
 * Terraform states of group/project (`production`, unlocked, serials 1–3; `staging`, locked by bob), read over
 * GraphQL and changed over REST; then the Service Ping payloads, counted from the sandbox's store.
 */
export const adminTerraformUsageCalls: CatalogCall[] = [
  {
    action: 'admin.terraform_state_list',
    params: { project_path: 'group/project' },
    expect: '## Terraform States',
  },
  {
    action: 'admin.terraform_state_get',
    params: { project_path: 'group/project', name: 'staging' },
    expect: '**Locked By**: @bob',
  },
  {
    action: 'admin.terraform_state_get',
    params: { project_path: 'group/project', name: 'production' },
    expect: '**Latest Serial**: 3',
  },
  { action: 'admin.terraform_state_lock', params: state('production'), expect: '**Held By**: root' },
  { action: 'admin.terraform_state_lock', params: state('production'), expect: '409', isError: true },
  {
    action: 'admin.terraform_state_get',
    params: { project_path: 'group/project', name: 'production' },
    expect: '**Locked By**: @root',
  },
  { action: 'admin.terraform_state_unlock', params: state('production'), expect: done },
  { action: 'admin.terraform_version_delete', params: { ...state('production'), serial: 3 }, expect: done },
  {
    action: 'admin.terraform_state_get',
    params: { project_path: 'group/project', name: 'production' },
    expect: '**Latest Serial**: 2',
  },
  { action: 'admin.terraform_state_delete', params: state('staging'), expect: done },
  {
    action: 'admin.terraform_state_get',
    params: { project_path: 'group/project', name: 'staging' },
    expect: 'Not Found',
    isError: true,
  },
  { action: 'admin.usage_data_service_ping', params: {}, expect: '## Usage Data: gitlab.example.com' },
  { action: 'admin.usage_data_service_ping', params: {}, expect: '`counts.merge_requests`' },
  { action: 'admin.usage_data_non_sql_metrics', params: {}, expect: '`settings.gitaly_apdex`' },
  { action: 'admin.usage_data_queries', params: {}, expect: 'SELECT COUNT' },
  { action: 'admin.usage_data_metric_definitions', params: {}, expect: '`counts.issues`' },
  {
    action: 'admin.usage_data_track_event',
    params: { event: 'i_quickactions_page', project_id: 42, additional_properties: { label: 'catalog' } },
    expect: done,
  },
  {
    action: 'admin.usage_data_track_events',
    params: { events: [{ event: 'i_quickactions_page' }, { event: 'i_search_total', namespace_id: 10 }] },
    expect: done,
  },
];
