import { z } from 'zod';
import {
  CREATE_CUSTOM_EMOJI,
  DESTROY_CUSTOM_EMOJI,
  fromGid,
  GROUP_CUSTOM_EMOJI,
  toGid,
} from '@gitlab-mcp/graphql';
import type { CustomEmojiNode } from '@gitlab-mcp/graphql';
import { COMPLETED, defineAction, graphqlCall } from '../action.js';
import { CREATES } from '../classifications.js';
import { cursorPaging } from '../common-params.js';
import { runMutation } from '../graphql-mutation.js';
import { text } from '../params.js';

/*
 * A group's custom emoji (https://docs.gitlab.com/api/graphql/reference/#groupcustomemoji,
 * #mutationcreatecustomemoji, #mutationdestroycustomemoji), which GitLab offers only over GraphQL. Shown with the
 * number of their global ID beside it, which delete takes either way.
 */

const groupPath = text('Full path of the group, e.g. group/subgroup');

function emojiView(emoji: CustomEmojiNode | null | undefined): Record<string, unknown> | null {
  if (!emoji) return null;
  return { ...emoji, id: emoji.id ? fromGid(emoji.id) : null, gid: emoji.id ?? null };
}

export const customEmojiActions = [
  defineAction({
    id: 'custom_emoji.list',
    description: 'List the custom emoji of a group, which its members can react and write with.',
    input: z
      .object({
        group_path: groupPath,
        ...cursorPaging,
      })
      .strict(),
    gitlab: graphqlCall(
      GROUP_CUSTOM_EMOJI,
      (args: { group_path: string }) => ({ fullPath: args.group_path }),
      (data) => {
        const emoji = data.group?.customEmoji;
        return emoji && { ...emoji, nodes: emoji.nodes?.map(emojiView) };
      },
      true,
    ),
    answer: { list: 'custom_emoji' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'custom_emoji.create', text: 'add an emoji' },
      { action: 'custom_emoji.delete', text: 'remove one by its ID' },
    ],
    aliases: ['emoji', 'group emoji'],
  }),
  defineAction({
    id: 'custom_emoji.create',
    description: 'Add a custom emoji to a group from an image URL, under a name used as :name:.',
    input: z
      .object({
        group_path: groupPath,
        name: text('Name of the emoji, used as :name: (letters, digits, _, - and +)'),
        url: text('Address of the image (http or https)'),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const input = { groupPath: args.group_path, name: args.name, url: args.url };
        const payload = await runMutation(
          context,
          CREATE_CUSTOM_EMOJI,
          { input },
          (data) => data.createCustomEmoji,
        );
        return emojiView(payload.customEmoji);
      },
    },
    answer: { object: 'custom_emoji', notFound: (args) => `group ${args.group_path}` },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'custom_emoji.list', text: "see the group's emoji" }],
    aliases: ['add emoji'],
  }),
  defineAction({
    id: 'custom_emoji.delete',
    description: 'Delete a custom emoji of a group, by its ID; reactions with it stop showing the image.',
    input: z
      .object({
        id: text('Emoji ID as custom_emoji.list shows it, or its global ID gid://gitlab/CustomEmoji/N'),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const id = /^gid:\/\//.test(args.id) ? args.id : toGid('CustomEmoji', args.id.trim());
        await runMutation(
          context,
          DESTROY_CUSTOM_EMOJI,
          { input: { id } },
          (data) => data.destroyCustomEmoji,
        );
        return null;
      },
    },
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'custom_emoji.list', text: 'see the emoji left' }],
    aliases: ['remove emoji'],
  }),
];
