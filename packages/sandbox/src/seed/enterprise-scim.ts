import type { PlainRow } from '../store/rows.js';

/**
 * The enterprise users of group `group` (10): alice (two-factor on) and bob (off), both provisioned by its SCIM
 * identity provider, whose identities link the provider's UIDs to them.
 */
export function seedEnterpriseScimTables(): Record<string, PlainRow[]> {
  return {
    enterprise_users: [
      { group_id: 10, user_id: 2, two_factor_enabled: true },
      { group_id: 10, user_id: 3, two_factor_enabled: false },
    ],
    scim_identities: [
      { group_id: 10, extern_uid: 'okta-00u1alice', user_id: 2, active: true },
      { group_id: 10, extern_uid: 'okta-00u2bob', user_id: 3, active: true },
    ],
  };
}
