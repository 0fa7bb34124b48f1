import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, RestTemplate } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { flag, offsetPaging, oneOf, text, textList } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import { unsupportedOrderBy } from '../../unsupported-params.js';
import type { OwnedWords, Owner } from '../owner.js';
import { accessLevel, expiresAt, tokenId } from './params.js';
import { restUnlessRecorded } from '../../reference-rest.js';

/*
 * A token's secret appears only in the answer of the create or rotate that made it (`new_access_token`); lists and
 * gets answer `access_token`, whose kind has no row for it, and gets drop the field should GitLab send it, so the
 * structuredContent cannot carry it either.
 */
const WITHOUT_SECRET = withoutFields(['token']);

/** Whose tokens: the token user's own (personal), or a project's or group's (their bot users' tokens). */
export interface TokenOwner {
  /** The tokens' REST path: `/personal_access_tokens`, `/projects/{project_id}/access_tokens`. */
  base: string;
  one: Record<string, z.ZodType>;
  named(args: Record<string, unknown>): string;
  /** A get without `token_id` reads the session's own token (`GET …/self`): GitLab offers it for personal tokens. */
  readsSelf: boolean;
}

/** The access tokens of a project or group. */
export function resourceTokens(owner: Owner): TokenOwner {
  return { base: `${owner.path}/access_tokens`, one: owner.one, named: owner.named, readsSelf: false };
}

export const PERSONAL_TOKENS: TokenOwner = {
  base: '/personal_access_tokens',
  one: {},
  named: () => 'the personal access tokens you can see',
  readsSelf: true,
};

/** The filters GitLab's token lists take (personal and group tokens; project tokens take only `state`). */
export const TOKEN_FILTERS = {
  ...common('created_after', 'created_before', 'search'),
  expires_after: text('Only tokens expiring after this date (YYYY-MM-DD)').optional(),
  expires_before: text('Only tokens expiring before this date (YYYY-MM-DD)').optional(),
  last_used_after: text('Only tokens last used after this time (ISO 8601)').optional(),
  last_used_before: text('Only tokens last used before this time (ISO 8601)').optional(),
  revoked: flag('Only revoked (true) or unrevoked (false) tokens').optional(),
};

const rotateInput = {
  expires_at: expiresAt.optional().describe('Expiry of the new token (default one week)'),
};

/** The token actions of one owner, by verb; `create` where GitLab lets the API make them (not for personal ones). */
export type TokenWords = Record<'list' | 'get' | 'revoke' | 'rotate' | 'rotateSelf', OwnedWords> & {
  create?: OwnedWords;
};

/**
 * Personal, project and group access tokens (https://docs.gitlab.com/api/personal_access_tokens/,
 * …/project_access_tokens/, …/group_access_tokens/): list, read, revoke, rotate by ID and rotate the token that
 * makes the request. A personal token's get without an ID reads that token itself (`self`).
 */
export function accessTokenActions(owner: TokenOwner, words: TokenWords): ActionSpec[] {
  const { base } = owner;
  const one = { ...owner.one, token_id: tokenId };
  const notFound = (args: Record<string, unknown>) =>
    args.token_id === undefined
      ? 'the token of this session'
      : `token ${String(args.token_id)} in ${owner.named(args)}`;
  const byId = `GET ${base}/{token_id}` as RestTemplate;
  const rotate = (verbWords: OwnedWords, path: string, input: Record<string, z.ZodType>) =>
    defineAction({
      ...verbWords,
      input: z.object({ ...input, ...rotateInput }).strict(),
      answer: { object: 'new_access_token', notFound },
      content: 'mutate',
      // Every call makes another secret and revokes the one before: repeating it is never harmless.
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the tokens' }],
    });
  return [
    defineAction({
      ...words.list,
      input: z
        .object({
          ...owner.one,
          ...words.list.params,
          state: oneOf(['active', 'inactive'], 'Only active or only inactive tokens').optional(),
          sort: oneOf(
            [
              'created_asc',
              'created_desc',
              'expires_asc',
              'expires_desc',
              'last_used_asc',
              'last_used_desc',
              'name_asc',
              'name_desc',
            ],
            'Order, e.g. expires_asc for the next to expire first',
          ).optional(),
          order_by: unsupportedOrderBy,
          ...offsetPaging,
        })
        .strict(),
      gitlab: {
        reshape: WITHOUT_SECRET,
      },
      // GitLab's token lists order by `sort` alone (created_asc … name_desc) and ignore an order_by.
      unsupported: {
        params: { order_by: 'sort names the field, e.g. expires_asc' },
        endpoint: `GitLab's token list (GET ${base}), which orders by sort alone,`,
      },
      answer: { list: 'access_token' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one token' },
        { action: words.rotate.id, text: 'rotate a token before it expires' },
      ],
    }),
    defineAction({
      ...words.get,
      input: z
        .object(
          owner.readsSelf
            ? { token_id: tokenId.optional().describe('Token ID; without it, the token of this session') }
            : one,
        )
        .strict(),
      gitlab: {
        ...restUnlessRecorded(words.get.id, byId),
        ...(owner.readsSelf
          ? {
              route: (args: Record<string, unknown>) =>
                args.token_id === undefined ? (`GET ${base}/self` as RestTemplate) : byId,
            }
          : {}),
        reshape: WITHOUT_SECRET,
      },
      answer: { object: 'access_token', notFound },
      content: 'detail',
      resource: null,
      nextSteps: [
        { action: words.rotate.id, text: 'rotate it' },
        { action: words.revoke.id, text: 'revoke it' },
      ],
    }),
    ...(words.create
      ? [
          defineAction({
            ...words.create,
            input: z
              .object({
                ...owner.one,
                name: text('A name for the token'),
                scopes: textList(
                  'What it may do, e.g. ["read_api"] or ["api", "read_repository", "write_repository"]',
                ),
                access_level: accessLevel.optional().describe('Role of its bot user (default 40 Maintainer)'),
                ...common('description'),
                expires_at: expiresAt
                  .optional()
                  .describe('Expiry date (YYYY-MM-DD); GitLab sets one if absent'),
              })
              .strict(),
            answer: { object: 'new_access_token' },
            content: 'mutate',
            classification: CREATES,
            resource: null,
            nextSteps: [{ action: words.list.id, text: 'see the tokens' }],
          }),
        ]
      : []),
    defineAction({
      ...words.revoke,
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the tokens that remain' }],
    }),
    rotate(words.rotate, `${base}/{token_id}`, one),
    rotate(words.rotateSelf, `${base}/self`, owner.one),
  ];
}

/** Revokes the token of this session itself: every later call with it fails. */
export const revokeSelfAction = defineAction({
  id: 'access.token_personal_revoke_self',
  description: 'Revoke the personal access token this session uses; nothing works with it afterwards.',
  input: z.object({}).strict(),
  gitlab: { rest: 'DELETE /personal_access_tokens/self' },
  answer: COMPLETED,
  content: 'mutate',
  resource: null,
  nextSteps: [],
  aliases: ['revoke my token', 'log out token'],
});
