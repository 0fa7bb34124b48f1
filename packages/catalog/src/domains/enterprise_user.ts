import { z } from 'zod';
import { COMPLETED, defineAction } from '../action.js';
import { common } from '../common-params.js';
import { flag, groupId, integer, oneOf } from '../params.js';
import { NO_ORDER, unorderedPaging } from '../unsupported-params.js';

/**
 * The enterprise users of a top-level group (https://docs.gitlab.com/api/group_enterprise_users/, GitLab.com
 * Premium): accounts the group's verified domain owns, which the group's Owners read, free of two-factor
 * authentication and delete, whether or not they are members.
 */
const oneUser = { group_id: groupId, user_id: integer('User ID of the enterprise user') };
const userNotFound = (args: { group_id: string; user_id: number }) =>
  `enterprise user ${args.user_id} of group ${args.group_id}`;
const shared = { resource: null, tier: 'premium' } as const;
const toUser = { action: 'enterprise_user.get', text: 'see the enterprise user' };
const toList = { action: 'enterprise_user.list', text: "see the group's enterprise users" };

export const enterpriseUserActions = [
  defineAction({
    id: 'enterprise_user.list',
    description:
      "List a top-level group's enterprise users, filtered by name, state, creation time or two-factor status.",
    input: z
      .object({
        group_id: groupId,
        ...common('username', 'search', 'created_after', 'created_before'),
        active: flag('Only active users').optional(),
        blocked: flag('Only blocked users').optional(),
        two_factor: oneOf(
          ['enabled', 'disabled'],
          'Only users with two-factor authentication on or off',
        ).optional(),
        ...unorderedPaging,
      })
      .strict(),
    // GitLab filters enterprise users but declares no order (doc/api/group_enterprise_users.md).
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's enterprise users (GET /groups/{group_id}/enterprise_users)",
    },
    answer: { list: 'user' },
    content: 'list',
    nextSteps: [toUser, { action: 'group_scim.list', text: "see the group's SCIM identities" }],
    aliases: ['domain users', 'managed accounts'],
    ...shared,
  }),
  defineAction({
    id: 'enterprise_user.get',
    description:
      'Get one enterprise user of a top-level group: state, email, two-factor status and identities.',
    input: z.object(oneUser).strict(),
    answer: { object: 'user', notFound: userNotFound },
    content: 'detail',
    nextSteps: [
      { action: 'enterprise_user.disable_2fa', text: 'turn off their two-factor authentication' },
      { action: 'enterprise_user.delete', text: 'delete the account' },
    ],
    aliases: [],
    ...shared,
  }),
  defineAction({
    id: 'enterprise_user.disable_2fa',
    description:
      "Turn off an enterprise user's two-factor authentication, e.g. after they lost their device.",
    input: z.object(oneUser).strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [toUser],
    aliases: ['reset 2fa', 'disable two factor'],
    ...shared,
  }),
  defineAction({
    id: 'enterprise_user.delete',
    description:
      "Delete an enterprise user's account; with hard_delete their contributions go too instead of moving to a ghost user.",
    input: z
      .object({
        ...oneUser,
        hard_delete: flag('Also delete their contributions and the groups they alone own').optional(),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [toList],
    aliases: [],
    ...shared,
  }),
];
