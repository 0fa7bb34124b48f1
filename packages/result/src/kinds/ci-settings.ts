import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** Pipeline trigger tokens, resource groups and the CI/CD job token's scope. */

export const pipelineTriggerKind = defineKind({
  name: 'pipeline_trigger',
  plural: { key: 'triggers', title: 'Pipeline Triggers' },
  empty: 'No pipeline triggers found.',
  heading: { template: 'Pipeline Trigger #{id}: {description}' },
  fields: [
    { label: 'Token', path: 'token', format: 'code' },
    { label: 'Owner', path: 'owner', format: 'user' },
    { label: 'Last Used', path: 'last_used', format: 'date' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Owner', path: 'owner', format: 'user' },
    { label: 'Last Used', path: 'last_used', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'pipeline trigger',
    suggestions: [{ action: 'pipeline.trigger_list', text: "list the project's trigger tokens" }],
  },
});

export const resourceGroupKind = defineKind({
  name: 'resource_group',
  plural: { key: 'resource_groups', title: 'Resource Groups' },
  empty: 'No resource groups found.',
  heading: { template: 'Resource Group: {key}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Process Mode', path: 'process_mode', format: 'text' },
    CREATED_FIELD,
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'Key', path: 'key', format: 'text' },
    { label: 'Process Mode', path: 'process_mode', format: 'text' },
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'resource group',
    suggestions: [{ action: 'pipeline.resource_group_list', text: "list the project's resource groups" }],
  },
});

export const jobTokenScopeKind = defineKind({
  name: 'job_token_scope',
  plural: { key: 'job_token_scopes', title: 'Job Token Scopes' },
  empty: 'No job token scopes found.',
  heading: { template: 'CI/CD Job Token Access' },
  fields: [
    { label: 'Limited to the Allowlist', path: 'inbound_enabled', format: 'bool' },
    { label: 'Outbound Limited', path: 'outbound_enabled', format: 'bool' },
  ],
  columns: [
    { label: 'Limited to the Allowlist', path: 'inbound_enabled', format: 'bool' },
    { label: 'Outbound Limited', path: 'outbound_enabled', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'project.list', text: 'find the project' }],
  },
});

/** What adding a project or a group to a job token allowlist answers. */
export const jobTokenAllowlistEntryKind = defineKind({
  name: 'job_token_allowlist_entry',
  plural: { key: 'allowlist_entries', title: 'Allowlist Entries' },
  empty: 'No allowlist entries found.',
  heading: { template: 'Job Token Allowlist Entry' },
  fields: [
    { label: 'Project', path: 'source_project_id', format: 'count' },
    { label: 'Allowed Project', path: 'target_project_id', format: 'count' },
    { label: 'Allowed Group', path: 'target_group_id', format: 'count' },
  ],
  columns: [
    { label: 'Project', path: 'source_project_id', format: 'count' },
    { label: 'Allowed Project', path: 'target_project_id', format: 'count' },
    { label: 'Allowed Group', path: 'target_group_id', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'allowlist entry',
    suggestions: [{ action: 'job.token_scope_list_inbound', text: 'list the allowlisted projects' }],
  },
});

/** A group on a project's job token allowlist (GitLab sends id, name and web_url). */
export const allowlistedGroupKind = defineKind({
  name: 'allowlisted_group',
  plural: { key: 'groups', title: 'Allowlisted Groups' },
  empty: 'No allowlisted groups found.',
  heading: { template: 'Group: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'URL', path: 'web_url', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text', link: 'web_url' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'group',
    suggestions: [{ action: 'job.token_scope_list_groups', text: 'list the allowlisted groups' }],
  },
});
