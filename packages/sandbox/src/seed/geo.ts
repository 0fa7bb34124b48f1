import type { PlainRow } from '../store/rows.js';

/** What GitLab gives a site whose settings are not named (https://docs.gitlab.com/api/geo_sites/). */
export const GEO_SITE_DEFAULTS = {
  primary: false,
  enabled: true,
  files_max_capacity: 10,
  repos_max_capacity: 25,
  verification_max_capacity: 100,
  container_repositories_max_capacity: 10,
  minimum_reverification_interval: 7,
  selective_sync_type: null,
  selective_sync_shards: [],
  selective_sync_namespace_ids: [],
  sync_object_storage: false,
};

/**
 * Geo sites (https://docs.gitlab.com/api/geo_sites/): the primary (the sandbox itself) and a secondary in Europe
 * whose OAuth application is missing, so that repairing it shows; each with its replication status.
 */
export function seedGeoTables(): Record<string, PlainRow[]> {
  const status = {
    healthy: true,
    health: 'Healthy',
    health_status: 'Healthy',
    missing_oauth_application: false,
    db_replication_lag_seconds: null,
    projects_count: 6,
    project_repositories_synced_count: null,
    project_repositories_failed_count: null,
    lfs_objects_count: 12,
    lfs_objects_synced_count: null,
    lfs_objects_failed_count: null,
    last_event_id: 1734,
    cursor_last_event_id: null,
    version: '17.9.1-ee',
    revision: 'a1b2c3d4e5f',
    selective_sync_type: '',
    namespaces: [],
    storage_shards_match: true,
    updated_at: '2025-03-21T08:59:00.000Z',
  };
  return {
    geo_sites: [
      {
        ...structuredClone(GEO_SITE_DEFAULTS),
        id: 1,
        name: 'gitlab-primary',
        url: null,
        internal_url: null,
        primary: true,
      },
      {
        ...structuredClone(GEO_SITE_DEFAULTS),
        id: 2,
        name: 'gitlab-eu',
        url: 'https://eu.gitlab.example.com/',
        internal_url: 'https://eu.gitlab.example.com/',
      },
    ],
    geo_site_statuses: [
      { geo_node_id: 1, ...status },
      {
        geo_node_id: 2,
        ...status,
        healthy: false,
        health: 'Missing OAuth application',
        health_status: 'Unhealthy',
        missing_oauth_application: true,
        db_replication_lag_seconds: 4,
        project_repositories_synced_count: 5,
        project_repositories_failed_count: 1,
        lfs_objects_synced_count: 12,
        lfs_objects_failed_count: 0,
        cursor_last_event_id: 1731,
      },
    ],
  };
}
