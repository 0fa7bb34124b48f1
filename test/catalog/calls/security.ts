import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';
/** Head commit of !243's source branch `feature/fix-login` in the seeded repository. */
const MR_243_SHA = '88c6020a7e28a25a3d8b02ee090d16482d0cfd64';
const DIGEST = '5db1fee4b5703808c48078a76768b155b421b210c0761cd6a5d223f4d99f1eaa';

/**
 * Security and compliance against the seeded data (seed/security-compliance.ts): audit events #4001–#4004 (two of
 * group/project, one of group `group`, one of a user), custom roles #501 (group) and #502 (instance), status check
 * #601 on group/project, merge train cars #701 (!242, merged) and #702 (!244, fresh) on `main`, DORA figures of
 * January–March 2025, three dependencies and one attestation. New rows take the next id of their table.
 */
export const securityCalls: CatalogCall[] = [
  { action: 'audit_event.list_project', params: project, expect: '## Audit Events (2)' },
  {
    action: 'audit_event.get_project',
    params: { ...project, event_id: 4002 },
    expect: 'Audit Event #4002: protected_branch_updated',
  },
  // A group's event is not one of the project's.
  {
    action: 'audit_event.get_project',
    params: { ...project, event_id: 4003 },
    expect: '4003',
    isError: true,
  },
  { action: 'audit_event.list_group', params: group, expect: 'member_created' },
  {
    action: 'audit_event.get_group',
    params: { ...group, event_id: 4003 },
    expect: 'Added member carol as Developer',
  },
  { action: 'audit_event.list_instance', params: {}, expect: '## Audit Events (4)' },
  {
    action: 'audit_event.list_instance',
    params: { created_after: '2025-03-01T00:00:00Z' },
    expect: '## Audit Events (3)',
  },
  { action: 'audit_event.get_instance', params: { event_id: 4004 }, expect: 'Created user carol' },

  { action: 'member_role.list_group', params: group, expect: 'Security auditor' },
  {
    action: 'member_role.create_group',
    params: { ...group, name: 'Runner viewer', base_access_level: 10, read_runners: true },
    expect: 'Member Role: Runner viewer',
  },
  { action: 'member_role.delete_group', params: { ...group, member_role_id: 503 }, expect: done },
  { action: 'member_role.list_group', params: group, expect: '## Member Roles (1)' },
  { action: 'member_role.list_instance', params: {}, expect: 'Release manager' },
  {
    action: 'member_role.create_instance',
    params: { name: 'Vulnerability triager', base_access_level: 20, admin_vulnerability: true },
    expect: '**Admin Vulnerability**: ✅',
  },
  { action: 'member_role.delete_instance', params: { member_role_id: 502 }, expect: done },
  { action: 'member_role.list_instance', params: {}, expect: 'Vulnerability triager' },

  { action: 'external_status_check.list_project', params: project, expect: 'Compliance service' },
  {
    action: 'external_status_check.list_project_checks',
    params: project,
    expect: '## External Status Checks (1)',
  },
  {
    action: 'external_status_check.create_project',
    params: {
      ...project,
      name: 'License scanner',
      external_url: 'https://licenses.example.com/hook',
      shared_secret: 'status-check-secret',
    },
    expect: '**Signed (HMAC)**: ✅',
  },
  {
    action: 'external_status_check.update_project',
    params: { ...project, check_id: 602, name: 'License gate' },
    expect: 'External Status Check: License gate',
  },
  {
    action: 'external_status_check.list_project_mr_checks',
    params: { ...project, merge_request_iid: 243 },
    expect: 'pending',
  },
  {
    action: 'external_status_check.set_project_mr_status',
    params: {
      ...project,
      merge_request_iid: 243,
      sha: MR_243_SHA,
      external_status_check_id: 602,
      status: 'failed',
    },
    expect: 'Status Check Response #2: failed',
  },
  {
    action: 'external_status_check.retry_project',
    params: { ...project, merge_request_iid: 243, check_id: 602 },
    expect: done,
  },
  // A check that has not failed cannot be retried.
  {
    action: 'external_status_check.retry_project',
    params: { ...project, merge_request_iid: 243, check_id: 601 },
    expect: 'must be failed',
    isError: true,
  },
  { action: 'external_status_check.delete_project', params: { ...project, check_id: 602 }, expect: done },

  { action: 'merge_train.list_project', params: project, expect: '## Merge Trains (2)' },
  {
    action: 'merge_train.list_project',
    params: { ...project, scope: 'complete' },
    expect: 'Fix crash on null milestone',
  },
  {
    action: 'merge_train.list_branch',
    params: { ...project, target_branch: 'main' },
    expect: 'Add remember-me to login',
  },
  {
    action: 'merge_train.get',
    params: { ...project, merge_request_iid: 244 },
    expect: 'Merge Train Car #702: !244 Add remember-me to login',
  },
  {
    action: 'merge_train.get',
    params: { ...project, merge_request_iid: 243 },
    expect: '!243',
    isError: true,
  },
  {
    action: 'merge_train.add',
    params: { ...project, merge_request_iid: 243, auto_merge: true },
    expect: 'Merge Train Car #703: !243 Fix login bug',
  },

  {
    action: 'dora_metrics.project',
    params: { ...project, metric: 'deployment_frequency', interval: 'monthly' },
    expect: '2025-02-01',
  },
  {
    action: 'dora_metrics.group',
    params: { ...group, metric: 'lead_time_for_changes', interval: 'all' },
    expect: '32400',
  },
  {
    action: 'dependency.list',
    params: { ...project, package_manager: 'npm' },
    expect: '## Dependencies (2)',
  },
  {
    action: 'dependency.export_create',
    params: { pipeline_id: 1207, export_type: 'sbom' },
    expect: 'Dependency List Export #2',
  },
  { action: 'dependency.export_get', params: { export_id: 2 }, expect: '**Finished**: ❌' },
  { action: 'dependency.export_get', params: { export_id: 2 }, expect: '**Finished**: ✅' },
  { action: 'dependency.export_download', params: { export_id: 2 }, expect: '"bomFormat": "CycloneDX"' },
  {
    action: 'attestation.list',
    params: { ...project, subject_digest: DIGEST },
    expect: '## Attestations (1)',
  },
  {
    action: 'attestation.download',
    params: { ...project, attestation_iid: 1 },
    expect: 'application/vnd.dev.sigstore.bundle.v0.3+json',
  },
  { action: 'compliance_policy.get', params: {}, expect: 'Compliance Policy Settings' },
  { action: 'compliance_policy.update', params: { csp_namespace_id: 10 }, expect: '10' },
  // Only a top-level group may hold the instance's policies.
  {
    action: 'compliance_policy.update',
    params: { csp_namespace_id: 11 },
    expect: 'top-level group',
    isError: true,
  },
];

/**
 * The vulnerability report of group/project over GraphQL (seed/vulnerabilities.ts): #8101–#8105, one per severity
 * from CRITICAL to INFO, all detected; pipeline 1207's security summary found them. The triage rows run in order.
 */
export const vulnerabilityCalls: CatalogCall[] = [
  {
    action: 'vulnerability.list',
    params: { project_path: 'group/project' },
    expect: '## Vulnerabilities (5)',
  },
  // OF-31: the severity marker beside the upper-case level, critical first by default.
  {
    action: 'vulnerability.list',
    params: { project_path: 'group/project', first: 1 },
    expect: '🔴 CRITICAL',
  },
  {
    action: 'vulnerability.list',
    params: { project_path: 'group/project', severity: ['high'], report_type: ['secret_detection'] },
    expect: 'AWS access key in config',
  },
  { action: 'vulnerability.get', params: { id: '8101' }, expect: '**Severity**: 🟡 MEDIUM' },
  {
    action: 'vulnerability.get',
    params: { id: 'gid://gitlab/Vulnerability/9999' },
    expect: '9999',
    isError: true,
  },
  {
    action: 'vulnerability.severity_count',
    params: { project_path: 'group/project' },
    expect: '**🟠 HIGH**: 1',
  },
  {
    action: 'vulnerability.pipeline_security_summary',
    params: { project_path: 'group/project', pipeline_iid: '107' },
    expect: '**SAST**: 3 vulnerabilities',
  },
  { action: 'vulnerability.confirm', params: { id: '8102' }, expect: 'CONFIRMED' },
  { action: 'vulnerability.resolve', params: { id: '8102' }, expect: 'RESOLVED' },
  {
    action: 'vulnerability.dismiss',
    params: {
      id: 'gid://gitlab/Vulnerability/8105',
      dismissal_reason: 'USED_IN_TESTS',
      comment: 'Test fixture',
    },
    expect: 'DISMISSED',
  },
  { action: 'vulnerability.revert', params: { id: '8105' }, expect: 'DETECTED' },
  {
    action: 'vulnerability.severity_count',
    params: { project_path: 'group/project' },
    expect: '**🔴 CRITICAL**: 0',
  },
];
