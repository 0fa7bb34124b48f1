/**
 * Who may reach a project or group: access requests, invitations, deploy keys, deploy tokens and access tokens
 * (personal, project, group). A token's secret is shown by one kind only, the answer of the create or rotate that
 * made it (`new_access_token`, `new_deploy_token`); the kinds of lists and gets have no row for it.
 */
import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import type { FieldSpec, KindSpec } from './kind-spec.js';

const EXPIRES_FIELD: FieldSpec = { label: 'Expires', path: 'expires_at', format: 'date' };
const ACCESS_LEVEL_FIELD: FieldSpec = { label: 'Access Level', path: 'access_level', format: 'access_level' };

/** A pending request to join a project or group (approving it answers with the member it became). */
export const accessRequestKind = defineKind({
  name: 'access_request',
  plural: { key: 'access_requests', title: 'Access Requests' },
  empty: 'No access requests found.',
  heading: { template: 'Access Request: {name|username} (@{username})' },
  fields: [
    { label: 'User ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'user' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Requested', path: 'requested_at', format: 'date' },
    URL_FIELD,
  ],
  columns: [
    { label: 'User ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'user', link: 'web_url' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Requested', path: 'requested_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'access request',
    suggestions: [
      { action: 'access.request_list_project', text: "list a project's pending access requests" },
      { action: 'access.request_list_group', text: "list a group's pending access requests" },
    ],
  },
});

/** A pending invitation by email to join a project or group. */
export const invitationKind = defineKind({
  name: 'invitation',
  plural: { key: 'invitations', title: 'Invitations' },
  empty: 'No pending invitations found.',
  heading: { template: 'Invitation: {invite_email}' },
  fields: [
    ACCESS_LEVEL_FIELD,
    { label: 'Invited By', path: 'created_by_name', format: 'text' },
    { label: 'User Name', path: 'user_name', format: 'text' },
    { label: 'Invited', path: 'created_at', format: 'date' },
    EXPIRES_FIELD,
  ],
  columns: [
    { label: 'Email', path: 'invite_email', format: 'text' },
    ACCESS_LEVEL_FIELD,
    { label: 'Invited By', path: 'created_by_name', format: 'text' },
    { label: 'Invited', path: 'created_at', format: 'date' },
    EXPIRES_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'invitation',
    suggestions: [
      { action: 'access.invite_list_project', text: "list a project's pending invitations" },
      { action: 'access.invite_list_group', text: "list a group's pending invitations" },
    ],
  },
});

/** An SSH key that reads (or writes) repositories; the key is public, so the card shows it. */
export const deployKeyKind = defineKind({
  name: 'deploy_key',
  plural: { key: 'deploy_keys', title: 'Deploy Keys' },
  empty: 'No deploy keys found.',
  heading: { template: 'Deploy Key: {title}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Can Push', path: 'can_push', format: 'bool' },
    { label: 'Fingerprint', path: 'fingerprint', format: 'code' },
    { label: 'SHA256 Fingerprint', path: 'fingerprint_sha256', format: 'code' },
    { label: 'Usage', path: 'usage_type', format: 'text' },
    CREATED_FIELD,
    EXPIRES_FIELD,
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    { label: 'Writes To', path: 'projects_with_write_access', format: 'list' },
    { label: 'Reads From', path: 'projects_with_readonly_access', format: 'list' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Can Push', path: 'can_push', format: 'bool' },
    { label: 'SHA256 Fingerprint', path: 'fingerprint_sha256', format: 'code' },
    CREATED_FIELD,
    EXPIRES_FIELD,
  ],
  longText: [{ label: 'Public Key', path: 'key', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'deploy key',
    suggestions: [
      { action: 'access.deploy_key_list_project', text: "list the project's deploy keys" },
      { text: 'Deploy key IDs are numeric; a key made in another project must be enabled here first' },
    ],
  },
});

/** A deploy token as lists and gets show it: never its secret. */
export const deployTokenKind = defineKind({
  name: 'deploy_token',
  plural: { key: 'deploy_tokens', title: 'Deploy Tokens' },
  empty: 'No deploy tokens found.',
  heading: { template: 'Deploy Token: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'code' },
    { label: 'Scopes', path: 'scopes', format: 'list' },
    EXPIRES_FIELD,
    { label: 'Revoked', path: 'revoked', format: 'bool' },
    { label: 'Expired', path: 'expired', format: 'bool' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Username', path: 'username', format: 'code' },
    { label: 'Scopes', path: 'scopes', format: 'list' },
    EXPIRES_FIELD,
    { label: 'Revoked', path: 'revoked', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'deploy token',
    suggestions: [
      { action: 'access.deploy_token_list_project', text: "list a project's deploy tokens" },
      { action: 'access.deploy_token_list_group', text: "list a group's deploy tokens" },
    ],
  },
});

/** A personal, project or group access token as lists and gets show it: never its secret. */
export const accessTokenKind = defineKind({
  name: 'access_token',
  plural: { key: 'access_tokens', title: 'Access Tokens' },
  empty: 'No access tokens found.',
  heading: { template: 'Access Token: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Scopes', path: 'scopes', format: 'list' },
    ACCESS_LEVEL_FIELD,
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Revoked', path: 'revoked', format: 'bool' },
    { label: 'User ID', path: 'user_id', format: 'count' },
    CREATED_FIELD,
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    EXPIRES_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Scopes', path: 'scopes', format: 'list' },
    ACCESS_LEVEL_FIELD,
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    EXPIRES_FIELD,
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'access token',
    suggestions: [
      { action: 'access.token_personal_list', text: 'list your personal access tokens' },
      { action: 'access.token_project_list', text: "list a project's access tokens" },
      { action: 'access.token_group_list', text: "list a group's access tokens" },
    ],
  },
});

/** The one row a secret gets: first, so the card says it before anything else. */
const SECRET_FIELD: FieldSpec = { label: 'Token (shown only now)', path: 'token', format: 'code' };

/** The answer of a create or rotate: the listed kind plus its new secret, which GitLab never shows again. */
function withSecret(kind: KindSpec, name: string): KindSpec {
  return defineKind({ ...kind, name, fields: [SECRET_FIELD, ...kind.fields] });
}

export const newDeployTokenKind = withSecret(deployTokenKind, 'new_deploy_token');
export const newAccessTokenKind = withSecret(accessTokenKind, 'new_access_token');
