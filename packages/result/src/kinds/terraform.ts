import { defineKind } from './kind-spec.js';

/**
 * Terraform states of GitLab's HTTP backend (https://docs.gitlab.com/user/infrastructure/iac/terraform_state/): the
 * GraphQL `TerraformState` read, and the lock the REST backend answers when one is taken (Terraform's LockInfo).
 */
export const terraformStateKind = defineKind({
  name: 'terraform_state',
  plural: { key: 'terraform_states', title: 'Terraform States' },
  empty: 'No terraform states found.',
  heading: { template: 'Terraform State: {name}' },
  fields: [
    { label: 'Locked', path: 'lockedAt', format: 'date' },
    { label: 'Locked By', path: 'lockedByUser', format: 'user' },
    { label: 'Latest Serial', path: 'latestVersion.serial', format: 'count' },
    { label: 'Latest Version Written', path: 'latestVersion.createdAt', format: 'date' },
    { label: 'Written By', path: 'latestVersion.createdByUser', format: 'user' },
    { label: 'Written By Job', path: 'latestVersion.job.name', format: 'code' },
    { label: 'Download Path', path: 'latestVersion.downloadPath', format: 'code' },
    { label: 'Created', path: 'createdAt', format: 'date' },
    { label: 'Updated', path: 'updatedAt', format: 'date' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Serial', path: 'latestVersion.serial', format: 'count' },
    { label: 'Locked By', path: 'lockedByUser', format: 'user' },
    { label: 'Updated', path: 'updatedAt', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'Terraform state',
    suggestions: [{ action: 'admin.terraform_state_list', text: "list the project's Terraform states" }],
  },
});

/** A Terraform state lock, in Terraform's own field names. */
export const terraformLockKind = defineKind({
  name: 'terraform_lock',
  plural: { key: 'terraform_locks', title: 'Terraform State Locks' },
  empty: 'No terraform state locks found.',
  heading: { template: 'Terraform State Lock: {ID}' },
  fields: [
    { label: 'Held By', path: 'Who', format: 'text' },
    { label: 'Locked', path: 'Created', format: 'date' },
    { label: 'Operation', path: 'Operation', format: 'code' },
    { label: 'Info', path: 'Info', format: 'text' },
  ],
  columns: [
    { label: 'ID', path: 'ID', format: 'code' },
    { label: 'Held By', path: 'Who', format: 'text' },
    { label: 'Locked', path: 'Created', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'Terraform state',
    suggestions: [{ action: 'admin.terraform_state_list', text: "list the project's Terraform states" }],
  },
});
