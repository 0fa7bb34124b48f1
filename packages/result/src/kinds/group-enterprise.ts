/** Kinds of a group's enterprise features: SSO links, SSH certificates, seats, activity and security settings. */
import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** A SAML group link (https://docs.gitlab.com/api/saml/#saml-group-links): an IdP group and the role it grants. */
export const samlGroupLinkKind = defineKind({
  name: 'saml_group_link',
  plural: { key: 'saml_group_links', title: 'SAML Group Links' },
  empty: 'No linked identity provider groups found.',
  heading: { template: 'SAML Group Link: {name}' },
  fields: [
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
    { label: 'Custom Role ID', path: 'member_role_id', format: 'count' },
    { label: 'Provider', path: 'provider', format: 'text' },
  ],
  columns: [
    { label: 'SAML Group', path: 'name', format: 'text' },
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
    { label: 'Provider', path: 'provider', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'SAML group link',
    suggestions: [{ action: 'group.saml_link_list', text: "list the group's SAML group links" }],
  },
});

/** An LDAP group link (https://docs.gitlab.com/api/group_ldap_links/): a CN or a filter, and the role it grants. */
export const ldapGroupLinkKind = defineKind({
  name: 'ldap_group_link',
  plural: { key: 'ldap_group_links', title: 'LDAP Group Links' },
  empty: 'No linked directory groups found.',
  heading: { template: 'LDAP Group Link: {cn|filter}' },
  fields: [
    { label: 'Provider', path: 'provider', format: 'text' },
    { label: 'Filter', path: 'filter', format: 'code' },
    { label: 'Access Level', path: 'group_access', format: 'access_level' },
    { label: 'Custom Role ID', path: 'member_role_id', format: 'count' },
  ],
  columns: [
    { label: 'CN', path: 'cn', format: 'text' },
    { label: 'Filter', path: 'filter', format: 'code' },
    { label: 'Provider', path: 'provider', format: 'text' },
    { label: 'Access Level', path: 'group_access', format: 'access_level' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'LDAP group link',
    suggestions: [{ action: 'group.ldap_link_list', text: "list the group's LDAP group links" }],
  },
});

/** A group's SSH certificate authority (https://docs.gitlab.com/api/group_ssh_certificates/). */
export const sshCertificateKind = defineKind({
  name: 'ssh_certificate',
  plural: { key: 'ssh_certificates', title: 'SSH Certificates' },
  empty: 'No certificates found.',
  heading: { template: 'SSH Certificate: {title}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    CREATED_FIELD,
    { label: 'Key', path: 'key', format: 'code' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Title', path: 'title', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'SSH certificate',
    suggestions: [{ action: 'group.ssh_cert_list', text: "list the group's SSH certificates" }],
  },
});

/** A user who takes a seat in a top-level group (https://docs.gitlab.com/api/members/#list-all-billable-members-of-a-group). */
export const billableMemberKind = defineKind({
  name: 'billable_member',
  plural: { key: 'billable_members', title: 'Billable Members' },
  empty: 'No billable members found.',
  heading: { template: 'Billable Member: {name|username} (@{username})' },
  fields: [
    { label: 'User ID', path: 'id', format: 'count' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Membership', path: 'membership_type', format: 'text' },
    { label: 'Removable', path: 'removable', format: 'bool' },
    { label: 'Last Owner', path: 'is_last_owner', format: 'warning' },
    { label: 'Last Activity', path: 'last_activity_on', format: 'date' },
    { label: 'Last Sign-in', path: 'last_login_at', format: 'date' },
    CREATED_FIELD,
    URL_FIELD,
  ],
  columns: [
    { label: 'User ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'text', prefix: '@', link: 'web_url' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Membership', path: 'membership_type', format: 'text' },
    { label: 'Last Activity', path: 'last_activity_on', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'billable member',
    suggestions: [{ action: 'group.group_billable_members_list', text: "list the group's billable members" }],
  },
});

/** One direct membership of a billable member, in the group or one of its subgroups or projects. */
export const billableMembershipKind = defineKind({
  name: 'billable_membership',
  plural: { key: 'memberships', title: 'Memberships' },
  empty: 'No memberships found.',
  heading: { template: 'Membership in {source_full_name}' },
  fields: [
    { label: 'Source ID', path: 'source_id', format: 'count' },
    { label: 'Access Level', path: 'access_level.string_value', format: 'text' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    CREATED_FIELD,
    { label: 'Members Page', path: 'source_members_url', format: 'link' },
  ],
  columns: [
    { label: 'Source', path: 'source_full_name', format: 'text', link: 'source_members_url' },
    { label: 'Access Level', path: 'access_level.string_value', format: 'text' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'billable member',
    suggestions: [{ action: 'group.group_billable_members_list', text: "list the group's billable members" }],
  },
});

/** A recent-activity counter of group activity analytics; GitLab answers one of the three fields. */
export const groupActivityKind = defineKind({
  name: 'group_activity',
  plural: { key: 'counts', title: 'Group Activity' },
  empty: 'No activity found.',
  heading: { template: 'Group Activity (last 90 days)' },
  fields: [
    { label: 'Issues Created', path: 'issues_count', format: 'count' },
    { label: 'Merge Requests Created', path: 'merge_requests_count', format: 'count' },
    { label: 'Members Added', path: 'new_members_count', format: 'count' },
  ],
  columns: [],
  longText: [],
  nested: [],
  notFound: {
    subject: 'group',
    suggestions: [{ action: 'group.list', text: 'find the group’s full path' }],
  },
});

/** What a group's security settings update answers (https://docs.gitlab.com/api/group_security_settings/). */
export const groupSecuritySettingsKind = defineKind({
  name: 'group_security_settings',
  plural: { key: 'security_settings', title: 'Security Settings' },
  empty: 'No security settings found.',
  heading: { template: 'Group Security Settings' },
  fields: [
    { label: 'Secret Push Protection', path: 'secret_push_protection_enabled', format: 'bool' },
    { label: 'Errors', path: 'errors', format: 'list' },
  ],
  columns: [{ label: 'Secret Push Protection', path: 'secret_push_protection_enabled', format: 'bool' }],
  longText: [],
  nested: [],
  notFound: {
    subject: 'group',
    suggestions: [{ action: 'group.list', text: 'find the group' }],
  },
});
