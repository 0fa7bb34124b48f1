import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, text, textList } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';
import type { OwnedWords, Owner } from '../owner.js';
import { expiresAt } from './params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/** GitLab sends a deploy token's secret once, on creation; a get drops it should an instance send it again. */
const WITHOUT_SECRET = withoutFields(['token']);
const deployTokenId = integer('Deploy token ID, from the list');

/** The deploy token actions every owner has, by verb. */
export type DeployTokenWords = Record<'list' | 'get' | 'create' | 'delete', OwnedWords>;

/**
 * Deploy tokens of a project or group (https://docs.gitlab.com/api/deploy_tokens/): credentials for the
 * repository, registries and packages that belong to no user. Their secret is in the create answer only.
 */
export function deployTokenActions(owner: Owner, words: DeployTokenWords): ActionSpec[] {
  const base = `${owner.path}/deploy_tokens` as const;
  const one = { ...owner.one, deploy_token_id: deployTokenId };
  const notFound = (args: Record<string, unknown>) =>
    `deploy token ${String(args.deploy_token_id)} in ${owner.named(args)}`;
  return [
    defineAction({
      ...words.list,
      input: z.object({ ...owner.one, ...unorderedPaging }).strict(),
      gitlab: {
        reshape: WITHOUT_SECRET,
      },
      unsupported: { params: NO_ORDER, endpoint: `GitLab's deploy tokens (GET ${base})` },
      answer: { list: 'deploy_token' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one token' },
        { action: words.create.id, text: 'create a deploy token' },
      ],
    }),
    defineAction({
      ...words.get,
      input: z.object(one).strict(),
      gitlab: { reshape: WITHOUT_SECRET },
      answer: { object: 'deploy_token', notFound },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: words.delete.id, text: 'revoke the token' }],
    }),
    defineAction({
      ...words.create,
      input: z
        .object({
          ...owner.one,
          name: text('A name for the token'),
          scopes: textList(
            'What it may do: read_repository, read_registry, write_registry, read_package_registry, write_package_registry, read_virtual_registry, write_virtual_registry',
          ).optional(),
          username: text('Username it authenticates with (default gitlab+deploy-token-{n})').optional(),
          expires_at: expiresAt.optional().describe('Expiry date (YYYY-MM-DD); never expires without one'),
        })
        .strict(),
      gitlab: { rest: `POST ${base}` },
      // doc/api/deploy_tokens.md, "Create a … deploy token": scopes are required.
      requires: { params: ['scopes'], endpoint: `GitLab's deploy token creation (POST ${base})` },
      answer: { object: 'new_deploy_token' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the deploy tokens' }],
    }),
    defineAction({
      ...words.delete,
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the tokens that remain' }],
    }),
  ];
}

/** Every deploy token of the instance (administrators); GitLab's list has no paging parameters. */
export const deployTokenListAllAction = defineAction({
  id: 'access.deploy_token_list_all',
  description:
    'List every deploy token of the instance, with scopes and expiry (administrators; never their values).',
  input: z.object({}).strict(),
  // Older GitLab versions put each token's value in this list.
  gitlab: { reshape: WITHOUT_SECRET },
  answer: { list: 'deploy_token' },
  content: 'list',
  resource: null,
  nextSteps: [
    { action: 'access.deploy_token_list_project', text: "see one project's deploy tokens" },
    { action: 'access.deploy_token_list_group', text: "see one group's deploy tokens" },
  ],
  aliases: ['all deploy tokens'],
  admin: true,
});
