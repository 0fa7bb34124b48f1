import { defineKind } from './kind-spec.js';
import { GPG_FIELDS, SIGNATURE_SHAPE, VERIFICATION_FIELD, X509_FIELDS } from './signature.js';

/** GitLab's access levels of a protection rule: a role, a user or a group. */
export const accessLevelKind = defineKind({
  name: 'access_level',
  plural: { key: 'access_levels', title: 'Access Levels' },
  empty: 'No access levels found.',
  heading: { template: 'Access: {access_level_description}' },
  fields: [
    { label: 'Access', path: 'access_level_description', format: 'text' },
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
    { label: 'User ID', path: 'user_id', format: 'count' },
    { label: 'Group ID', path: 'group_id', format: 'count' },
  ],
  columns: [
    { label: 'Access', path: 'access_level_description', format: 'text' },
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
    { label: 'User ID', path: 'user_id', format: 'count' },
    { label: 'Group ID', path: 'group_id', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'access level',
    suggestions: [
      { action: 'branch.list_protected', text: 'see the protection rules and their access levels' },
    ],
  },
});

/**
 * A protected branch rule of a project or (Premium) of a group: the same entity under `/projects/:id` and
 * `/groups/:id` (https://docs.gitlab.com/api/group_protected_branches/); only the list a not-found card points to differs.
 */
function protectedBranchKindOf(name: string, owner: 'project' | 'group', listAction: string) {
  return defineKind({
    name,
    plural: { key: 'protected_branches', title: 'Protected Branches' },
    empty: 'No protected branches found.',
    heading: { template: 'Protected Branch: {name}' },
    fields: [
      { label: 'Allow Force Push', path: 'allow_force_push', format: 'bool' },
      { label: 'Code Owner Approval Required', path: 'code_owner_approval_required', format: 'bool' },
    ],
    columns: [
      { label: 'Name', path: 'name', format: 'text' },
      { label: 'Allowed to Push', path: 'push_access_levels', format: 'access_levels' },
      { label: 'Allowed to Merge', path: 'merge_access_levels', format: 'access_levels' },
      { label: 'Allow Force Push', path: 'allow_force_push', format: 'bool' },
      { label: 'Code Owner Approval', path: 'code_owner_approval_required', format: 'bool' },
    ],
    longText: [],
    nested: [
      { label: 'Allowed to Push', path: 'push_access_levels', kind: 'access_level' },
      { label: 'Allowed to Merge', path: 'merge_access_levels', kind: 'access_level' },
      { label: 'Allowed to Unprotect', path: 'unprotect_access_levels', kind: 'access_level' },
    ],
    notFound: {
      subject: 'protected branch',
      suggestions: [
        { action: listAction, text: `list the ${owner}'s protected branches` },
        { text: 'Verify the name or wildcard is spelled exactly as protected (case-sensitive)' },
      ],
    },
  });
}

export const protectedBranchKind = protectedBranchKindOf(
  'protected_branch',
  'project',
  'branch.list_protected',
);
export const groupProtectedBranchKind = protectedBranchKindOf(
  'group_protected_branch',
  'group',
  'group.protected_branch_list',
);

export const protectedTagKind = defineKind({
  name: 'protected_tag',
  plural: { key: 'protected_tags', title: 'Protected Tags' },
  empty: 'No protected tags found.',
  heading: { template: 'Protected Tag: {name}' },
  fields: [],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Allowed to Create', path: 'create_access_levels', format: 'access_levels' },
  ],
  longText: [],
  nested: [{ label: 'Allowed to Create', path: 'create_access_levels', kind: 'access_level' }],
  notFound: {
    subject: 'protected tag',
    suggestions: [
      { action: 'tag.list_protected', text: "list the project's protected tags" },
      { text: 'Verify the name or wildcard is spelled exactly as protected (case-sensitive)' },
    ],
  },
});

export const tagSignatureKind = defineKind({
  ...SIGNATURE_SHAPE,
  name: 'tag_signature',
  fields: [
    { label: 'Signature Type', path: 'signature_type', format: 'text' },
    VERIFICATION_FIELD,
    ...GPG_FIELDS,
    ...X509_FIELDS,
  ],
  notFound: {
    subject: 'tag signature',
    suggestions: [{ action: 'tag.get', text: 'check that the tag exists: an unsigned tag has no signature' }],
  },
});
