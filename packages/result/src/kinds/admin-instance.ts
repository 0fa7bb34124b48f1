import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

/**
 * Instance-wide objects an administrator manages: statistics, appearance, OAuth applications, broadcast messages
 * and feature flags (https://docs.gitlab.com/api/statistics/, /appearance/, /applications/, /broadcast_messages/,
 * /features/).
 */

const COUNTS = ['users', 'active_users', 'groups', 'projects', 'forks', 'issues', 'merge_requests'] as const;

export const applicationStatisticsKind = defineKind({
  name: 'application_statistics',
  plural: { key: 'statistics', title: 'Instance Statistics' },
  empty: 'No statistics found.',
  heading: { template: 'Instance Statistics' },
  fields: [
    ...COUNTS.map((path): FieldSpec => ({ label: path.replace('_', ' '), path, format: 'text' })),
    { label: 'notes', path: 'notes', format: 'text' },
    { label: 'snippets', path: 'snippets', format: 'text' },
    { label: 'milestones', path: 'milestones', format: 'text' },
    { label: 'ssh keys', path: 'ssh_keys', format: 'text' },
  ],
  columns: COUNTS.map((path): FieldSpec => ({ label: path.replace('_', ' '), path, format: 'text' })),
  longText: [],
  nested: [],
  notFound: {
    subject: 'instance statistics',
    suggestions: [{ action: 'admin.app_statistics_get', text: 'read the statistics again' }],
  },
});

export const appearanceKind = defineKind({
  name: 'appearance',
  plural: { key: 'appearances', title: 'Appearance' },
  empty: 'No appearance found.',
  heading: { template: 'Appearance: {title}' },
  fields: [
    { label: 'PWA Name', path: 'pwa_name', format: 'text' },
    { label: 'PWA Short Name', path: 'pwa_short_name', format: 'text' },
    { label: 'Logo', path: 'logo', format: 'link' },
    { label: 'Header Logo', path: 'header_logo', format: 'link' },
    { label: 'Favicon', path: 'favicon', format: 'link' },
    { label: 'Header Message', path: 'header_message', format: 'text' },
    { label: 'Footer Message', path: 'footer_message', format: 'text' },
    { label: 'Message Background', path: 'message_background_color', format: 'code' },
    { label: 'Message Font', path: 'message_font_color', format: 'code' },
    { label: 'Email Header and Footer', path: 'email_header_and_footer_enabled', format: 'bool' },
  ],
  columns: [
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'PWA Name', path: 'pwa_name', format: 'text' },
  ],
  longText: [
    { label: 'Description', path: 'description', style: 'quote' },
    { label: 'New Project Guidelines', path: 'new_project_guidelines', style: 'quote' },
    { label: 'Member Guidelines', path: 'member_guidelines', style: 'quote' },
    { label: 'Profile Image Guidelines', path: 'profile_image_guidelines', style: 'quote' },
  ],
  nested: [],
  notFound: {
    subject: 'appearance',
    suggestions: [{ action: 'admin.appearance_get', text: 'read the appearance' }],
  },
});

/** An OAuth application as listed: never its secret. */
export const applicationKind = defineKind({
  name: 'application',
  plural: { key: 'applications', title: 'Applications' },
  empty: 'No applications found.',
  heading: { template: 'Application #{id}: {application_name}' },
  fields: [
    { label: 'Application ID', path: 'application_id', format: 'code' },
    { label: 'Callback URL', path: 'callback_url', format: 'link' },
    { label: 'Confidential', path: 'confidential', format: 'bool' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'application_name', format: 'text' },
    { label: 'Application ID', path: 'application_id', format: 'code' },
    { label: 'Callback URL', path: 'callback_url', format: 'link' },
    { label: 'Confidential', path: 'confidential', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'application',
    suggestions: [{ action: 'admin.application_list', text: 'list the OAuth applications' }],
  },
});

/** The answer of an application's creation or secret renewal: the one place its secret is shown. */
export const newApplicationKind = defineKind({
  ...applicationKind,
  name: 'new_application',
  fields: [{ label: 'Secret', path: 'secret', format: 'code' }, ...applicationKind.fields],
});

export const broadcastMessageKind = defineKind({
  name: 'broadcast_message',
  plural: { key: 'broadcast_messages', title: 'Broadcast Messages' },
  empty: 'No broadcast messages found.',
  heading: { template: 'Broadcast Message #{id}' },
  fields: [
    { label: 'Type', path: 'broadcast_type', format: 'text' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Starts', path: 'starts_at', format: 'date' },
    { label: 'Ends', path: 'ends_at', format: 'date' },
    { label: 'Theme', path: 'theme', format: 'text' },
    { label: 'Dismissable', path: 'dismissable', format: 'bool' },
    { label: 'Target Path', path: 'target_path', format: 'code' },
    { label: 'Target Access Levels', path: 'target_access_levels', format: 'list' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Message', path: 'message', format: 'excerpt' },
    { label: 'Type', path: 'broadcast_type', format: 'text' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Starts', path: 'starts_at', format: 'date' },
    { label: 'Ends', path: 'ends_at', format: 'date' },
  ],
  longText: [{ label: 'Message', path: 'message', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'broadcast message',
    suggestions: [{ action: 'admin.broadcast_message_list', text: 'list the broadcast messages' }],
  },
});

export const featureKind = defineKind({
  name: 'feature',
  plural: { key: 'features', title: 'Features' },
  empty: 'No features found.',
  heading: { template: 'Feature: {name}' },
  fields: [
    { label: 'State', path: 'state', format: 'code' },
    { label: 'Type', path: 'definition.type', format: 'text' },
    { label: 'Default Enabled', path: 'definition.default_enabled', format: 'bool' },
    { label: 'Milestone', path: 'definition.milestone', format: 'text' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'State', path: 'state', format: 'code' },
  ],
  longText: [],
  nested: [{ label: 'Gates', path: 'gates', kind: 'feature_gate' }],
  notFound: {
    subject: 'feature',
    suggestions: [{ action: 'admin.feature_list', text: 'list the features that are set' }],
  },
});

export const featureGateKind = defineKind({
  name: 'feature_gate',
  plural: { key: 'gates', title: 'Gates' },
  empty: 'No gates found.',
  heading: { template: 'Gate: {key}' },
  fields: [{ label: 'Value', path: 'value', format: 'text' }],
  columns: [
    { label: 'Gate', path: 'key', format: 'code' },
    { label: 'Value', path: 'value', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'feature gate',
    suggestions: [{ action: 'admin.feature_list', text: 'list the features that are set' }],
  },
});

export const featureDefinitionKind = defineKind({
  name: 'feature_definition',
  plural: { key: 'definitions', title: 'Feature Definitions' },
  empty: 'No feature definitions found.',
  heading: { template: 'Feature Definition: {name}' },
  fields: [
    { label: 'Type', path: 'type', format: 'text' },
    { label: 'Default Enabled', path: 'default_enabled', format: 'bool' },
    { label: 'Milestone', path: 'milestone', format: 'text' },
    { label: 'Group', path: 'group', format: 'text' },
    { label: 'Introduced By', path: 'introduced_by_url', format: 'link' },
    { label: 'Rollout Issue', path: 'rollout_issue_url', format: 'link' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Type', path: 'type', format: 'text' },
    { label: 'Default Enabled', path: 'default_enabled', format: 'bool' },
    { label: 'Milestone', path: 'milestone', format: 'text' },
    { label: 'Group', path: 'group', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'feature definition',
    suggestions: [{ action: 'admin.feature_list_definitions', text: 'list the feature definitions' }],
  },
});
