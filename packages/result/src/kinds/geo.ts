import { defineKind } from './kind-spec.js';

/** Geo sites and their replication status (https://docs.gitlab.com/api/geo_sites/). */

export const geoSiteKind = defineKind({
  name: 'geo_site',
  plural: { key: 'geo_sites', title: 'Geo Sites' },
  empty: 'No geo sites found.',
  heading: { template: 'Geo Site #{id}: {name}' },
  fields: [
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Internal URL', path: 'internal_url', format: 'link' },
    { label: 'Primary', path: 'primary', format: 'bool' },
    { label: 'Enabled', path: 'enabled', format: 'bool' },
    { label: 'Current', path: 'current', format: 'bool' },
    { label: 'Repositories at once', path: 'repos_max_capacity', format: 'count' },
    { label: 'Files at once', path: 'files_max_capacity', format: 'count' },
    { label: 'Verifications at once', path: 'verification_max_capacity', format: 'count' },
    { label: 'Container repositories at once', path: 'container_repositories_max_capacity', format: 'count' },
    { label: 'Reverification interval (days)', path: 'minimum_reverification_interval', format: 'count' },
    { label: 'Selective sync', path: 'selective_sync_type', format: 'text' },
    { label: 'Synced shards', path: 'selective_sync_shards', format: 'list' },
    { label: 'Synced groups', path: 'selective_sync_namespace_ids', format: 'list' },
    { label: 'Syncs object storage', path: 'sync_object_storage', format: 'bool' },
    { label: 'Settings', path: 'web_edit_url', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Primary', path: 'primary', format: 'bool' },
    { label: 'Enabled', path: 'enabled', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'Geo site',
    suggestions: [{ action: 'geo.list', text: 'list the Geo sites' }],
  },
});

export const geoSiteStatusKind = defineKind({
  name: 'geo_site_status',
  plural: { key: 'statuses', title: 'Geo Site Statuses' },
  empty: 'No geo site statuses found.',
  heading: { template: 'Status of Geo Site #{geo_node_id}' },
  fields: [
    { label: 'Health', path: 'health_status', format: 'text' },
    { label: 'Healthy', path: 'healthy', format: 'bool' },
    { label: 'Health Details', path: 'health', format: 'text' },
    { label: 'Missing OAuth application', path: 'missing_oauth_application', format: 'warning' },
    { label: 'Database replication lag (s)', path: 'db_replication_lag_seconds', format: 'count' },
    { label: 'Projects', path: 'projects_count', format: 'count' },
    { label: 'Repositories synced', path: 'project_repositories_synced_count', format: 'count' },
    { label: 'Repositories failed', path: 'project_repositories_failed_count', format: 'count' },
    { label: 'LFS objects', path: 'lfs_objects_count', format: 'count' },
    { label: 'LFS objects synced', path: 'lfs_objects_synced_count', format: 'count' },
    { label: 'LFS objects failed', path: 'lfs_objects_failed_count', format: 'count' },
    { label: 'Last event', path: 'last_event_id', format: 'count' },
    { label: 'Last event processed', path: 'cursor_last_event_id', format: 'count' },
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Revision', path: 'revision', format: 'code' },
    { label: 'Storage shards match', path: 'storage_shards_match', format: 'bool' },
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'Site', path: 'geo_node_id', format: 'count' },
    { label: 'Health', path: 'health_status', format: 'text' },
    { label: 'Replication lag (s)', path: 'db_replication_lag_seconds', format: 'count' },
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'Geo site status',
    suggestions: [{ action: 'geo.list_status', text: 'list the status of every site' }],
  },
});
