import type { PlainRow } from '../store/rows.js';

/** Permissions a custom role may add (https://docs.gitlab.com/user/custom_roles/abilities/), all off unless granted. */
export const MEMBER_ROLE_PERMISSIONS = [
  'admin_cicd_variables',
  'admin_compliance_framework',
  'admin_group_member',
  'admin_merge_request',
  'admin_push_rules',
  'admin_terraform_state',
  'admin_vulnerability',
  'admin_web_hook',
  'archive_project',
  'manage_deploy_tokens',
  'manage_group_access_tokens',
  'manage_merge_request_settings',
  'manage_project_access_tokens',
  'manage_security_policy_link',
  'read_code',
  'read_dependency',
  'read_runners',
  'read_vulnerability',
  'remove_group',
  'remove_project',
] as const;

function memberRole(row: PlainRow, granted: readonly string[]): PlainRow {
  return {
    ...row,
    ...Object.fromEntries(MEMBER_ROLE_PERMISSIONS.map((name) => [name, granted.includes(name)])),
  };
}

function auditEvent(
  id: number,
  entity: { type: 'Project' | 'Group' | 'User'; id: number; path: string },
  event_name: string,
  message: string,
  created_at: string,
): PlainRow {
  return {
    id,
    author_id: 1,
    entity_id: entity.id,
    entity_type: entity.type,
    event_name,
    details: {
      event_name,
      author_name: 'Administrator',
      author_class: 'User',
      custom_message: message,
      target_id: entity.id,
      target_type: entity.type,
      target_details: entity.path,
      ip_address: '127.0.0.1',
      entity_path: entity.path,
    },
    created_at,
  };
}

const project = { type: 'Project', id: 42, path: 'group/project' } as const;
const group = { type: 'Group', id: 10, path: 'group' } as const;

/** One day of DORA figures for project 42 (group 10 reports the same, as its only deploying project). */
function doraDay(
  date: string,
  deployments: number,
  leadTime: number,
  restore: number | null,
  failureRate: number,
) {
  return {
    date,
    deployment_frequency: deployments,
    lead_time_for_changes: leadTime,
    time_to_restore_service: restore,
    change_failure_rate: failureRate,
  };
}

/**
 * Security and compliance data: audit events of group/project, group `group` and a user; custom roles of the group
 * and of the instance; an external status check; merge trains on `main`; DORA figures; the dependencies of the
 * latest scan; an attestation of a release artifact; the instance's compliance policy settings.
 */
export function seedSecurityComplianceTables(): Record<string, PlainRow[]> {
  return {
    audit_events: [
      auditEvent(
        4001,
        project,
        'project_feature_flag_created',
        'Created feature flag new_login',
        '2025-03-10T09:00:00.000Z',
      ),
      auditEvent(
        4002,
        project,
        'protected_branch_updated',
        'Changed allowed to push for main',
        '2025-03-12T14:30:00.000Z',
      ),
      auditEvent(
        4003,
        group,
        'member_created',
        'Added member carol as Developer',
        '2025-03-05T11:00:00.000Z',
      ),
      auditEvent(
        4004,
        { type: 'User', id: 4, path: 'carol' },
        'user_created',
        'Created user carol',
        '2025-02-01T08:00:00.000Z',
      ),
    ],
    member_roles: [
      memberRole(
        {
          id: 501,
          group_id: 10,
          name: 'Security auditor',
          description: 'Reads code and vulnerabilities',
          base_access_level: 10,
        },
        ['read_code', 'read_vulnerability', 'read_dependency'],
      ),
      memberRole(
        {
          id: 502,
          group_id: null,
          name: 'Release manager',
          description: 'Merges and manages merge requests',
          base_access_level: 30,
        },
        ['admin_merge_request'],
      ),
    ],
    external_status_checks: [
      {
        id: 601,
        project_id: 42,
        name: 'Compliance service',
        external_url: 'https://compliance.example.com/check',
        shared_secret: 'seeded-status-check-secret',
        protected_branch_ids: [],
      },
    ],
    // The compliance service failed !245 (which can therefore be retried).
    status_check_responses: [
      { id: 1, merge_request_id: 9245, external_status_check_id: 601, status: 'failed' },
    ],
    merge_trains: [
      {
        id: 701,
        project_id: 42,
        merge_request_iid: 242,
        user_id: 2,
        pipeline_id: 1205,
        target_branch: 'main',
        status: 'merged',
        merged_at: '2025-03-14T16:00:00.000Z',
        duration: 540,
        created_at: '2025-03-14T15:51:00.000Z',
        updated_at: '2025-03-14T16:00:00.000Z',
      },
      {
        id: 702,
        project_id: 42,
        merge_request_iid: 244,
        user_id: 3,
        pipeline_id: 1208,
        target_branch: 'main',
        status: 'fresh',
        merged_at: null,
        duration: null,
        created_at: '2025-03-20T10:00:00.000Z',
        updated_at: '2025-03-20T10:00:00.000Z',
      },
    ],
    dora_daily: [
      doraDay('2025-01-15', 2, 86400, null, 0),
      doraDay('2025-02-03', 1, 43200, 3600, 1),
      doraDay('2025-02-20', 3, 21600, null, 0),
      doraDay('2025-03-10', 2, 7200, 1800, 0.5),
      doraDay('2025-03-18', 1, 3600, null, 0),
    ],
    dependencies: [
      {
        project_id: 42,
        name: 'express',
        version: '4.17.1',
        package_manager: 'npm',
        dependency_file_path: 'package-lock.json',
        vulnerabilities: [
          {
            name: 'CVE-2024-29041: Open redirect in express',
            severity: 'medium',
            id: 8101,
            url: 'https://gitlab.example.com/group/project/-/security/vulnerabilities/8101',
          },
        ],
        licenses: [{ name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' }],
      },
      {
        project_id: 42,
        name: 'lodash',
        version: '4.17.21',
        package_manager: 'npm',
        dependency_file_path: 'package-lock.json',
        vulnerabilities: [],
        licenses: [{ name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' }],
      },
      {
        project_id: 42,
        name: 'requests',
        version: '2.31.0',
        package_manager: 'pip',
        dependency_file_path: 'scripts/requirements.txt',
        vulnerabilities: [],
        licenses: [{ name: 'Apache-2.0', url: 'https://spdx.org/licenses/Apache-2.0.html' }],
      },
    ],
    // An SBOM of project 42's main pipeline, exported the day before (https://docs.gitlab.com/api/dependency_list_export/).
    dependency_list_exports: [
      {
        id: 1,
        pipeline_id: 1210,
        project_id: 42,
        export_type: 'sbom',
        has_finished: true,
        created_at: '2025-03-20T17:00:00.000Z',
      },
    ],
    attestations: [
      {
        id: 801,
        iid: 1,
        project_id: 42,
        build_id: 12081,
        status: 'success',
        predicate_kind: 'provenance',
        predicate_type: 'https://slsa.dev/provenance/v1',
        subject_digest: '5db1fee4b5703808c48078a76768b155b421b210c0761cd6a5d223f4d99f1eaa',
        created_at: '2025-03-15T12:00:00.000Z',
        updated_at: '2025-03-15T12:00:00.000Z',
        expire_at: '2027-03-15T12:00:00.000Z',
      },
    ],
    compliance_policy_settings: [{ csp_namespace_id: null }],
  };
}
