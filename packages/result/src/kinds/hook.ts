import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

/**
 * Project, group and system webhooks (https://docs.gitlab.com/api/project_webhooks/, /api/system_hooks/). The
 * token, the signing token and the values of URL variables and custom headers are write-only in GitLab: no field
 * here shows them.
 */

/** `push_events` → a `Push Events` ✅/❌ row. */
const event = (path: string, label: string): FieldSpec => ({ label, path, format: 'bool' });

export const hookKind = defineKind({
  name: 'hook',
  plural: { key: 'hooks', title: 'Webhooks' },
  empty: 'No webhooks found.',
  heading: { template: 'Webhook #{id}: {name|url}' },
  fields: [
    { label: 'URL', path: 'url', format: 'code' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
    { label: 'Group ID', path: 'group_id', format: 'count' },
    { label: 'Alert Status', path: 'alert_status', format: 'text' },
    { label: 'Disabled Until', path: 'disabled_until', format: 'date' },
    { label: 'SSL Verification', path: 'enable_ssl_verification', format: 'bool' },
    { label: 'Branch Filter', path: 'push_events_branch_filter', format: 'code' },
    { label: 'Branch Filter Strategy', path: 'branch_filter_strategy', format: 'text' },
    event('push_events', 'Push Events'),
    event('tag_push_events', 'Tag Push Events'),
    event('merge_requests_events', 'Merge Request Events'),
    event('issues_events', 'Issue Events'),
    event('confidential_issues_events', 'Confidential Issue Events'),
    event('note_events', 'Comment Events'),
    event('confidential_note_events', 'Confidential Comment Events'),
    event('pipeline_events', 'Pipeline Events'),
    event('job_events', 'Job Events'),
    event('deployment_events', 'Deployment Events'),
    event('releases_events', 'Release Events'),
    event('wiki_page_events', 'Wiki Page Events'),
    event('milestone_events', 'Milestone Events'),
    event('feature_flag_events', 'Feature Flag Events'),
    event('emoji_events', 'Emoji Events'),
    event('resource_access_token_events', 'Access Token Events'),
    event('resource_deploy_token_events', 'Deploy Token Events'),
    event('vulnerability_events', 'Vulnerability Events'),
    event('member_events', 'Member Events'),
    event('project_events', 'Project Events'),
    event('subgroup_events', 'Subgroup Events'),
    event('repository_update_events', 'Repository Update Events'),
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'URL', path: 'url', format: 'code' },
    { label: 'Push', path: 'push_events', format: 'bool' },
    { label: 'Merge Requests', path: 'merge_requests_events', format: 'bool' },
    { label: 'Pipelines', path: 'pipeline_events', format: 'bool' },
    { label: 'Alert Status', path: 'alert_status', format: 'text' },
  ],
  longText: [{ label: 'Custom Webhook Template', path: 'custom_webhook_template', style: 'code' }],
  nested: [
    { label: 'URL Variables', path: 'url_variables', kind: 'hook_setting' },
    { label: 'Custom Headers', path: 'custom_headers', kind: 'hook_setting' },
  ],
  notFound: {
    subject: 'webhook',
    suggestions: [
      { action: 'project.hook_list', text: "list the project's webhooks" },
      { action: 'group.hook_list', text: "list the group's webhooks" },
      { action: 'admin.system_hook_list', text: "list the instance's system hooks" },
    ],
  },
});

/** A URL variable or custom header of a webhook: GitLab answers its name only. */
export const hookSettingKind = defineKind({
  name: 'hook_setting',
  plural: { key: 'settings', title: 'Webhook Settings' },
  empty: 'No settings found.',
  heading: { template: 'Webhook Setting: {key}' },
  fields: [{ label: 'Name', path: 'key', format: 'code' }],
  columns: [{ label: 'Name', path: 'key', format: 'code' }],
  longText: [],
  nested: [],
  notFound: {
    subject: 'webhook setting',
    suggestions: [{ action: 'project.hook_get', text: 'see the webhook and the names it has set' }],
  },
});

/** What resending a past webhook delivery answers: the receiver's HTTP status. */
export const hookDeliveryKind = defineKind({
  name: 'hook_delivery',
  plural: { key: 'deliveries', title: 'Webhook Deliveries' },
  empty: 'No deliveries found.',
  heading: { template: 'Webhook Delivery Resent' },
  fields: [{ label: 'Response Status', path: 'response_status', format: 'text' }],
  columns: [{ label: 'Response Status', path: 'response_status', format: 'text' }],
  longText: [],
  nested: [],
  notFound: {
    subject: 'webhook delivery',
    suggestions: [{ action: 'group.hook_get', text: 'check that the webhook exists' }],
  },
});
