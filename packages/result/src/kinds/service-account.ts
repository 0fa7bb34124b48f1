import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** Service accounts of a project or group and their tokens (https://docs.gitlab.com/api/service_accounts/). */

export const serviceAccountKind = defineKind({
  name: 'service_account',
  plural: { key: 'service_accounts', title: 'Service Accounts' },
  empty: 'No service accounts found.',
  heading: { template: 'Service Account: {name|username}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'code' },
    { label: 'Email', path: 'email', format: 'text' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'code' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Email', path: 'email', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'service account',
    suggestions: [
      { action: 'project.service_account_list', text: "list the project's service accounts" },
      { action: 'group.service_account_list', text: "list the group's service accounts" },
    ],
  },
});

/** A token as GitLab lists it: never its value. */
export const serviceAccountTokenKind = defineKind({
  name: 'service_account_token',
  plural: { key: 'tokens', title: 'Service Account Tokens' },
  empty: 'No tokens found.',
  heading: { template: 'Token #{id}: {name}' },
  fields: [
    { label: 'Scopes', path: 'scopes', format: 'list' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Revoked', path: 'revoked', format: 'bool' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    { label: 'User ID', path: 'user_id', format: 'count' },
    { label: 'Description', path: 'description', format: 'text' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Scopes', path: 'scopes', format: 'list' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'service account token',
    suggestions: [
      { action: 'project.service_account_pat_list', text: "list a project service account's tokens" },
      { action: 'group.service_account_pat_list', text: "list a group service account's tokens" },
    ],
  },
});

/** The answer of a token's creation or rotation: the one place its value is shown, since GitLab shows it once. */
export const newServiceAccountTokenKind = defineKind({
  ...serviceAccountTokenKind,
  name: 'new_service_account_token',
  fields: [{ label: 'Token', path: 'token', format: 'code' }, ...serviceAccountTokenKind.fields],
});
