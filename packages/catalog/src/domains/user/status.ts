import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { ImageAnswer } from '../../image-answer.js';
import { integer, oneOf, text } from '../../params.js';
import { fileOf, fileParams, formWith, imageOfFile, sendFile } from '../uploads/file-input.js';
import type { FileArgs } from '../uploads/file-input.js';
import { userId } from './params.js';

/** PUT /user/avatar takes the image as the multipart `avatar` field and answers its new URL; the image goes to the user (OF-2). */
async function uploadAvatar(context: ActionContext, args: FileArgs): Promise<ImageAnswer> {
  const file = await fileOf(context, args);
  const answer = (await sendFile(context, 'PUT', '/user/avatar', file, {
    body: formWith('avatar', file),
  })) as Record<string, unknown>;
  return new ImageAnswer(answer, await imageOfFile(file));
}

const statusAnswer = {
  answer: { object: 'user_status' },
  content: 'detail',
  resource: null,
} as const;

/** A user's status (emoji, message, busy) and avatar (https://docs.gitlab.com/api/users/#user-status). */
export const userStatusActions = [
  defineAction({
    ...statusAnswer,
    id: 'user.current_user_status',
    description: 'Get your own status: emoji, message, busy and when it clears.',
    input: z.object({}).strict(),
    nextSteps: [{ action: 'user.set_status', text: 'change your status' }],
    aliases: ['my status'],
  }),
  defineAction({
    ...statusAnswer,
    id: 'user.get_status',
    description: "Get a user's status: emoji, message and whether they are busy.",
    input: z.object({ user_id: userId }).strict(),
    answer: { object: 'user_status', notFound: (args) => `user ${args.user_id}` },
    nextSteps: [{ action: 'user.get', text: 'see the user' }],
    aliases: ['is user busy', 'out of office'],
  }),
  defineAction({
    ...statusAnswer,
    id: 'user.set_status',
    description: 'Set your status: an emoji, a message, busy, and when it clears; unset fields are cleared.',
    input: z
      .object({
        emoji: text('Emoji name without colons, e.g. palm_tree').optional(),
        message: text('Status message, at most 100 characters').optional(),
        availability: oneOf(['not_set', 'busy'], 'Availability').optional(),
        clear_status_after: oneOf(
          ['30_minutes', '3_hours', '8_hours', '1_day', '3_days', '7_days', '30_days'],
          'Clear the status after this long',
        ).optional(),
      })
      .strict(),
    content: 'mutate',
    classification: UPDATES,
    nextSteps: [{ action: 'user.current_user_status', text: 'see your status' }],
    aliases: ['set busy', 'out of office', 'away message'],
  }),
  defineAction({
    id: 'user.avatar_get',
    description: 'Get the avatar URL GitLab shows for an email address (its user’s avatar, or Gravatar).',
    input: z
      .object({
        email: text('Public email address of the user'),
        size: integer('Avatar size in pixels (Gravatar sizes)').optional(),
      })
      .strict(),
    answer: { object: 'avatar' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'user.list', text: 'find the user with this email' }],
    aliases: ['gravatar', 'profile picture'],
  }),
  defineAction({
    id: 'user.upload_avatar',
    description: 'Set your own avatar from an image file (base64 content or a path on this machine).',
    input: z.object(fileParams).strict(),
    gitlab: { local: uploadAvatar },
    answer: { object: 'avatar' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'user.me', text: 'see your profile' }],
    aliases: ['profile picture', 'change avatar'],
  }),
];
