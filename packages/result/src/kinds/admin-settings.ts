import { defineKind } from './kind-spec.js';

/**
 * Instance-wide objects of the `admin` domain's second half: project topics (https://docs.gitlab.com/api/topics/)
 * and the instance's metadata (https://docs.gitlab.com/api/metadata/).
 */

export const topicKind = defineKind({
  name: 'topic',
  plural: { key: 'topics', title: 'Topics' },
  empty: 'No topics found.',
  heading: { template: 'Topic #{id}: {title}' },
  fields: [
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Projects', path: 'total_projects_count', format: 'count' },
    { label: 'Avatar', path: 'avatar_url', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Projects', path: 'total_projects_count', format: 'count' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'topic',
    suggestions: [{ action: 'admin.topic_list', text: 'list the topics' }],
  },
});

export const instanceMetadataKind = defineKind({
  name: 'instance_metadata',
  plural: { key: 'instances', title: 'Instance Metadata' },
  empty: 'No metadata found.',
  heading: { template: 'GitLab {version}' },
  fields: [
    { label: 'Revision', path: 'revision', format: 'code' },
    { label: 'Enterprise', path: 'enterprise', format: 'bool' },
    { label: 'KAS Enabled', path: 'kas.enabled', format: 'bool' },
    { label: 'KAS Version', path: 'kas.version', format: 'text' },
    { label: 'KAS URL', path: 'kas.externalUrl', format: 'link' },
  ],
  columns: [
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Revision', path: 'revision', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'instance metadata',
    suggestions: [{ action: 'admin.metadata_get', text: 'read the metadata again' }],
  },
});

/** The settings an administrator checks first; the structuredContent carries every other one. */
export const applicationSettingsKind = defineKind({
  name: 'application_settings',
  plural: { key: 'application_settings', title: 'Application Settings' },
  empty: 'No settings found.',
  heading: { template: 'Application Settings' },
  fields: [
    { label: 'Sign-up Enabled', path: 'signup_enabled', format: 'bool' },
    { label: 'Password Sign-in (Web)', path: 'password_authentication_enabled_for_web', format: 'bool' },
    { label: 'Admin Mode', path: 'admin_mode', format: 'bool' },
    { label: 'Default Branch', path: 'default_branch_name', format: 'code' },
    { label: 'Default Project Visibility', path: 'default_project_visibility', format: 'text' },
    { label: 'Default Group Visibility', path: 'default_group_visibility', format: 'text' },
    { label: 'Default Projects Limit', path: 'default_projects_limit', format: 'count' },
    { label: 'Max Attachment Size (MB)', path: 'max_attachment_size', format: 'count' },
    { label: 'Session Expiry (minutes)', path: 'session_expire_delay', format: 'count' },
    { label: 'Gravatar', path: 'gravatar_enabled', format: 'bool' },
  ],
  columns: [
    { label: 'Sign-up Enabled', path: 'signup_enabled', format: 'bool' },
    { label: 'Default Branch', path: 'default_branch_name', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'application settings',
    suggestions: [{ action: 'admin.settings_get', text: 'read the settings again' }],
  },
});

export const projectAliasKind = defineKind({
  name: 'project_alias',
  plural: { key: 'project_aliases', title: 'Project Aliases' },
  empty: 'No project aliases found.',
  heading: { template: 'Project Alias: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'project alias',
    suggestions: [{ action: 'project_alias.list', text: 'list the project aliases' }],
  },
});
