import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/**
 * Administration objects that belong to a project, a migration or any owner: alert metric images, group and
 * project migrations, cluster agents and their tokens, custom attributes and error tracking
 * (https://docs.gitlab.com/api/alert_management_alerts/, /bulk_imports/, /cluster_agents/, /custom_attributes/,
 * /error_tracking/).
 */

export const alertMetricImageKind = defineKind({
  name: 'alert_metric_image',
  plural: { key: 'metric_images', title: 'Metric Images' },
  empty: 'No metric images found.',
  heading: { template: 'Metric Image #{id}: {filename}' },
  fields: [
    { label: 'File', path: 'file_path', format: 'code' },
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'URL Text', path: 'url_text', format: 'text' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'File', path: 'filename', format: 'text' },
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'URL Text', path: 'url_text', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'metric image',
    suggestions: [{ action: 'admin.alert_metric_image_list', text: "list the alert's metric images" }],
  },
});

const BULK_IMPORT_STATUS = { label: 'Status', path: 'status', format: 'code' } as const;

export const bulkImportKind = defineKind({
  name: 'bulk_import',
  plural: { key: 'bulk_imports', title: 'Migrations' },
  empty: 'No migrations found.',
  heading: { template: 'Migration #{id}' },
  fields: [
    BULK_IMPORT_STATUS,
    { label: 'Source', path: 'source_url', format: 'link' },
    { label: 'Source Type', path: 'source_type', format: 'text' },
    { label: 'Has Failures', path: 'has_failures', format: 'warning' },
    CREATED_FIELD,
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    BULK_IMPORT_STATUS,
    { label: 'Source', path: 'source_url', format: 'link' },
    { label: 'Has Failures', path: 'has_failures', format: 'warning' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'migration',
    suggestions: [{ action: 'admin.bulk_import_list', text: 'list your migrations' }],
  },
});

export const bulkImportEntityKind = defineKind({
  name: 'bulk_import_entity',
  plural: { key: 'entities', title: 'Migrated Entities' },
  empty: 'No migrated entities found.',
  heading: { template: 'Entity #{id}: {source_full_path}' },
  fields: [
    BULK_IMPORT_STATUS,
    { label: 'Migration', path: 'bulk_import_id', format: 'count' },
    { label: 'Type', path: 'entity_type', format: 'text' },
    { label: 'Destination', path: 'destination_full_path', format: 'code' },
    { label: 'Migrate Projects', path: 'migrate_projects', format: 'bool' },
    { label: 'Has Failures', path: 'has_failures', format: 'warning' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Migration', path: 'bulk_import_id', format: 'count' },
    { label: 'Type', path: 'entity_type', format: 'text' },
    { label: 'Source', path: 'source_full_path', format: 'code' },
    { label: 'Destination', path: 'destination_full_path', format: 'code' },
    BULK_IMPORT_STATUS,
    { label: 'Has Failures', path: 'has_failures', format: 'warning' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'migrated entity',
    suggestions: [{ action: 'admin.bulk_import_entity_list', text: 'list the migrated entities' }],
  },
});

export const bulkImportFailureKind = defineKind({
  name: 'bulk_import_failure',
  plural: { key: 'failures', title: 'Migration Failures' },
  empty: 'No failures found.',
  heading: { template: 'Failure: {relation}' },
  fields: [
    { label: 'Exception', path: 'exception_class', format: 'code' },
    { label: 'Source', path: 'source_url', format: 'link' },
    { label: 'Source Title', path: 'source_title', format: 'text' },
    { label: 'Correlation ID', path: 'correlation_id_value', format: 'code' },
  ],
  columns: [
    { label: 'Relation', path: 'relation', format: 'code' },
    { label: 'Exception', path: 'exception_class', format: 'code' },
    { label: 'Message', path: 'exception_message', format: 'excerpt' },
    { label: 'Source', path: 'source_url', format: 'link' },
    { label: 'Correlation ID', path: 'correlation_id_value', format: 'code' },
  ],
  longText: [{ label: 'Message', path: 'exception_message', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'migration failure',
    suggestions: [{ action: 'admin.bulk_import_entity_list', text: 'list the migrated entities' }],
  },
});

export const clusterAgentKind = defineKind({
  name: 'cluster_agent',
  plural: { key: 'agents', title: 'Cluster Agents' },
  empty: 'No cluster agents found.',
  heading: { template: 'Cluster Agent #{id}: {name}' },
  fields: [
    { label: 'Config Project', path: 'config_project.path_with_namespace', format: 'code' },
    { label: 'Created By (user ID)', path: 'created_by_user_id', format: 'count' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Config Project', path: 'config_project.path_with_namespace', format: 'code' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'cluster agent',
    suggestions: [{ action: 'admin.cluster_agent_list', text: "list the project's cluster agents" }],
  },
});

/** An agent token as GitLab lists it: never its value. */
export const clusterAgentTokenKind = defineKind({
  name: 'cluster_agent_token',
  plural: { key: 'tokens', title: 'Agent Tokens' },
  empty: 'No agent tokens found.',
  heading: { template: 'Agent Token #{id}: {name}' },
  fields: [
    { label: 'Status', path: 'status', format: 'code' },
    { label: 'Agent', path: 'agent_id', format: 'count' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Status', path: 'status', format: 'code' },
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'agent token',
    suggestions: [{ action: 'admin.cluster_agent_token_list', text: "list the agent's tokens" }],
  },
});

/** The answer of an agent token's creation: the one place its value is shown, since GitLab shows it once. */
export const newClusterAgentTokenKind = defineKind({
  ...clusterAgentTokenKind,
  name: 'new_cluster_agent_token',
  fields: [{ label: 'Token', path: 'token', format: 'code' }, ...clusterAgentTokenKind.fields],
});

export const customAttributeKind = defineKind({
  name: 'custom_attribute',
  plural: { key: 'custom_attributes', title: 'Custom Attributes' },
  empty: 'No custom attributes found.',
  heading: { template: 'Custom Attribute: {key}' },
  fields: [{ label: 'Value', path: 'value', format: 'text' }],
  columns: [
    { label: 'Key', path: 'key', format: 'code' },
    { label: 'Value', path: 'value', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'custom attribute',
    suggestions: [{ action: 'admin.custom_attr_list', text: 'list the custom attributes' }],
  },
});

export const errorTrackingSettingsKind = defineKind({
  name: 'error_tracking_settings',
  plural: { key: 'error_tracking_settings', title: 'Error Tracking Settings' },
  empty: 'No error tracking settings found.',
  heading: { template: 'Error Tracking: {project_name}' },
  fields: [
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Integrated', path: 'integrated', format: 'bool' },
    { label: 'Sentry URL', path: 'sentry_external_url', format: 'link' },
    { label: 'API URL', path: 'api_url', format: 'link' },
  ],
  columns: [
    { label: 'Project', path: 'project_name', format: 'text' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Integrated', path: 'integrated', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'error tracking settings',
    suggestions: [{ action: 'admin.error_tracking_update_settings', text: 'enable error tracking' }],
  },
});

/** A client key: its DSN is what an application's Sentry SDK is configured with, so GitLab lists it. */
export const errorTrackingClientKeyKind = defineKind({
  name: 'error_tracking_client_key',
  plural: { key: 'client_keys', title: 'Error Tracking Client Keys' },
  empty: 'No client keys found.',
  heading: { template: 'Client Key #{id}' },
  fields: [
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Public Key', path: 'public_key', format: 'code' },
    { label: 'DSN', path: 'sentry_dsn', format: 'code' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Public Key', path: 'public_key', format: 'code' },
    { label: 'DSN', path: 'sentry_dsn', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'client key',
    suggestions: [{ action: 'admin.error_tracking_list', text: "list the project's client keys" }],
  },
});
