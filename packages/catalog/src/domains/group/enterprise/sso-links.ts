import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { COMPLETED, defineAction } from '../../../action.js';
import { CREATES, UPDATES } from '../../../classifications.js';
import { groupId, integer, integerOf, text } from '../../../params.js';
import { NO_ORDER, unorderedPaging } from '../../../unsupported-params.js';

const oneGroup = { group_id: groupId };
const samlGroupName = text('Name of the group in the SAML identity provider');
const provider = text('Name of the LDAP server as configured in gitlab.rb, e.g. ldapmain');
const cn = text('LDAP group common name (CN)');
const filter = text('LDAP filter selecting the users, instead of a CN');
const memberRoleId = integer('Custom role ID to grant instead of a default role (Ultimate)');
const samlLinkNotFound = (args: { group_id: string; saml_group_name: string }) =>
  `SAML group link ${args.saml_group_name} in group ${args.group_id}`;
const ldapInGroup = (args: { group_id: string }) => `LDAP group links of group ${args.group_id}`;

const toSamlLinks = { action: 'group.saml_link_list', text: 'see every SAML group link' };
const toLdapLinks = { action: 'group.ldap_link_list', text: 'see every LDAP group link' };

/**
 * SAML group links (https://docs.gitlab.com/api/saml/#saml-group-links) and the users a group's SAML SSO created
 * (https://docs.gitlab.com/api/groups/#list-saml-users): members of a SAML group get the link's role on sign-in.
 */
export const samlActions = [
  defineAction({
    id: 'group.saml_link_list',
    description: 'List the SAML group links of a group: which identity-provider group gets which role.',
    input: z.object(oneGroup).strict(),
    answer: { list: 'saml_group_link' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'group.saml_link_get', text: 'see one link' },
      { action: 'group.saml_link_add', text: 'link another SAML group' },
    ],
    tier: 'premium',
    aliases: ['saml group sync', 'sso group links'],
  }),
  defineAction({
    id: 'group.saml_link_get',
    description: 'Get one SAML group link of a group by the SAML group name: its role and provider.',
    input: z.object({ ...oneGroup, saml_group_name: samlGroupName }).strict(),
    answer: { object: 'saml_group_link', notFound: samlLinkNotFound },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'group.saml_link_delete', text: 'remove the link' }],
    tier: 'premium',
    aliases: ['saml group link'],
  }),
  defineAction({
    id: 'group.saml_link_add',
    description: 'Link a SAML identity-provider group to a group, granting its members a role on sign-in.',
    input: z
      .object({
        ...oneGroup,
        saml_group_name: samlGroupName,
        access_level: integer('Role to grant: 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner'),
        member_role_id: memberRoleId.optional(),
        provider: text('Unique name of the SAML provider, when the group has several').optional(),
      })
      .strict(),
    answer: { object: 'saml_group_link' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [toSamlLinks],
    tier: 'premium',
    aliases: ['add saml group link'],
  }),
  defineAction({
    id: 'group.saml_link_delete',
    description: 'Remove a SAML group link from a group; members keep their role until the next sign-in.',
    input: z.object({ ...oneGroup, saml_group_name: samlGroupName }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [toSamlLinks],
    tier: 'premium',
    aliases: ['remove saml group link'],
  }),
  defineAction({
    id: 'group.saml_users_list',
    description: 'List the users provisioned by a group’s SAML single sign-on, with their state.',
    input: z
      .object({
        ...oneGroup,
        username: text('Only the user with this username').optional(),
        search: text('Only users whose name, username or email contains this').optional(),
        active: z.boolean().describe('Only active users').optional(),
        blocked: z.boolean().describe('Only blocked users').optional(),
        created_after: text('Only users created after this time (ISO 8601)').optional(),
        created_before: text('Only users created before this time (ISO 8601)').optional(),
        ...unorderedPaging,
      })
      .strict(),
    // GitLab filters a group's SAML users but declares no order (ee/lib/ee/api/groups.rb).
    unsupported: { params: NO_ORDER, endpoint: "GitLab's SAML users (GET /groups/{group_id}/saml_users)" },
    answer: { list: 'user' },
    content: 'list',
    resource: null,
    nextSteps: [toSamlLinks],
    tier: 'premium',
    aliases: ['sso users', 'saml identities'],
  }),
];

/**
 * The role of an LDAP group link is one GitLab grants, Minimal Access (5) up: it refuses no access (0)
 * (ee/lib/api/ldap_group_links.rb, `Gitlab::Access.values_with_minimal_access`), so that call is refused here first.
 */
function refusingNoAccess(args: Record<string, unknown>): Record<string, unknown> {
  if (args.group_access === 0)
    throw new GitLabMcpError(
      'action_outcome',
      'group_access 0 (no access) is not a role GitLab gives an LDAP group link; nothing was sent. ' +
        'Call again with 5 (minimal access) to 50 (owner).',
    );
  return args;
}

/**
 * LDAP group links and sync (https://docs.gitlab.com/api/group_ldap_links/, self-managed Premium): members of an
 * LDAP group (by CN or by filter) get the link's role at the next sync.
 */
export const ldapActions = [
  defineAction({
    id: 'group.ldap_link_list',
    description: 'List the LDAP group links of a group: which LDAP group or filter gets which role.',
    input: z.object(oneGroup).strict(),
    answer: { list: 'ldap_group_link' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'group.ldap_link_add', text: 'link another LDAP group' },
      { action: 'group.ldap_sync', text: 'sync the members now' },
    ],
    tier: 'premium',
    aliases: ['ldap group sync links'],
  }),
  defineAction({
    id: 'group.ldap_link_add',
    description: 'Link an LDAP group (by CN) or an LDAP filter to a group, granting a role at each sync.',
    input: z
      .object({
        ...oneGroup,
        provider,
        group_access: integerOf(
          [0, 5, 10, 15, 20, 25, 30, 40, 50],
          'Role to grant: 10 guest, 15 planner, 20 reporter, 30 developer, 40 maintainer, 50 owner',
        ),
        cn: cn.optional(),
        filter: filter.optional(),
        member_role_id: memberRoleId.optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /groups/{group_id}/ldap_group_links', send: refusingNoAccess },
    answer: { object: 'ldap_group_link', notFound: ldapInGroup },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'group.ldap_sync', text: 'sync the members now' }, toLdapLinks],
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'group.ldap_link_delete',
    description: 'Remove an LDAP group link from a group, named by its CN or its filter (and provider).',
    input: z
      .object({
        ...oneGroup,
        cn: cn.optional(),
        filter: filter.optional(),
        provider: provider.optional(),
      })
      .strict(),
    gitlab: { rest: 'DELETE /groups/{group_id}/ldap_group_links' },
    // GitLab requires the provider whether the link is named by CN or by filter (ee/lib/api/ldap_group_links.rb).
    requires: {
      params: ['provider'],
      endpoint: "GitLab's LDAP group link deletion (DELETE /groups/:id/ldap_group_links)",
    },
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [toLdapLinks],
    tier: 'premium',
    aliases: ['remove ldap group link'],
  }),
  defineAction({
    id: 'group.ldap_link_delete_for_provider',
    description: 'Remove the LDAP group link of one CN on one LDAP provider from a group.',
    input: z.object({ ...oneGroup, provider, cn }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [toLdapLinks],
    tier: 'premium',
    aliases: ['remove ldap link by cn'],
  }),
  defineAction({
    id: 'group.ldap_sync',
    description: 'Start an LDAP sync of a group now, instead of waiting for the scheduled one.',
    input: z.object(oneGroup).strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.members', text: 'see the members after the sync' }],
    tier: 'premium',
    aliases: ['sync ldap'],
  }),
];
