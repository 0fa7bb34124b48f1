import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common, orderedPaging } from '../../common-params.js';
import { flag, integer, offsetPaging, oneOf, text, textList } from '../../params.js';
import { tokenOrder, tokenSortSend } from '../../token-order.js';
import type { Owner } from '../owner.js';

const serviceAccountId = integer('Service account (user) ID, from the service account list');
const tokenId = integer('Personal access token ID, from the token list');
const expiresAt = text('Expiry date (YYYY-MM-DD); GitLab’s default lifetime when left out');
const identity = {
  name: text('Display name').optional(),
  username: text('Username; GitLab generates one when left out').optional(),
  email: text('Email; GitLab generates a no-reply address when left out').optional(),
};

/** Each action's ID, written out where the factory is called so that a search for the ID finds it. */
export type ServiceAccountIds = Readonly<
  Record<
    'list' | 'create' | 'pat_list' | 'pat_create' | 'update' | 'delete' | 'pat_rotate' | 'pat_revoke',
    string
  >
>;

/**
 * The service accounts a project or a group owns, and their personal access tokens
 * (https://docs.gitlab.com/api/service_accounts/). A token's value is in the answer of the create or rotate that
 * made it, and nowhere else: GitLab shows it once.
 */
export function serviceAccountActions(owner: Owner, ids: ServiceAccountIds): ActionSpec[] {
  const noun = owner.kind;
  const words = (id: string, description: string, aliases: string[] = []) => ({
    id,
    description,
    aliases,
  });
  const account = { ...owner.one, service_account_id: serviceAccountId };
  const accountNotFound = (args: Record<string, unknown>) =>
    `service account ${String(args.service_account_id)} of ${owner.named(args)}`;
  const tokenNotFound = (args: Record<string, unknown>) =>
    `token ${String(args.token_id)} of service account ${String(args.service_account_id)}`;
  const shared = { resource: null } as const;
  const toAccounts = { action: ids.list, text: `see the ${noun}'s service accounts` };
  const toTokens = { action: ids.pat_list, text: "see the account's tokens" };
  return [
    defineAction({
      ...words(ids.list, `List the service accounts of a ${noun}: bot users for automation.`, [
        'bots',
        'service users',
      ]),
      input: z.object({ ...owner.one, ...orderedPaging }).strict(),
      answer: { list: 'service_account' },
      content: 'list',
      nextSteps: [toTokens, { action: ids.create, text: 'create a service account' }],
      ...shared,
    }),
    defineAction({
      ...words(ids.create, `Create a service account owned by a ${noun}.`, ['new bot user']),
      input: z.object({ ...owner.one, ...identity }).strict(),
      answer: { object: 'service_account' },
      content: 'mutate',
      classification: CREATES,
      nextSteps: [{ action: ids.pat_create, text: 'give it an access token' }],
      ...shared,
    }),
    defineAction({
      ...words(ids.update, `Change the name, username or email of a ${noun}'s service account.`),
      input: z.object({ ...account, ...identity }).strict(),
      answer: { object: 'service_account', notFound: accountNotFound },
      content: 'mutate',
      classification: UPDATES,
      nextSteps: [toAccounts],
      ...shared,
    }),
    defineAction({
      ...words(ids.delete, `Delete a ${noun}'s service account; its tokens stop working.`),
      input: z
        .object({
          ...account,
          hard_delete: flag(
            'Also delete what it contributed instead of moving it to the Ghost user',
          ).optional(),
        })
        .strict(),
      answer: COMPLETED,
      content: 'mutate',
      nextSteps: [toAccounts],
      ...shared,
    }),
    defineAction({
      ...words(
        ids.pat_list,
        `List the personal access tokens of a ${noun}'s service account (never their values).`,
      ),
      input: z
        .object({
          ...account,
          ...common('search', 'created_after', 'created_before'),
          expires_after: text('Only tokens expiring after this date (YYYY-MM-DD)').optional(),
          expires_before: text('Only tokens expiring before this date (YYYY-MM-DD)').optional(),
          last_used_after: text('Only tokens last used after this time (ISO 8601)').optional(),
          last_used_before: text('Only tokens last used before this time (ISO 8601)').optional(),
          revoked: flag('Only revoked (true) or unrevoked (false) tokens').optional(),
          state: oneOf(['active', 'inactive'], 'Only active or inactive tokens').optional(),
          user_id: integer('Only tokens of this user ID').optional(),
          ...tokenOrder,
          ...offsetPaging,
        })
        .strict(),
      gitlab: { send: tokenSortSend },
      answer: { list: 'service_account_token' },
      content: 'list',
      nextSteps: [
        { action: ids.pat_rotate, text: 'rotate a token' },
        { action: ids.pat_revoke, text: 'revoke a token' },
      ],
      ...shared,
    }),
    defineAction({
      ...words(
        ids.pat_create,
        `Create a personal access token for a ${noun}'s service account; its value is shown once.`,
      ),
      input: z
        .object({
          ...account,
          name: text('Token name'),
          scopes: textList('Scopes, e.g. api, read_api, read_repository'),
          description: text('What the token is for').optional(),
          expires_at: expiresAt.optional(),
        })
        .strict(),
      answer: { object: 'new_service_account_token', notFound: accountNotFound },
      content: 'mutate',
      classification: CREATES,
      nextSteps: [toTokens],
      ...shared,
    }),
    defineAction({
      ...words(ids.pat_revoke, `Revoke a personal access token of a ${noun}'s service account.`),
      input: z.object({ ...account, token_id: tokenId }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      nextSteps: [toTokens],
      ...shared,
    }),
    defineAction({
      ...words(
        ids.pat_rotate,
        `Rotate a service account token: the old one is revoked, the new value shown once.`,
      ),
      input: z.object({ ...account, token_id: tokenId, expires_at: expiresAt.optional() }).strict(),
      answer: { object: 'new_service_account_token', notFound: tokenNotFound },
      content: 'mutate',
      // Each rotation revokes the token it names and makes another.
      classification: CREATES,
      nextSteps: [toTokens],
      ...shared,
    }),
  ];
}
