import type { CatalogCall } from '../catalog-call.js';

const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/**
 * A group's enterprise features against the seeded group `group`: SAML and LDAP links, the credentials inventory
 * (whose answers never carry a token value), SSH certificates, seats, activity counts and security settings.
 */
export const groupEnterpriseCalls: CatalogCall[] = [
  { action: 'group.saml_link_list', params: group, expect: '## SAML Group Links (2)' },
  {
    action: 'group.saml_link_get',
    params: { ...group, saml_group_name: 'developers' },
    expect: 'SAML Group Link: developers',
  },
  {
    action: 'group.saml_link_add',
    params: { ...group, saml_group_name: 'qa-team', access_level: 20 },
    expect: 'SAML Group Link: qa-team',
  },
  { action: 'group.saml_link_delete', params: { ...group, saml_group_name: 'qa-team' }, expect: done },
  {
    action: 'group.saml_link_get',
    params: { ...group, saml_group_name: 'qa-team' },
    expect: 'qa-team',
    isError: true,
  },
  { action: 'group.saml_users_list', params: { ...group, username: 'bob' }, expect: '@bob' },
  { action: 'group.ldap_link_list', params: group, expect: 'engineering' },
  {
    action: 'group.ldap_link_add',
    params: { ...group, provider: 'ldapmain', cn: 'qa', group_access: 20 },
    expect: 'LDAP Group Link: qa',
  },
  {
    action: 'group.ldap_link_add',
    params: { ...group, provider: 'ldapmain', filter: '(ou=ops)', group_access: 30 },
    expect: '(ou=ops)',
  },
  {
    action: 'group.ldap_link_delete',
    params: { ...group, provider: 'ldapmain', filter: '(ou=ops)' },
    expect: done,
  },
  {
    action: 'group.ldap_link_delete_for_provider',
    params: { ...group, provider: 'ldapmain', cn: 'qa' },
    expect: done,
  },
  { action: 'group.ldap_link_list', params: group, expect: '## LDAP Group Links (1)' },
  { action: 'group.ldap_sync', params: group, expect: done },
  { action: 'group.credential_list_pats', params: group, expect: 'alice laptop' },
  {
    action: 'group.credential_list_pats',
    params: { ...group, search: 'bob' },
    expect: '## Access Tokens (1)',
  },
  { action: 'group.credential_revoke_pat', params: { ...group, token_id: 3502 }, expect: done },
  { action: 'group.credential_list_ssh_keys', params: group, expect: 'alice@workstation' },
  { action: 'group.credential_delete_ssh_key', params: { ...group, key_id: 3601 }, expect: done },
  { action: 'group.ssh_cert_list', params: group, expect: 'Corporate CA' },
  {
    action: 'group.ssh_cert_create',
    params: {
      ...group,
      title: 'Build CA',
      key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBuildCA build@example.com',
    },
    expect: 'SSH Certificate: Build CA',
  },
  { action: 'group.ssh_cert_delete', params: { ...group, certificate_id: 3701 }, expect: done },
  {
    action: 'group.group_billable_members_list',
    params: { ...group, sort: 'last_activity_on_asc' },
    expect: '## Billable Members (3)',
  },
  {
    action: 'group.group_billable_member_memberships_list',
    params: { ...group, user_id: 2 },
    expect: 'Maintainer',
  },
  { action: 'group.group_billable_member_remove', params: { ...group, user_id: 4 }, expect: done },
  { action: 'group.analytics_issues_count', params: { group_path: 'group' }, expect: 'Issues Created' },
  { action: 'group.analytics_mr_count', params: { group_path: 'group' }, expect: 'Merge Requests Created' },
  { action: 'group.analytics_members_count', params: { group_path: 'group' }, expect: 'Members Added' },
  {
    action: 'group.security_settings_update',
    params: { ...group, secret_push_protection_enabled: true, projects_to_exclude: [43] },
    expect: 'Secret Push Protection',
  },
];
