import { GraphQLError } from 'graphql';
import { findGroup, nextId } from '../../store/index.js';
import type { GroupRow, PlainRow, SandboxState } from '../../store/index.js';
import type { GraphqlContext } from '../context.js';
import { RESOURCE_ACCESS_ERROR } from '../error-shape.js';
import { assertCanWriteGroup } from '../group-access.js';
import { gidNumber, toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { invalid } from './issue-mutations.js';

/*
 * A group's custom emoji (https://docs.gitlab.com/api/graphql/reference/#groupcustomemoji,
 * #mutationcreatecustomemoji, #mutationdestroycustomemoji), kept in the `custom_emoji` plain table (seed/custom-emoji.ts).
 * GitLab takes an emoji's image by URL only, so every one is external.
 */

type EmojiRow = PlainRow & { id: number; group_id: number; name: string; creator_id: number };

function emojiRows(state: SandboxState): EmojiRow[] {
  return (state.plain.custom_emoji ??= []) as EmojiRow[];
}

/** GitLab's custom emoji name rule (CustomEmoji::NAME_REGEXP): letters, digits, `_`, `-` and `+`. */
const NAME = /^[a-z0-9_\-+]+$/i;

interface CreateInput {
  groupPath: string;
  name: string;
  url: string;
  clientMutationId?: string | null;
}

function createEmoji(ctx: GraphqlContext, input: CreateInput) {
  const group: GroupRow = assertCanWriteGroup(ctx, findGroup(ctx.state, input.groupPath));
  const fail = (message: string) => invalid('customEmoji', input.clientMutationId, message);
  const rows = emojiRows(ctx.state);
  if (!NAME.test(input.name)) return fail('Name is invalid');
  if (rows.some((row) => row.group_id === group.id && row.name === input.name))
    return fail('Name has already been taken');
  if (!/^https?:\/\/\S+$/.test(input.url))
    return fail('Url is blocked: Only allowed schemes are http, https');
  const row: EmojiRow = {
    id: nextId(ctx.state, 'custom_emoji', rows),
    group_id: group.id,
    name: input.name,
    url: input.url,
    external: true,
    creator_id: ctx.viewer!.id,
    created_at: ctx.state.now(),
  };
  rows.push(row);
  return { customEmoji: row, errors: [], clientMutationId: input.clientMutationId ?? null };
}

/** Deleting takes the emoji's creator or an administrator here (GitLab: also the group's Maintainers). */
function destroyEmoji(ctx: GraphqlContext, input: { id: string; clientMutationId?: string | null }) {
  const id = gidNumber(input.id, ['CustomEmoji']);
  const rows = emojiRows(ctx.state);
  const row = rows.find((emoji) => emoji.id === id);
  if (!row) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  assertCanWriteGroup(ctx, findGroup(ctx.state, row.group_id));
  if (!ctx.viewer!.is_admin && row.creator_id !== ctx.viewer!.id)
    throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  rows.splice(rows.indexOf(row), 1);
  return { customEmoji: row, errors: [], clientMutationId: input.clientMutationId ?? null };
}

export const customEmojiResolvers: ResolverMap = {
  Group: fields<GroupRow>({
    customEmoji: (group, args: ConnectionArgs, ctx) =>
      paginate(
        emojiRows(ctx.state).filter((row) => row.group_id === group.id),
        args,
        (row) => String(row.id),
      ),
  }),
  CustomEmoji: fields<EmojiRow>({
    id: (row) => toGid('CustomEmoji', row.id),
  }),
  Mutation: fields<undefined>({
    createCustomEmoji: (_root, { input }: { input: CreateInput }, ctx) => createEmoji(ctx, input),
    destroyCustomEmoji: (
      _root,
      { input }: { input: { id: string; clientMutationId?: string | null } },
      ctx,
    ) => destroyEmoji(ctx, input),
  }),
};
