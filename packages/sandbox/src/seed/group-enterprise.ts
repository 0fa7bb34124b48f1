import type { PlainRow } from '../store/rows.js';

/**
 * Enterprise data of group `group` (10): SAML and LDAP links, the users its SAML SSO provisioned, the credentials
 * inventory of its enterprise users, SSH certificate authorities and its billable members. Token values are not
 * seeded at all: the inventory never shows one.
 */
export function seedGroupEnterpriseTables(): Record<string, PlainRow[]> {
  return {
    saml_group_links: [
      { group_id: 10, name: 'developers', access_level: 30, member_role_id: null, provider: null },
      { group_id: 10, name: 'admins', access_level: 50, member_role_id: null, provider: null },
    ],
    saml_users: [
      { group_id: 10, user_id: 2 },
      { group_id: 10, user_id: 3 },
    ],
    ldap_group_links: [
      {
        group_id: 10,
        cn: 'engineering',
        group_access: 30,
        provider: 'ldapmain',
        filter: null,
        member_role_id: null,
      },
    ],
    group_manage_pats: [
      {
        id: 3501,
        group_id: 10,
        name: 'alice laptop',
        description: null,
        revoked: false,
        active: true,
        scopes: ['read_api'],
        user_id: 2,
        created_at: '2025-01-10T09:00:00.000Z',
        last_used_at: '2025-03-20T09:00:00.000Z',
        expires_at: '2025-12-31',
      },
      {
        id: 3502,
        group_id: 10,
        name: 'bob ci',
        description: null,
        revoked: false,
        active: true,
        scopes: ['api'],
        user_id: 3,
        created_at: '2025-02-01T09:00:00.000Z',
        last_used_at: null,
        expires_at: '2025-06-30',
      },
    ],
    group_manage_ssh_keys: [
      {
        id: 3601,
        group_id: 10,
        title: 'alice@workstation',
        created_at: '2025-01-12T09:00:00.000Z',
        expires_at: null,
        last_used_at: '2025-03-19T09:00:00.000Z',
        usage_type: 'auth_and_signing',
        user_id: 2,
      },
    ],
    group_ssh_certificates: [
      {
        id: 3701,
        group_id: 10,
        title: 'Corporate CA',
        key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGroupCorporateCA group-ca@example.com',
        created_at: '2025-01-05T09:00:00.000Z',
      },
    ],
    billable_members: [
      { group_id: 10, user_id: 2, membership_type: 'group_member', last_activity_on: '2025-03-20' },
      { group_id: 10, user_id: 3, membership_type: 'group_member', last_activity_on: '2025-03-18' },
      { group_id: 10, user_id: 4, membership_type: 'project_member', last_activity_on: '2025-02-01' },
    ],
  };
}
