import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, text } from '../../params.js';
import { eventFlags, HOOK_SECRETS, hookBasics, hookUrl } from '../hooks/hook-fields.js';

/**
 * System hooks (https://docs.gitlab.com/api/system_hooks/, administrators only): instance-wide webhooks that fire
 * on pushes, tag pushes, merge requests and repository updates of every project, besides the system events
 * (projects, groups, users created or removed) they always receive. They share the project and group webhooks'
 * basic settings, secrets and `hook` kind; their token is write-only like theirs.
 */
const oneHook = { id: integer('System hook ID, from the system hook list') };
const settings = {
  ...hookBasics,
  ...eventFlags(['push_events', 'tag_push_events', 'merge_requests_events', 'repository_update_events']),
};
const hookNotFound = (args: { id: number }) => `system hook ${args.id}`;
const shared = { resource: null, admin: true } as const;
const toHook = { action: 'admin.system_hook_get', text: 'see the system hook' };
const toTest = { action: 'admin.system_hook_test', text: 'send a test delivery' };

export const systemHookActions = [
  defineAction({
    id: 'admin.system_hook_list',
    description: "List the instance's system hooks, with the events each fires on (administrators only).",
    input: z.object({}).strict(),
    gitlab: { reshape: HOOK_SECRETS },
    answer: { list: 'hook' },
    content: 'list',
    nextSteps: [toHook, { action: 'admin.system_hook_add', text: 'add a system hook' }],
    aliases: ['system webhooks', 'instance webhooks'],
    ...shared,
  }),
  defineAction({
    id: 'admin.system_hook_get',
    description: 'Get one system hook: its address, events, URL variable names and delivery state.',
    input: z.object(oneHook).strict(),
    gitlab: { reshape: HOOK_SECRETS },
    answer: { object: 'hook', notFound: hookNotFound },
    content: 'detail',
    nextSteps: [toTest, { action: 'admin.system_hook_edit', text: 'change its events or address' }],
    aliases: ['show system hook'],
    ...shared,
  }),
  defineAction({
    id: 'admin.system_hook_add',
    description: 'Add a system hook: an address that receives instance-wide events (administrators only).',
    input: z.object({ url: hookUrl, ...settings }).strict(),
    gitlab: { reshape: HOOK_SECRETS },
    answer: { object: 'hook' },
    content: 'mutate',
    classification: CREATES,
    nextSteps: [toTest, { action: 'admin.system_hook_list', text: 'see every system hook' }],
    aliases: ['create system hook', 'new instance webhook'],
    ...shared,
  }),
  defineAction({
    id: 'admin.system_hook_edit',
    description: "Change a system hook's address, secrets or events.",
    input: z.object({ ...oneHook, url: hookUrl.optional(), ...settings }).strict(),
    gitlab: { reshape: HOOK_SECRETS },
    answer: { object: 'hook', notFound: hookNotFound },
    content: 'mutate',
    classification: UPDATES,
    nextSteps: [toTest],
    aliases: ['update system hook'],
    ...shared,
  }),
  defineAction({
    id: 'admin.system_hook_delete',
    description: 'Delete a system hook; GitLab stops posting instance events to its address.',
    input: z.object(oneHook).strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [{ action: 'admin.system_hook_list', text: 'see the system hooks that remain' }],
    aliases: ['remove system hook'],
    ...shared,
  }),
  defineAction({
    id: 'admin.system_hook_set_url_variable',
    description: 'Set one URL variable of a system hook; its value is write-only.',
    input: z
      .object({
        ...oneHook,
        key: text('Name of the URL variable'),
        value: text('Value of the URL variable (never shown back)'),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: UPDATES,
    nextSteps: [toHook],
    aliases: [],
    ...shared,
  }),
  defineAction({
    id: 'admin.system_hook_delete_url_variable',
    description: 'Remove one URL variable from a system hook.',
    input: z.object({ ...oneHook, key: text('Name of the URL variable') }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    nextSteps: [toHook],
    aliases: [],
    ...shared,
  }),
  defineAction({
    id: 'admin.system_hook_test',
    description: "Send a sample event to a system hook's address to check that it receives deliveries.",
    input: z.object(oneHook).strict(),
    answer: COMPLETED,
    content: 'mutate',
    // Each call makes one more delivery.
    classification: CREATES,
    nextSteps: [toHook],
    aliases: ['ping system hook'],
    ...shared,
  }),
];
