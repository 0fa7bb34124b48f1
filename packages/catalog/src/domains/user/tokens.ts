import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { flag, integer, oneOf, text, textList } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { userId } from './params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/*
 * Token values appear only in the answer of the action that created them: GitLab sends `token` once, and the
 * kind of lists and gets (`access_token`, shared with the access domain) has no row for it; gets also drop the
 * field, should GitLab send it, so the structuredContent cannot carry it either.
 */

const tokenFields = {
  name: text('Name of the token'),
  scopes: textList('Scopes, e.g. ["read_api"] or ["api", "read_repository"]'),
  expires_at: text('Expiry date (YYYY-MM-DD); GitLab sets a default when absent').optional(),
};
const tokenId = integer('Token ID, from the list');
const impersonationNotFound = (args: { token_id: number; user_id: number }) =>
  `impersonation token ${args.token_id} of user ${args.user_id}`;

function patCreate(spec: Pick<ActionSpec, 'id' | 'description' | 'aliases'> & { forUser: boolean }) {
  const { forUser, ...words } = spec;
  return defineAction({
    ...words,
    input: z
      .object({
        ...(forUser ? { user_id: userId } : {}),
        ...tokenFields,
        description: text('What the token is for').optional(),
      })
      .strict(),
    answer: { object: 'new_access_token' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'access.token_personal_list', text: 'see the personal access tokens' },
      { action: 'access.token_personal_revoke', text: 'revoke a token' },
    ],
    ...(forUser ? { admin: true } : {}),
  });
}

/** Personal access tokens made for a user, impersonation tokens, and runners created by the token's user. */
export const userTokenActions = [
  patCreate({
    id: 'user.create_current_user_pat',
    description:
      'Create a personal access token for yourself; GitLab allows only the k8s_proxy and self_rotate scopes here.',
    aliases: ['new token for me'],
    forUser: false,
  }),
  patCreate({
    id: 'user.create_personal_access_token',
    description:
      'Create a personal access token for any user (admin); the value is shown only in this answer.',
    aliases: ['new pat', 'create pat for user'],
    forUser: true,
  }),
  defineAction({
    id: 'user.list_impersonation_tokens',
    description: "List a user's impersonation tokens, active or revoked, without their values (admin).",
    input: z
      .object({
        user_id: userId,
        state: oneOf(['all', 'active', 'inactive'], 'Which tokens').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's impersonation tokens (GET /users/:user_id/impersonation_tokens)",
    },
    answer: { list: 'access_token' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'user.get_impersonation_token', text: 'see one token' },
      { action: 'user.revoke_impersonation_token', text: 'revoke a token' },
    ],
    aliases: ['impersonation tokens'],
    admin: true,
  }),
  defineAction({
    id: 'user.get_impersonation_token',
    description:
      "Get one of a user's impersonation tokens: scopes, expiry, last use; never its value (admin).",
    input: z.object({ user_id: userId, token_id: tokenId }).strict(),
    gitlab: {
      reshape: withoutFields(['token']),
    },
    answer: { object: 'access_token', notFound: impersonationNotFound },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'user.revoke_impersonation_token', text: 'revoke the token' }],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'user.create_impersonation_token',
    description:
      'Create an impersonation token that acts as a user (admin); the value is shown only in this answer.',
    input: z.object({ user_id: userId, ...tokenFields }).strict(),
    answer: { object: 'new_access_token' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'user.list_impersonation_tokens', text: "see the user's impersonation tokens" }],
    aliases: ['act as user', 'impersonate'],
    admin: true,
  }),
  defineAction({
    id: 'user.revoke_impersonation_token',
    description: "Revoke one of a user's impersonation tokens (admin); it stops working at once.",
    input: z.object({ user_id: userId, token_id: tokenId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'user.list_impersonation_tokens', text: 'see the tokens that remain' }],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'user.create_runner',
    description:
      'Create a runner for the instance, a group or a project; its authentication token is shown only in this answer.',
    input: z
      .object({
        runner_type: oneOf(['instance_type', 'group_type', 'project_type'], 'Where the runner serves'),
        group_id: integer('Group ID, for group_type').optional(),
        project_id: integer('Project ID, for project_type').optional(),
        description: text('Description of the runner').optional(),
        paused: flag('Create it paused: it picks no jobs').optional(),
        locked: flag('Lock it to its current projects').optional(),
        run_untagged: flag('Whether it picks jobs without tags').optional(),
        tag_list: textList('Tags of the runner').optional(),
        access_level: text('not_protected or ref_protected (only protected branches)').optional(),
        maximum_timeout: integer('Maximum job timeout in seconds').optional(),
        maintenance_note: text('Free-form maintenance note').optional(),
      })
      .strict(),
    answer: { object: 'user_runner_created' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [],
    aliases: ['register runner', 'new runner'],
  }),
];
