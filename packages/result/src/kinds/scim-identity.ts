import { defineKind } from './kind-spec.js';

/** A group's SCIM identity (https://docs.gitlab.com/api/scim/): the provider's user ID linked to a GitLab user. */
export const scimIdentityKind = defineKind({
  name: 'scim_identity',
  plural: { key: 'scim_identities', title: 'SCIM Identities' },
  empty: 'No identities found.',
  heading: { template: 'SCIM Identity: {extern_uid}' },
  fields: [
    { label: 'User ID', path: 'user_id', format: 'count' },
    { label: 'Active', path: 'active', format: 'bool' },
  ],
  columns: [
    { label: 'External UID', path: 'extern_uid', format: 'code' },
    { label: 'User ID', path: 'user_id', format: 'count' },
    { label: 'Active', path: 'active', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'SCIM identity',
    suggestions: [{ action: 'group_scim.list', text: "list the group's SCIM identities" }],
  },
});
