import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** A user's email addresses, SSH keys and GPG keys (https://docs.gitlab.com/api/user_keys/). */

export const userEmailKind = defineKind({
  name: 'user_email',
  plural: { key: 'emails', title: 'Emails' },
  empty: 'No emails found.',
  heading: { template: 'Email: {email}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Confirmed', path: 'confirmed_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Email', path: 'email', format: 'text' },
    { label: 'Confirmed', path: 'confirmed_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'email',
    suggestions: [{ action: 'user.emails', text: 'list your email addresses' }],
  },
});

/** An SSH key; `GET /keys/:id` and the fingerprint lookup add its owner. */
export const sshKeyKind = defineKind({
  name: 'ssh_key',
  plural: { key: 'keys', title: 'SSH Keys' },
  empty: 'No keys found.',
  heading: { template: 'SSH Key: {title}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Usage', path: 'usage_type', format: 'text' },
    { label: 'Fingerprint', path: 'fingerprint_sha256', format: 'code' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    { label: 'Last Used', path: 'last_used_at', format: 'date' },
    CREATED_FIELD,
    { label: 'Key', path: 'key', format: 'code' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Usage', path: 'usage_type', format: 'text' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [{ label: 'User', path: 'user', kind: 'user' }],
  notFound: {
    subject: 'SSH key',
    suggestions: [{ action: 'user.ssh_keys', text: 'list your SSH keys' }],
  },
});

export const gpgKeyKind = defineKind({
  name: 'gpg_key',
  plural: { key: 'gpg_keys', title: 'GPG Keys' },
  empty: 'No gpg keys found.',
  heading: { template: 'GPG Key #{id}' },
  fields: [CREATED_FIELD],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Key', path: 'key', format: 'excerpt' },
    CREATED_FIELD,
  ],
  longText: [{ label: 'Key', path: 'key', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'GPG key',
    suggestions: [{ action: 'user.gpg_keys', text: 'list your GPG keys' }],
  },
});
