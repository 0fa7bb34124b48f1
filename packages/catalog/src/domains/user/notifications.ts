import { z } from 'zod';
import { defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { groupId, projectId } from '../../params.js';
import { notificationFields } from './params.js';

/** Where notification settings live: everywhere, one group, or one project. */
const SCOPES = [
  {
    scope: 'global',
    ids: { get: 'user.notification_global_get', update: 'user.notification_global_update' },
    owner: {},
    where: 'your default',
    aliases: ['email settings'],
  },
  {
    scope: 'group',
    ids: { get: 'user.notification_group_get', update: 'user.notification_group_update' },
    owner: { group_id: groupId },
    where: 'a group’s',
    aliases: [],
  },
  {
    scope: 'project',
    ids: { get: 'user.notification_project_get', update: 'user.notification_project_update' },
    owner: { project_id: projectId },
    where: 'a project’s',
    aliases: ['watch project', 'mute project'],
  },
] as const;

/** Your notification settings (https://docs.gitlab.com/api/notification_settings/), by scope. */
export const userNotificationActions = SCOPES.flatMap(({ scope, ids, owner, where, aliases }) => [
  defineAction({
    id: ids.get,
    description: `Get ${where} notification settings: the level and, for custom, which events notify you.`,
    input: z.object(owner).strict(),
    answer: { object: 'notification_settings' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: ids.update, text: 'change them' }],
    aliases: ['notification settings', ...aliases],
  }),
  defineAction({
    id: ids.update,
    description: `Change ${where} notification settings: the level (watch, mention, disabled…) or custom events.`,
    input: z.object({ ...owner, ...notificationFields }).strict(),
    // doc/api/notification_settings.md: notification_email is a global setting; a group's or project's PUT drops it.
    ...(scope === 'global'
      ? {}
      : {
          unsupported: {
            params: { notification_email: 'the notification email is a global setting' },
            endpoint: `GitLab's ${scope} notification settings`,
          },
        }),
    answer: { object: 'notification_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: ids.get, text: 'see the settings now' }],
    aliases: ['mute notifications', ...aliases],
  }),
]);
