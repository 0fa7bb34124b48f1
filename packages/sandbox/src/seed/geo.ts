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

/** A share as GitLab's status entity formats it (`number_to_percentage`, two decimals); nothing synced yet is 0. */
function percentage(part: number | null, total: number): string {
  return `${(part === null || total === 0 ? 0 : (100 * part) / total).toFixed(2)}%`;
}

/** What a secondary has synced of one kind of data; a primary syncs nothing, and reports null. */
type Synced = { synced: number; failed: number } | undefined;

/** One kind of data in the status's older, per-kind fields (`attachments_synced_count`, …). */
function kindCounters(name: string, total: number, replica: Synced, missingOnPrimary: boolean) {
  return {
    [`${name}_count`]: total,
    [`${name}_synced_count`]: replica?.synced ?? null,
    [`${name}_failed_count`]: replica?.failed ?? null,
    ...(missingOnPrimary ? { [`${name}_synced_missing_on_primary_count`]: 0 } : {}),
    [`${name}_synced_in_percentage`]: percentage(replica?.synced ?? null, total),
  };
}

/** One replicable in the counters GitLab's self-service replication framework reports: sync, checksums, verification. */
function replicableCounters(name: string, total: number, replica: Synced) {
  const verified = replica === undefined ? null : replica.synced;
  return {
    [`${name}_count`]: total,
    [`${name}_checksum_total_count`]: total,
    [`${name}_checksummed_count`]: total,
    [`${name}_checksum_failed_count`]: 0,
    [`${name}_synced_count`]: replica?.synced ?? null,
    [`${name}_failed_count`]: replica?.failed ?? null,
    [`${name}_registry_count`]: replica === undefined ? null : total,
    [`${name}_verification_total_count`]: replica === undefined ? null : total,
    [`${name}_verified_count`]: verified,
    [`${name}_verification_failed_count`]: replica?.failed ?? null,
    [`${name}_synced_in_percentage`]: percentage(replica?.synced ?? null, total),
    [`${name}_verified_in_percentage`]: percentage(verified, total),
  };
}

/**
 * The replication counters of a site's status (doc/api/geo_nodes.md and geo_sites.md, "Retrieve status about all
 * Geo sites"): the six projects of the seed, their files and artifacts, on the primary (nothing synced: null) or on a
 * secondary that has synced all but one repository and one artifact.
 */
function replicationCounters(secondary: boolean) {
  const all = (total: number, failed = 0): Synced =>
    secondary ? { synced: total - failed, failed } : undefined;
  return {
    ...kindCounters('attachments', 1, all(1), true),
    lfs_objects_synced_missing_on_primary_count: 0,
    lfs_objects_synced_in_percentage: percentage(secondary ? 12 : null, 12),
    ...kindCounters('job_artifacts', 2, all(2, 1), true),
    ...kindCounters('container_repositories', 3, all(3), false),
    ...kindCounters('design_repositories', 3, all(3), false),
    ...kindCounters('repositories', 6, all(6, 1), false),
    ...kindCounters('wikis', 6, all(6), false),
    replication_slots_count: 1,
    replication_slots_used_count: 1,
    replication_slots_used_in_percentage: '100.00%',
    replication_slots_max_retained_wal_bytes: 0,
    repositories_checked_count: 6,
    repositories_checked_failed_count: 0,
    repositories_checked_in_percentage: '100.00%',
    repositories_checksummed_count: 6,
    repositories_checksum_failed_count: 0,
    repositories_checksummed_in_percentage: '100.00%',
    wikis_checksummed_count: 6,
    wikis_checksum_failed_count: 0,
    wikis_checksummed_in_percentage: '100.00%',
    repositories_verified_count: secondary ? 5 : 0,
    repositories_verification_failed_count: secondary ? 1 : 0,
    repositories_verified_in_percentage: percentage(secondary ? 5 : null, 6),
    repositories_checksum_mismatch_count: 0,
    wikis_verified_count: secondary ? 6 : 0,
    wikis_verification_failed_count: 0,
    wikis_verified_in_percentage: percentage(secondary ? 6 : null, 6),
    wikis_checksum_mismatch_count: 0,
    repositories_retrying_verification_count: secondary ? 1 : 0,
    wikis_retrying_verification_count: 0,
    ...replicableCounters('merge_request_diffs', 16, all(16)),
    ...replicableCounters('package_files', 4, all(4)),
    ...replicableCounters('pages_deployments', 1, all(1)),
    ...replicableCounters('terraform_state_versions', 2, all(2)),
    ...replicableCounters('snippet_repositories', 3, all(3)),
    ...replicableCounters('group_wiki_repositories', 1, all(1)),
    ...replicableCounters('pipeline_artifacts', 5, all(5)),
    ...replicableCounters('uploads', 8, all(8)),
    // Unix times, as the status entity answers them: the last event at 08:58:20 and the last check at 08:59.
    last_event_timestamp: 1742547500,
    cursor_last_event_timestamp: secondary ? 1742547480 : 0,
    last_successful_status_check_timestamp: 1742547540,
  };
}

/**
 * Geo sites (https://docs.gitlab.com/api/geo_sites/): the primary (the sandbox itself) and a secondary in Europe
 * that replicates only the group `group` (10) and whose OAuth application is missing, so that repairing it shows;
 * each with its replication status.
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
        selective_sync_type: 'namespaces',
        selective_sync_namespace_ids: [10],
      },
    ],
    geo_site_statuses: [
      { geo_node_id: 1, ...status, ...replicationCounters(false) },
      {
        geo_node_id: 2,
        ...status,
        ...replicationCounters(true),
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
