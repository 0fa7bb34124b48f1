import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { flag, integer, integerList, oneOf, text } from '../../params.js';
import { NO_ORDER } from '../../unsupported-params.js';

/**
 * Broadcast messages (https://docs.gitlab.com/api/broadcast_messages/): banners and notifications shown to every
 * user, or to those with some access levels under a path. Anyone may read them; administrators write them.
 */
const messageId = integer('Broadcast message ID, from the list');
const fields = {
  starts_at: text('When it starts showing (ISO 8601; default now)').optional(),
  ends_at: text('When it stops showing (ISO 8601; default one hour from now)').optional(),
  font: text('Text colour, e.g. #FFFFFF').optional(),
  target_access_levels: integerList('Show it only to members with these access levels (10–50)').optional(),
  target_path: text('Show it only on paths matching this, e.g. */welcome').optional(),
  broadcast_type: oneOf(['banner', 'notification'], 'Banner at the top, or a notification').optional(),
  dismissable: flag('Whether users can dismiss it').optional(),
  theme: oneOf(
    [
      'indigo',
      'light-indigo',
      'blue',
      'light-blue',
      'green',
      'light-green',
      'red',
      'light-red',
      'dark',
      'light',
    ],
    'Colour theme',
  ).optional(),
};

export const broadcastMessageActions = [
  defineAction({
    id: 'admin.broadcast_message_list',
    description: 'List the broadcast messages (banners and notifications shown to users) of the instance.',
    input: z.object(orderedPaging).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'broadcast_message' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.broadcast_message_get', text: 'see one message' },
      { action: 'admin.broadcast_message_create', text: 'broadcast a message' },
    ],
    aliases: ['announcements', 'banners'],
  }),
  defineAction({
    id: 'admin.broadcast_message_get',
    description: 'Show one broadcast message: its text, when it shows and to whom.',
    input: z.object({ id: messageId }).strict(),
    answer: { object: 'broadcast_message', notFound: (args) => `broadcast message ${args.id}` },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'admin.broadcast_message_update', text: 'change it' },
      { action: 'admin.broadcast_message_delete', text: 'delete it' },
    ],
    aliases: [],
  }),
  defineAction({
    id: 'admin.broadcast_message_create',
    description: 'Broadcast a banner or notification to the users of the instance (administrators).',
    input: z.object({ message: text('The message, in Markdown'), ...fields }).strict(),
    answer: { object: 'broadcast_message' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.broadcast_message_list', text: 'see the messages' }],
    aliases: ['announce', 'maintenance banner'],
    admin: true,
  }),
  defineAction({
    id: 'admin.broadcast_message_update',
    description: 'Change a broadcast message: its text, schedule, audience or look (administrators).',
    input: z
      .object({ id: messageId, message: text('The message, in Markdown').optional(), ...fields })
      .strict(),
    answer: { object: 'broadcast_message' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.broadcast_message_get', text: 'see the message' }],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'admin.broadcast_message_delete',
    description: 'Delete a broadcast message, so users no longer see it (administrators).',
    input: z.object({ id: messageId }).strict(),
    // GitLab answers with the message it deleted: its card says which one went.
    answer: { object: 'broadcast_message' },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.broadcast_message_list', text: 'see the messages that remain' }],
    aliases: [],
    admin: true,
  }),
];
