import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const alert = { ...project, alert_iid: 1 };
const agent = { ...project, agent_id: 4401 };
const done = '✅ Action completed successfully.';
// A 1×1 transparent PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * The first half of the `admin` domain against the seeded sandbox: alert 1 of group/project, the instance's
 * appearance and statistics, OAuth application 4201, migration 4301 with entity 4311, cluster agent 4401 with
 * token 4411, custom attributes, error tracking of group/project and instance feature flags. Secrets show in the
 * creation and renewal answers only.
 */
export const adminCalls: CatalogCall[] = [
  { action: 'admin.alert_metric_image_list', params: alert, expect: 'cpu-spike.png' },
  {
    action: 'admin.alert_metric_image_upload',
    params: { ...alert, filename: 'latency.png', content_base64: PNG, url_text: 'Latency' },
    expect: 'latency.png',
  },
  {
    action: 'admin.alert_metric_image_update',
    params: { ...alert, image_id: 4101, url_text: 'CPU (live)' },
    expect: 'CPU (live)',
  },
  { action: 'admin.alert_metric_image_delete', params: { ...alert, image_id: 4101 }, expect: done },
  { action: 'admin.app_statistics_get', params: {}, expect: 'Instance Statistics' },
  { action: 'admin.appearance_get', params: {}, expect: 'Appearance: Example GitLab' },
  {
    action: 'admin.appearance_update',
    params: { header_message: 'Read-only on Saturday' },
    expect: 'Read-only on Saturday',
  },
  { action: 'admin.application_list', params: {}, expect: 'Grafana' },
  {
    action: 'admin.application_create',
    params: { name: 'Backstage', redirect_uri: 'https://backstage.example.com/cb', scopes: 'read_user' },
    expect: 'gloas-',
  },
  { action: 'admin.application_renew_secret', params: { id: 4201 }, expect: 'gloas-' },
  { action: 'admin.application_delete', params: { id: 4201 }, expect: done },
  { action: 'admin.broadcast_message_list', params: {}, expect: 'Maintenance on Saturday' },
  { action: 'admin.broadcast_message_get', params: { id: 1801 }, expect: 'Broadcast Message #1801' },
  {
    action: 'admin.broadcast_message_create',
    params: { message: 'Upgrade tonight', broadcast_type: 'notification', theme: 'red' },
    expect: 'Upgrade tonight',
  },
  {
    action: 'admin.broadcast_message_update',
    params: { id: 1801, message: 'Maintenance moved to Sunday' },
    expect: 'Maintenance moved to Sunday',
  },
  {
    action: 'admin.broadcast_message_delete',
    params: { id: 1801 },
    expect: 'Broadcast Message #1801',
  },
  { action: 'admin.bulk_import_list', params: { status: 'finished' }, expect: 'https://source.example.com' },
  { action: 'admin.bulk_import_get', params: { id: 4301 }, expect: 'Migration #4301' },
  { action: 'admin.bulk_import_entity_list', params: {}, expect: 'legacy/platform' },
  { action: 'admin.bulk_import_entity_list', params: { bulk_import_id: 4301 }, expect: 'group/platform' },
  {
    action: 'admin.bulk_import_entity_get',
    params: { bulk_import_id: 4301, entity_id: 4311 },
    expect: 'Entity #4311',
  },
  {
    action: 'admin.bulk_import_entity_failures',
    params: { bulk_import_id: 4301, entity_id: 4311 },
    expect: 'ActiveRecord::RecordInvalid',
  },
  {
    action: 'admin.bulk_import_start',
    params: {
      configuration: { url: 'https://old.example.com', access_token: 'glpat-source-token' },
      entities: [
        {
          source_type: 'group_entity',
          source_full_path: 'old/team',
          destination_slug: 'team',
          destination_namespace: 'group',
        },
      ],
    },
    expect: 'https://old.example.com',
  },
  { action: 'admin.bulk_import_cancel', params: { id: 4302 }, expect: 'canceled' },
  { action: 'admin.cluster_agent_list', params: project, expect: 'production-agent' },
  { action: 'admin.cluster_agent_get', params: agent, expect: 'Cluster Agent #4401: production-agent' },
  {
    action: 'admin.cluster_agent_register',
    params: { ...project, name: 'staging-agent' },
    expect: 'staging-agent',
  },
  { action: 'admin.cluster_agent_token_list', params: agent, expect: 'production-token' },
  {
    action: 'admin.cluster_agent_token_get',
    params: { ...agent, token_id: 4411 },
    expect: 'Agent Token #4411',
  },
  {
    action: 'admin.cluster_agent_token_create',
    params: { ...agent, name: 'ci-token', description: 'CI deploys' },
    expect: 'glagent-',
  },
  { action: 'admin.cluster_agent_token_revoke', params: { ...agent, token_id: 4411 }, expect: done },
  { action: 'admin.cluster_agent_delete', params: { ...project, agent_id: 4402 }, expect: done },
  {
    action: 'admin.custom_attr_list',
    params: { resource_type: 'user', resource_id: 2 },
    expect: 'Berlin',
  },
  {
    action: 'admin.custom_attr_set',
    params: { resource_type: 'group', resource_id: 10, key: 'tier', value: 'gold' },
    expect: 'gold',
  },
  {
    action: 'admin.custom_attr_get',
    params: { resource_type: 'project', resource_id: 42, key: 'cost_center' },
    expect: 'CC-1042',
  },
  {
    action: 'admin.custom_attr_delete',
    params: { resource_type: 'group', resource_id: 10, key: 'tier' },
    expect: done,
  },
  { action: 'admin.db_migration_mark', params: { version: 20250301123456, database: 'main' }, expect: done },
  { action: 'admin.dependency_proxy_delete', params: { group_id: 'group' }, expect: done },
  { action: 'admin.error_tracking_get_settings', params: project, expect: 'Error Tracking: project' },
  {
    action: 'admin.error_tracking_update_settings',
    params: { ...project, active: false },
    expect: 'Error Tracking: project',
  },
  { action: 'admin.error_tracking_list', params: project, expect: 'glet_aa1b2c3d4e5f60718293a4b5c6d7e8f9' },
  { action: 'admin.error_tracking_create', params: project, expect: '/api/v4/error_tracking/collector/42' },
  { action: 'admin.error_tracking_delete', params: { ...project, key_id: 4501 }, expect: done },
  { action: 'admin.feature_list', params: {}, expect: 'new_navigation' },
  { action: 'admin.feature_list_definitions', params: {}, expect: 'group::pipeline security' },
  {
    action: 'admin.feature_set',
    params: { name: 'new_navigation', value: true },
    expect: 'Feature: new_navigation',
  },
  {
    action: 'admin.feature_set',
    params: { name: 'new_navigation', value: 50, key: 'percentage_of_actors' },
    expect: 'percentage_of_actors',
  },
  { action: 'admin.feature_delete', params: { name: 'new_navigation' }, expect: done },
];
