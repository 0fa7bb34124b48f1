import { z } from 'zod';
import { COMPLETED, defineAction } from '../../../action.js';
import { CREATES } from '../../../classifications.js';
import { flag, groupId, integer, offsetPaging, oneOf, text } from '../../../params.js';
import { tokenOrder, tokenSortSend } from '../../../token-order.js';
import { NO_ORDER, unorderedPaging } from '../../../unsupported-params.js';

const oneGroup = { group_id: groupId };
const dateFilter = (what: string) => text(`Only ${what} (ISO 8601)`).optional();

/**
 * The credentials inventory of a group's enterprise users (https://docs.gitlab.com/api/groups/#credentials-inventory-management,
 * GitLab.com Ultimate): their personal access tokens and SSH keys, which the group's owners may revoke.
 */
export const credentialActions = [
  defineAction({
    id: 'group.credential_list_pats',
    description:
      'List the personal access tokens of a group’s enterprise users (credentials inventory), without their values.',
    input: z
      .object({
        ...oneGroup,
        search: text('Only tokens whose name contains this').optional(),
        state: oneOf(['active', 'inactive'], 'Only active or only inactive tokens').optional(),
        revoked: flag('Only revoked (true) or unrevoked (false) tokens').optional(),
        created_after: dateFilter('tokens created after this time'),
        created_before: dateFilter('tokens created before this time'),
        last_used_after: dateFilter('tokens last used after this time'),
        last_used_before: dateFilter('tokens last used before this time'),
        ...tokenOrder,
        ...offsetPaging,
      })
      .strict(),
    // GitLab never sends a token's value in the inventory, and the `access_token` kind has no row for one.
    gitlab: { send: tokenSortSend },
    answer: { list: 'access_token' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.credential_revoke_pat', text: 'revoke a token' }],
    tier: 'ultimate',
    aliases: ['credentials inventory', 'enterprise user tokens'],
  }),
  defineAction({
    id: 'group.credential_revoke_pat',
    description: 'Revoke a personal access token of one of a group’s enterprise users.',
    input: z
      .object({ ...oneGroup, token_id: integer('Personal access token ID, from the inventory') })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'group.credential_list_pats', text: 'see the tokens that remain' }],
    tier: 'ultimate',
    aliases: ['revoke enterprise user token'],
  }),
  defineAction({
    id: 'group.credential_list_ssh_keys',
    description: 'List the SSH keys of a group’s enterprise users (credentials inventory).',
    input: z
      .object({
        ...oneGroup,
        created_after: dateFilter('keys created after this time'),
        created_before: dateFilter('keys created before this time'),
        expires_after: dateFilter('keys expiring after this time'),
        expires_before: dateFilter('keys expiring before this time'),
        ...unorderedPaging,
      })
      .strict(),
    // GitLab filters the keys by dates but declares no order (ee/lib/api/manage/groups.rb).
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's credentials inventory of SSH keys (GET /groups/{group_id}/manage/ssh_keys)",
    },
    answer: { list: 'ssh_key' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.credential_delete_ssh_key', text: 'delete a key' }],
    tier: 'ultimate',
    aliases: ['enterprise user ssh keys'],
  }),
  defineAction({
    id: 'group.credential_delete_ssh_key',
    description: 'Delete an SSH key of one of a group’s enterprise users.',
    input: z.object({ ...oneGroup, key_id: integer('SSH key ID, from the inventory') }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'group.credential_list_ssh_keys', text: 'see the keys that remain' }],
    tier: 'ultimate',
    aliases: ['delete enterprise user ssh key'],
  }),
];

/**
 * SSH certificate authorities of a top-level group (https://docs.gitlab.com/api/group_ssh_certificates/, GitLab.com
 * Premium): git access with user certificates signed by one of them.
 */
export const sshCertificateActions = [
  defineAction({
    id: 'group.ssh_cert_list',
    description: 'List the SSH certificate authorities of a top-level group.',
    input: z.object({ ...oneGroup, ...offsetPaging }).strict(),
    answer: { list: 'ssh_certificate' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.ssh_cert_create', text: 'add a certificate authority' }],
    tier: 'premium',
    aliases: ['ssh ca'],
  }),
  defineAction({
    id: 'group.ssh_cert_create',
    description: 'Add an SSH certificate authority (its public key) to a top-level group.',
    input: z
      .object({
        ...oneGroup,
        key: text('Public key of the certificate authority, e.g. ssh-rsa AAAA…'),
        title: text('Title of the certificate'),
      })
      .strict(),
    answer: { object: 'ssh_certificate' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'group.ssh_cert_list', text: 'see every certificate' }],
    tier: 'premium',
    aliases: ['add ssh ca'],
  }),
  defineAction({
    id: 'group.ssh_cert_delete',
    description: 'Remove an SSH certificate authority from a top-level group.',
    input: z.object({ ...oneGroup, certificate_id: integer('SSH certificate ID, from the list') }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'group.ssh_cert_list', text: 'see the certificates that remain' }],
    tier: 'premium',
    aliases: ['remove ssh ca'],
  }),
];
