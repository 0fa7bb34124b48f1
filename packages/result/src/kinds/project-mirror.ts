/** How a project's mirrors show: push mirrors, their SSH key, and the pull mirror. */
import type { FieldSpec, NotFoundSpec } from './kind-spec.js';
import { defineKind } from './kind-spec.js';
import { PROJECT_NOT_FOUND } from './project.js';

/** Both kinds of mirror report their last update the same way. */
const UPDATE_FIELDS: readonly FieldSpec[] = [
  { label: 'Enabled', path: 'enabled', format: 'bool' },
  { label: 'Update Status', path: 'update_status', format: 'text' },
  { label: 'Last Update', path: 'last_update_at', format: 'date' },
  { label: 'Last Successful Update', path: 'last_successful_update_at', format: 'date' },
  { label: 'Last Error', path: 'last_error', format: 'text' },
  { label: 'Branch Regex', path: 'mirror_branch_regex', format: 'code' },
];

const MIRROR_NOT_FOUND: NotFoundSpec = {
  subject: 'push mirror',
  suggestions: [{ action: 'project.mirror_list', text: "list the project's push mirrors" }],
};

export const remoteMirrorKind = defineKind({
  name: 'remote_mirror',
  plural: { key: 'remote_mirrors', title: 'Push Mirrors' },
  empty: 'No push mirrors found.',
  heading: { template: 'Push Mirror {id}: {url}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    ...UPDATE_FIELDS,
    { label: 'Only Protected Branches', path: 'only_protected_branches', format: 'bool' },
    { label: 'Keep Divergent Refs', path: 'keep_divergent_refs', format: 'bool' },
    { label: 'Auth Method', path: 'auth_method', format: 'text' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'URL', path: 'url', format: 'text' },
    { label: 'Enabled', path: 'enabled', format: 'bool' },
    { label: 'Update Status', path: 'update_status', format: 'text' },
    { label: 'Last Update', path: 'last_update_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: MIRROR_NOT_FOUND,
});

export const remoteMirrorPublicKeyKind = defineKind({
  name: 'remote_mirror_public_key',
  plural: { key: 'public_keys', title: 'Mirror Public Keys' },
  empty: 'No public keys found.',
  heading: { template: 'Push Mirror SSH Public Key' },
  fields: [],
  columns: [{ label: 'Public Key', path: 'public_key', format: 'code' }],
  longText: [{ label: 'Public Key', path: 'public_key', style: 'code' }],
  nested: [],
  notFound: MIRROR_NOT_FOUND,
});

export const pullMirrorKind = defineKind({
  name: 'pull_mirror',
  plural: { key: 'pull_mirrors', title: 'Pull Mirrors' },
  empty: 'No pull mirrors found.',
  heading: { template: 'Pull Mirror: {url}' },
  fields: [
    ...UPDATE_FIELDS,
    { label: 'Trigger Pipelines', path: 'mirror_trigger_builds', format: 'bool' },
    { label: 'Only Protected Branches', path: 'only_mirror_protected_branches', format: 'bool' },
    { label: 'Overwrite Diverged Branches', path: 'mirror_overwrites_diverged_branches', format: 'bool' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'URL', path: 'url', format: 'text' },
    { label: 'Enabled', path: 'enabled', format: 'bool' },
    { label: 'Update Status', path: 'update_status', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});
