import { z } from 'zod';
import { COMPLETED, defineAction } from '../action.js';
import { UPDATES } from '../classifications.js';
import { groupId, text } from '../params.js';

/**
 * The SCIM identities of a group (https://docs.gitlab.com/api/scim/, GitLab.com Premium): which of the identity
 * provider's users each GitLab account is linked to. The external UID is the provider's user ID, not a secret.
 */
const oneGroup = { group_id: groupId };
const uid = text('External UID of the identity, from the identity list');
const identityNotFound = (args: { group_id: string; uid: string }) =>
  `SCIM identity "${args.uid}" of group ${args.group_id}`;
const shared = { resource: null, tier: 'premium' } as const;
const toIdentity = { action: 'group_scim.get', text: 'see the identity' };

export const groupScimActions = [
  defineAction({
    id: 'group_scim.list',
    description:
      "List a group's SCIM identities: each external UID, its GitLab user and whether it is active.",
    input: z.object(oneGroup).strict(),
    answer: { list: 'scim_identity' },
    content: 'list',
    nextSteps: [toIdentity, { action: 'enterprise_user.list', text: "see the group's enterprise users" }],
    aliases: ['scim users', 'provisioned identities'],
    ...shared,
  }),
  defineAction({
    id: 'group_scim.get',
    description: 'Get one SCIM identity of a group by its external UID.',
    input: z.object({ ...oneGroup, uid }).strict(),
    answer: { object: 'scim_identity', notFound: identityNotFound },
    content: 'detail',
    nextSteps: [
      { action: 'group_scim.update', text: 'change its external UID' },
      { action: 'group_scim.delete', text: 'unlink it' },
    ],
    aliases: [],
    ...shared,
  }),
  defineAction({
    id: 'group_scim.update',
    description:
      "Change the external UID a group's SCIM identity links to, e.g. after the provider renamed the user.",
    input: z
      .object({
        ...oneGroup,
        uid,
        extern_uid: text('New external UID, as the identity provider knows the user'),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: UPDATES,
    nextSteps: [{ action: 'group_scim.list', text: 'see the identities' }],
    aliases: [],
    ...shared,
  }),
  defineAction({
    id: 'group_scim.delete',
    description: "Delete a SCIM identity: the user stays, unlinked from the group's identity provider.",
    input: z.object({ ...oneGroup, uid }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [{ action: 'group_scim.list', text: 'see the identities that remain' }],
    aliases: [],
    ...shared,
  }),
];
