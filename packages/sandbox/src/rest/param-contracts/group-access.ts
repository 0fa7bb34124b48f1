import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, integer, oneOf, required, string } from './spec.js';
import { accessLevel, deployToken, invitation } from './project-access.js';

/*
 * Who belongs to a group and how they sign in: doc/api/access_requests.md, doc/api/invitations.md,
 * doc/api/group_access_tokens.md, doc/api/deploy_tokens.md, doc/api/service_accounts.md, doc/api/members.md
 * (a member, billable members), doc/api/group_ldap_links.md (ee/lib/api/ldap_group_links.rb, ee/lib/ee/api/groups.rb
 * for the sync), doc/api/saml.md (ee/lib/api/saml_group_links.rb), doc/api/scim.md, doc/api/group_enterprise_users.md,
 * doc/api/groups.md ("List provisioned users", "List SAML users", "List all SSH keys for a group",
 * "Get the groups a group can be transferred to"), doc/api/group_ssh_certificates.md, doc/api/audit_events.md.
 */

const group = '/groups/:id';

/** Endpoints whose attribute table names only the path. */
const pathOnly = [
  // doc/api/access_requests.md: list (pages only), request, deny.
  `GET ${group}/access_requests`,
  `POST ${group}/access_requests`,
  `DELETE ${group}/access_requests/:user_id`,
  // doc/api/group_access_tokens.md "Get details on a group access token", "Revoke a group access token".
  `GET ${group}/access_tokens/:token_id`,
  `DELETE ${group}/access_tokens/:token_id`,
  // doc/api/deploy_tokens.md "Get a group deploy token", "Delete a group deploy token".
  `GET ${group}/deploy_tokens/:token_id`,
  `DELETE ${group}/deploy_tokens/:token_id`,
  // doc/api/service_accounts.md "Revoke a personal access token for a group service account".
  `DELETE ${group}/service_accounts/:service_account_id/personal_access_tokens/:token_id`,
  // doc/api/members.md "Get a member of a group or project" (direct, and inherited or invited).
  `GET ${group}/members/:user_id`,
  `GET ${group}/members/all/:user_id`,
  // doc/api/members.md "List memberships for a billable member of a group" (pages only), "Remove a billable member".
  `GET ${group}/billable_members/:user_id/memberships`,
  `DELETE ${group}/billable_members/:user_id`,
  // doc/api/group_ldap_links.md: list, delete by provider and CN in the path, start a sync (ee/lib/ee/api/groups.rb).
  `GET ${group}/ldap_group_links`,
  `DELETE ${group}/ldap_group_links/:provider/:cn`,
  `POST ${group}/ldap_sync`,
  // doc/api/saml.md "List SAML group links".
  `GET ${group}/saml_group_links`,
  // doc/api/scim.md: the group's SCIM identities, one identity, its removal.
  `GET ${group}/scim/identities`,
  `GET ${group}/scim/:uid`,
  `DELETE ${group}/scim/:uid`,
  // doc/api/group_enterprise_users.md "Get details on an enterprise user", "Disable two-factor authentication".
  `GET ${group}/enterprise_users/:user_id`,
  `PATCH ${group}/enterprise_users/:user_id/disable_two_factor`,
  // doc/api/groups.md credentials inventory: revoke a personal access token, delete an SSH key.
  `DELETE ${group}/manage/personal_access_tokens/:token_id`,
  `DELETE ${group}/manage/ssh_keys/:key_id`,
  // doc/api/group_ssh_certificates.md: list (pages only), delete.
  `GET ${group}/ssh_certificates`,
  `DELETE ${group}/ssh_certificates/:ssh_certificates_id`,
  // doc/api/audit_events.md "Retrieve a specific group audit event".
  `GET ${group}/audit_events/:audit_event_id`,
];

/** The filters of the lists of a group's users (SAML, provisioned and enterprise users), ee/lib/ee/api/groups.rb. */
const userFilters: ParamContract = {
  username: string,
  search: string,
  active: boolean,
  blocked: boolean,
  created_after: datetime,
  created_before: datetime,
};

// doc/api/members.md "List all billable members of a group": the sorts of EE's MembersHelpers.member_sort_options.
const billableSort = oneOf(
  'access_level_asc',
  'access_level_desc',
  'last_joined',
  'name_asc',
  'name_desc',
  'oldest_joined',
  'oldest_sign_in',
  'recent_sign_in',
  'last_activity_on_asc',
  'last_activity_on_desc',
);

export const groupAccessContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(pathOnly.map((route) => [route, {}])),
  [`POST ${group}/invitations`]: invitation,
  [`POST ${group}/deploy_tokens`]: deployToken,
  // doc/api/service_accounts.md "Delete a group service account": its contributions go too with `hard_delete`.
  [`DELETE ${group}/service_accounts/:service_account_id`]: { hard_delete: boolean },
  [`GET ${group}/billable_members`]: { search: string, sort: billableSort },
  // doc/api/group_ldap_links.md "Add an LDAP group link" and "Delete an LDAP group link" (by CN or filter).
  [`POST ${group}/ldap_group_links`]: {
    cn: string,
    filter: string,
    group_access: required(accessLevel),
    provider: required(string),
    member_role_id: integer,
  },
  [`DELETE ${group}/ldap_group_links`]: { cn: string, filter: string, provider: required(string) },
  // doc/api/saml.md "Add a SAML group link", "Get a SAML group link", "Delete a SAML group link": the provider
  // tells apart links of the same name.
  [`POST ${group}/saml_group_links`]: {
    saml_group_name: required(string),
    access_level: required(accessLevel),
    member_role_id: integer,
    provider: string,
  },
  [`GET ${group}/saml_group_links/:saml_group_name`]: { provider: string },
  [`DELETE ${group}/saml_group_links/:saml_group_name`]: { provider: string },
  [`GET ${group}/saml_users`]: userFilters,
  [`GET ${group}/provisioned_users`]: userFilters,
  // doc/api/scim.md "Update extern_uid field for a SCIM identity".
  [`PATCH ${group}/scim/:uid`]: { extern_uid: required(string) },
  // doc/api/group_enterprise_users.md "List all enterprise users" (2FA enrolment) and "Delete an enterprise user".
  [`GET ${group}/enterprise_users`]: { ...userFilters, two_factor: oneOf('enabled', 'disabled') },
  [`DELETE ${group}/enterprise_users/:user_id`]: { hard_delete: boolean },
  // doc/api/groups.md "List all SSH keys for a group" (ee/lib/api/manage/groups.rb).
  [`GET ${group}/manage/ssh_keys`]: {
    created_before: datetime,
    created_after: datetime,
    expires_before: datetime,
    expires_after: datetime,
  },
  // doc/api/group_ssh_certificates.md "Create SSH certificate".
  [`POST ${group}/ssh_certificates`]: { title: required(string), key: required(string) },
  // doc/api/groups.md "Get the groups a group can be transferred to".
  [`GET ${group}/transfer_locations`]: { search: string },
};
