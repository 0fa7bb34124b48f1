import { defineKind } from './kind-spec.js';

/** `server.status`: the instance and the token this server works with, as probed at start-up. */
export const serverStatusKind = defineKind({
  name: 'server_status',
  plural: { key: 'servers', title: 'Servers' },
  empty: 'No servers found.',
  heading: { template: 'GitLab: {version}' },
  fields: [
    { label: 'GitLab URL', path: 'url', format: 'link' },
    { label: 'Version', path: 'version', format: 'text' },
    { label: 'Tier', path: 'tier', format: 'text' },
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Administrator', path: 'user.is_admin', format: 'bool' },
    { label: 'Token Scopes', path: 'scopes', format: 'list' },
    { label: 'Fine-grained Token', path: 'fineGrained', format: 'bool' },
  ],
  columns: [
    { label: 'GitLab URL', path: 'url', format: 'link' },
    { label: 'Version', path: 'version', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'server',
    suggestions: [{ action: 'server.health_check', text: 'check that GitLab answers' }],
  },
});

/** `server.health_check`: whether GitLab answers now. */
export const healthCheckKind = defineKind({
  name: 'health_check',
  plural: { key: 'health_checks', title: 'Health Checks' },
  empty: 'No health checks found.',
  heading: { template: 'Health: {status}' },
  fields: [
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'GitLab Version', path: 'gitlab_version', format: 'text' },
    { label: 'Latency', path: 'latency_ms', format: 'count', suffix: ' ms' },
  ],
  columns: [
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Latency', path: 'latency_ms', format: 'count', suffix: ' ms' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'health check',
    suggestions: [{ action: 'server.status', text: 'see the instance details' }],
  },
});

/** A write held by safe mode: what would have been sent, and nothing was. */
export const safeModePreviewKind = defineKind({
  name: 'safe_mode_preview',
  plural: { key: 'previews', title: 'Previews' },
  empty: 'No previews found.',
  heading: { template: 'Safe mode: {tool} was not sent' },
  fields: [
    { label: 'Action', path: 'tool', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Hint', path: 'hint', format: 'text' },
  ],
  columns: [{ label: 'Action', path: 'tool', format: 'code' }],
  longText: [],
  nested: [{ label: 'Params', path: 'params', kind: 'params' }],
  notFound: {
    subject: 'preview',
    suggestions: [{ action: 'server.status', text: 'see how this server is configured' }],
  },
});

/** `gitlab_find_action`: one row per matching action. */
export const actionKind = defineKind({
  name: 'action',
  plural: { key: 'results', title: 'Matching Actions' },
  empty: 'No matching actions found.',
  heading: { template: 'Action: {id}' },
  fields: [
    { label: 'Action ID', path: 'id', format: 'code' },
    { label: 'Destructive', path: 'destructive', format: 'bool' },
    { label: 'Required Params', path: 'required_params', format: 'list' },
    { label: 'Description', path: 'description', format: 'text' },
  ],
  columns: [
    { label: 'Action ID', path: 'id', format: 'code' },
    { label: 'Destructive', path: 'destructive', format: 'bool' },
    { label: 'Required Params', path: 'required_params', format: 'list' },
    { label: 'Description', path: 'description', format: 'excerpt' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'action',
    suggestions: [{ action: 'server.status', text: 'see which catalog this session serves' }],
  },
});
