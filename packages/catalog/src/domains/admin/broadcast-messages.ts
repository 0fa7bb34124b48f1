import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, DELETES, READS, UPDATES } from '../../classifications.js';
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
    tool: 'gitlab_list_broadcast_messages',
    description: 'List the broadcast messages (banners and notifications shown to users) of the instance.',
    input: z.object(orderedPaging).strict(),
    gitlab: { rest: 'GET /broadcast_messages' },
    unsupported: { params: NO_ORDER, endpoint: 'GET /broadcast_messages' },
    answer: { list: 'broadcast_message' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'admin.broadcast_message_get', text: 'see one message' },
      { action: 'admin.broadcast_message_create', text: 'broadcast a message' },
    ],
    tier: 'free',
    aliases: ['announcements', 'banners'],
  }),
  defineAction({
    id: 'admin.broadcast_message_get',
    tool: 'gitlab_get_broadcast_message',
    description: 'Show one broadcast message: its text, when it shows and to whom.',
    input: z.object({ id: messageId }).strict(),
    gitlab: { rest: 'GET /broadcast_messages/{id}' },
    answer: { object: 'broadcast_message', notFound: (args) => `broadcast message ${args.id}` },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'admin.broadcast_message_update', text: 'change it' },
      { action: 'admin.broadcast_message_delete', text: 'delete it' },
    ],
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'admin.broadcast_message_create',
    tool: 'gitlab_create_broadcast_message',
    description: 'Broadcast a banner or notification to the users of the instance (administrators).',
    input: z.object({ message: text('The message, in Markdown'), ...fields }).strict(),
    gitlab: { rest: 'POST /broadcast_messages' },
    answer: { object: 'broadcast_message' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.broadcast_message_list', text: 'see the messages' }],
    tier: 'free',
    aliases: ['announce', 'maintenance banner'],
    admin: true,
  }),
  defineAction({
    id: 'admin.broadcast_message_update',
    tool: 'gitlab_update_broadcast_message',
    description: 'Change a broadcast message: its text, schedule, audience or look (administrators).',
    input: z
      .object({ id: messageId, message: text('The message, in Markdown').optional(), ...fields })
      .strict(),
    gitlab: { rest: 'PUT /broadcast_messages/{id}' },
    answer: { object: 'broadcast_message' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.broadcast_message_get', text: 'see the message' }],
    tier: 'free',
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'admin.broadcast_message_delete',
    tool: 'gitlab_delete_broadcast_message',
    description: 'Delete a broadcast message, so users no longer see it (administrators).',
    input: z.object({ id: messageId }).strict(),
    gitlab: { rest: 'DELETE /broadcast_messages/{id}' },
    // GitLab answers with the message it deleted: its card says which one went.
    answer: { object: 'broadcast_message' },
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'admin.broadcast_message_list', text: 'see the messages that remain' }],
    tier: 'free',
    aliases: [],
    admin: true,
  }),
];
