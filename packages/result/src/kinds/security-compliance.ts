/** Kinds of GitLab's security and compliance features: audit events, custom roles, status checks, merge trains, DORA, dependencies, attestations. */
import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** An audit event (https://docs.gitlab.com/api/audit_events/): who did what to which entity. */
export const auditEventKind = defineKind({
  name: 'audit_event',
  plural: { key: 'audit_events', title: 'Audit Events' },
  empty: 'No audit events found.',
  heading: { template: 'Audit Event #{id}: {event_name|details.custom_message}' },
  fields: [
    { label: 'Entity', path: 'details.entity_path', format: 'text' },
    { label: 'Entity Type', path: 'entity_type', format: 'text' },
    { label: 'Author', path: 'details.author_name', format: 'text' },
    { label: 'Message', path: 'details.custom_message', format: 'text' },
    { label: 'Target', path: 'details.target_details', format: 'text' },
    { label: 'IP Address', path: 'details.ip_address', format: 'code' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Event', path: 'event_name', format: 'text' },
    { label: 'Entity', path: 'details.entity_path', format: 'text' },
    { label: 'Author', path: 'details.author_name', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'audit event',
    suggestions: [{ action: 'audit_event.list_project', text: "list the project's audit events" }],
  },
});

/** A custom role (https://docs.gitlab.com/api/member_roles/): a base role plus extra permissions. */
export const memberRoleKind = defineKind({
  name: 'member_role',
  plural: { key: 'member_roles', title: 'Member Roles' },
  empty: 'No custom roles found.',
  heading: { template: 'Member Role: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Base Access Level', path: 'base_access_level', format: 'access_level' },
    { label: 'Group', path: 'group_id', format: 'text' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Read Code', path: 'read_code', format: 'bool' },
    { label: 'Read Vulnerability', path: 'read_vulnerability', format: 'bool' },
    { label: 'Admin Vulnerability', path: 'admin_vulnerability', format: 'bool' },
    { label: 'Admin Merge Request', path: 'admin_merge_request', format: 'bool' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Base Access Level', path: 'base_access_level', format: 'access_level' },
    { label: 'Description', path: 'description', format: 'excerpt' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'member role',
    suggestions: [{ action: 'member_role.list_instance', text: 'list the custom roles' }],
  },
});

/** An external status check of a project (https://docs.gitlab.com/api/status_checks/); its shared secret is never shown. */
export const externalStatusCheckKind = defineKind({
  name: 'external_status_check',
  plural: { key: 'external_status_checks', title: 'External Status Checks' },
  empty: 'No external status checks found.',
  heading: { template: 'External Status Check: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'External URL', path: 'external_url', format: 'link' },
    { label: 'Signed (HMAC)', path: 'hmac', format: 'bool' },
    { label: 'Protected Branches', path: 'protected_branches', format: 'list' },
    { label: 'Status', path: 'status', format: 'text' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'External URL', path: 'external_url', format: 'link' },
    { label: 'Status', path: 'status', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'external status check',
    suggestions: [
      { action: 'external_status_check.list_project', text: "list the project's external status checks" },
    ],
  },
});

/** The answer of a status check response: the check, the merge request and the status GitLab stored. */
export const statusCheckResponseKind = defineKind({
  name: 'status_check_response',
  plural: { key: 'status_check_responses', title: 'Status Check Responses' },
  empty: 'No status check responses found.',
  heading: { template: 'Status Check Response #{id}: {status}' },
  fields: [
    { label: 'Check', path: 'external_status_check.name', format: 'text' },
    { label: 'Merge Request', path: 'merge_request.title', format: 'text', link: 'merge_request.web_url' },
    { label: 'Status', path: 'status', format: 'text' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Check', path: 'external_status_check.name', format: 'text' },
    { label: 'Status', path: 'status', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'status check response',
    suggestions: [
      { action: 'external_status_check.list_project_mr_checks', text: "list the merge request's checks" },
    ],
  },
});

/** A merge request's place on a merge train (https://docs.gitlab.com/api/merge_trains/). */
export const mergeTrainCarKind = defineKind({
  name: 'merge_train_car',
  plural: { key: 'merge_trains', title: 'Merge Trains' },
  empty: 'No merge train cars found.',
  heading: { template: 'Merge Train Car #{id}: !{merge_request.iid} {merge_request.title}' },
  fields: [
    { label: 'Target Branch', path: 'target_branch', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    {
      label: 'Pipeline',
      path: 'pipeline.id',
      format: 'text',
      prefix: '#',
      link: 'pipeline.web_url',
      status: { path: 'pipeline.status', format: 'pipeline_status' },
    },
    { label: 'Added By', path: 'user', format: 'user' },
    { label: 'Merged', path: 'merged_at', format: 'date' },
    { label: 'Duration', path: 'duration', format: 'duration' },
    CREATED_FIELD,
    { label: 'Merge Request URL', path: 'merge_request.web_url', format: 'link' },
  ],
  columns: [
    { label: 'MR', path: 'merge_request.iid', format: 'text', prefix: '!', link: 'merge_request.web_url' },
    { label: 'Title', path: 'merge_request.title', format: 'text' },
    { label: 'Target', path: 'target_branch', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Pipeline', path: 'pipeline.status', format: 'pipeline_status' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'merge train car',
    suggestions: [{ action: 'merge_train.list_project', text: "list the project's merge trains" }],
  },
});

/** One point of a DORA metric (https://docs.gitlab.com/api/dora/metrics/): a date and its value. */
export const doraMetricKind = defineKind({
  name: 'dora_metric',
  plural: { key: 'dora_metrics', title: 'DORA Metrics' },
  empty: 'No metric values found.',
  heading: { template: 'DORA Metric: {date}' },
  fields: [{ label: 'Value', path: 'value', format: 'text' }],
  columns: [
    { label: 'Date', path: 'date', format: 'text' },
    { label: 'Value', path: 'value', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'DORA metric',
    suggestions: [{ action: 'dora_metrics.project', text: "read the project's DORA metrics" }],
  },
});

/** A dependency a project's scans found (https://docs.gitlab.com/api/dependencies/). */
export const dependencyKind = defineKind({
  name: 'dependency',
  plural: { key: 'dependencies', title: 'Dependencies' },
  empty: 'No dependencies found.',
  heading: { template: 'Dependency: {name} {version}' },
  fields: [
    { label: 'Package Manager', path: 'package_manager', format: 'text' },
    { label: 'File', path: 'dependency_file_path', format: 'code' },
    { label: 'Vulnerabilities', path: 'vulnerabilities', format: 'list' },
    { label: 'Licenses', path: 'licenses', format: 'list' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Version', path: 'version', format: 'code' },
    { label: 'Package Manager', path: 'package_manager', format: 'text' },
    { label: 'File', path: 'dependency_file_path', format: 'code' },
    { label: 'Vulnerabilities', path: 'vulnerabilities', format: 'list' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'dependency',
    suggestions: [{ action: 'dependency.list', text: "list the project's dependencies" }],
  },
});

/** A dependency list export (https://docs.gitlab.com/api/dependency_list_export/): ready once `has_finished`. */
export const dependencyExportKind = defineKind({
  name: 'dependency_export',
  plural: { key: 'dependency_exports', title: 'Dependency List Exports' },
  empty: 'No dependency list exports found.',
  heading: { template: 'Dependency List Export #{id}' },
  fields: [
    { label: 'Finished', path: 'has_finished', format: 'bool' },
    { label: 'Export Type', path: 'export_type', format: 'code' },
    { label: 'Status URL', path: 'self', format: 'link' },
    { label: 'Download URL', path: 'download', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Finished', path: 'has_finished', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'dependency list export',
    suggestions: [{ action: 'dependency.export_create', text: 'start a new export of the pipeline' }],
  },
});

/** A downloaded security document (an SBOM, a Sigstore bundle), shown as its JSON text. */
export const securityDocumentKind = defineKind({
  name: 'security_document',
  plural: { key: 'documents', title: 'Documents' },
  empty: 'No documents found.',
  heading: { template: '{title}' },
  fields: [],
  columns: [{ label: 'Title', path: 'title', format: 'text' }],
  longText: [{ label: 'Content', path: 'content', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'document',
    suggestions: [{ action: 'dependency.export_get', text: 'check that the export has finished' }],
  },
});

/** A build attestation of a project (https://docs.gitlab.com/api/attestations/): SLSA provenance for an artifact digest. */
export const attestationKind = defineKind({
  name: 'attestation',
  plural: { key: 'attestations', title: 'Attestations' },
  empty: 'No attestations found.',
  heading: { template: 'Attestation {iid}: {predicate_kind}' },
  fields: [
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Predicate Type', path: 'predicate_type', format: 'link' },
    { label: 'Subject Digest', path: 'subject_digest', format: 'code' },
    { label: 'Job', path: 'build_id', format: 'text' },
    CREATED_FIELD,
    { label: 'Expires', path: 'expire_at', format: 'date' },
    { label: 'Download', path: 'download_url', format: 'link' },
  ],
  columns: [
    { label: 'IID', path: 'iid', format: 'count' },
    { label: 'Kind', path: 'predicate_kind', format: 'text' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Job', path: 'build_id', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'attestation',
    suggestions: [{ action: 'attestation.list', text: "list an artifact's attestations by its digest" }],
  },
});

/** The instance's compliance and security policy settings (https://docs.gitlab.com/api/compliance_policy_settings/). */
export const compliancePolicySettingsKind = defineKind({
  name: 'compliance_policy_settings',
  plural: { key: 'settings', title: 'Compliance Policy Settings' },
  empty: 'No settings found.',
  heading: { template: 'Compliance Policy Settings' },
  fields: [{ label: 'Compliance and Security Policy Group ID', path: 'csp_namespace_id', format: 'text' }],
  columns: [{ label: 'Policy Group ID', path: 'csp_namespace_id', format: 'text' }],
  longText: [],
  nested: [],
  notFound: {
    subject: 'compliance policy settings',
    suggestions: [{ action: 'compliance_policy.get', text: 'read the settings' }],
  },
});
