import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, PaidTier } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, oneOf, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import type { Owner } from '../owner.js';
import { HOOK_SECRETS, hookSettings, hookUrl, TESTABLE_EVENTS } from './hook-fields.js';
import { restUnlessRecorded } from '../../reference-rest.js';

/** What differs between project and group webhooks beyond the owner (catalog.json spells each owner's own way). */
export interface HookOwner {
  owner: Owner;
  /** Where webhooks are not free (a group's); the reference table marks the free ones. */
  tier?: PaidTier;
  /** Events only this owner's webhooks fire on: a project's deploy tokens, a group's members and subgroups. */
  ownEvents: readonly string[];
  /** Of those, the ones a test delivery can simulate. */
  ownTestEvents: readonly string[];
  /** The test action's parameter naming the event: `event` for projects, `trigger` for groups. */
  testParam: 'event' | 'trigger';
  /** catalog.json requires `url` when adding a project webhook, and leaves it to GitLab for a group. */
  urlRequired: boolean;
  /** Each action's ID, written out so that a search for the ID finds it; `resend_event` (the group API's
   * `events/:id/resend`) only where it is offered. */
  ids: HookIds;
}

type HookVerb =
  | 'list'
  | 'get'
  | 'add'
  | 'edit'
  | 'delete'
  | 'set_custom_header'
  | 'delete_custom_header'
  | 'set_url_variable'
  | 'delete_url_variable'
  | 'test';

export type HookIds = Readonly<Record<HookVerb, string> & { resend_event?: string }>;

const hookId = integer('Webhook ID, from the webhook list');
const key = text('Name of the header or URL variable');

/**
 * The webhooks of a project or a group: list, read, add, edit and delete them, set their custom headers and URL
 * variables (write-only values), and send test deliveries (https://docs.gitlab.com/api/project_webhooks/,
 * https://docs.gitlab.com/api/group_webhooks/).
 */
export function hookActions(config: HookOwner): ActionSpec[] {
  const { owner, tier } = config;
  const noun = owner.kind;
  const { ids } = config;
  const words = (id: string, description: string, aliases: string[] = []) => ({
    id,
    description,
    aliases,
  });
  const base = `${owner.path}/hooks` as const;
  const one = { ...owner.one, hook_id: hookId };
  const hookNotFound = (args: Record<string, unknown>) =>
    `webhook ${String(args.hook_id)} of ${owner.named(args)}`;
  const settings = hookSettings(config.ownEvents);
  const shared = { resource: null, tier } as const;
  const toHook = { action: ids.get, text: 'see the webhook' };
  const toList = { action: ids.list, text: `see the ${noun}'s webhooks` };
  const hookAnswer = { object: 'hook', notFound: hookNotFound } as const;
  const setting = (part: 'custom_header' | 'url_variable', label: string) => [
    defineAction({
      ...words(ids[`set_${part}`], `Set one ${label} of a ${noun} webhook; its value is write-only.`),
      input: z.object({ ...one, key, value: text(`Value of the ${label} (never shown back)`) }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      classification: UPDATES,
      nextSteps: [toHook],
      ...shared,
    }),
    defineAction({
      ...words(ids[`delete_${part}`], `Remove one ${label} from a ${noun} webhook.`),
      input: z.object({ ...one, key }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      nextSteps: [toHook],
      ...shared,
    }),
  ];
  const events = [...TESTABLE_EVENTS, ...config.ownTestEvents] as [string, ...string[]];
  return [
    defineAction({
      ...words(ids.list, `List the webhooks of a ${noun}, with the events each fires on.`, ['webhooks']),
      input: z.object({ ...owner.one, ...unorderedPaging }).strict(),
      unsupported: { params: NO_ORDER },
      answer: { list: 'hook' },
      content: 'list',
      nextSteps: [toHook, { action: ids.add, text: 'add a webhook' }],
      ...shared,
    }),
    defineAction({
      ...words(ids.get, `Get one ${noun} webhook: its address, events and delivery state.`, ['show webhook']),
      input: z.object(one).strict(),
      gitlab: { reshape: HOOK_SECRETS },
      answer: hookAnswer,
      content: 'detail',
      nextSteps: [
        { action: ids.test, text: 'send a test delivery' },
        { action: ids.edit, text: 'change its events or address' },
      ],
      ...shared,
    }),
    defineAction({
      ...words(ids.add, `Add a webhook to a ${noun}: the address and the events it fires on.`, [
        'create webhook',
        'new webhook',
      ]),
      input: z
        .object({ ...owner.one, url: config.urlRequired ? hookUrl : hookUrl.optional(), ...settings })
        .strict(),
      gitlab: { ...restUnlessRecorded(ids.add, `POST ${base}`), reshape: HOOK_SECRETS },
      // GitLab requires the address of every webhook (doc/api/group_webhooks.md, "Add a group hook").
      ...(config.urlRequired
        ? {}
        : { requires: { params: ['url'], endpoint: `GitLab's webhook creation (POST ${base})` } }),
      answer: { object: 'hook' },
      content: 'mutate',
      classification: CREATES,
      nextSteps: [{ action: ids.test, text: 'send a test delivery' }, toList],
      ...shared,
    }),
    defineAction({
      ...words(ids.edit, `Change a ${noun} webhook's address, secrets or events.`, ['update webhook']),
      input: z.object({ ...one, url: hookUrl.optional(), ...settings }).strict(),
      gitlab: { reshape: HOOK_SECRETS },
      answer: hookAnswer,
      content: 'mutate',
      classification: UPDATES,
      nextSteps: [{ action: ids.test, text: 'send a test delivery' }],
      ...shared,
    }),
    defineAction({
      ...words(ids.delete, `Delete a ${noun} webhook; GitLab stops posting to its address.`, [
        'remove webhook',
      ]),
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      nextSteps: [toList],
      ...shared,
    }),
    ...setting('custom_header', 'custom HTTP header'),
    ...setting('url_variable', 'URL variable'),
    defineAction({
      ...words(ids.test, `Send a test delivery of one event from a ${noun} webhook to its address.`, [
        'ping webhook',
      ]),
      input: z
        .object({
          ...one,
          [config.testParam]: oneOf(events, 'Event to simulate'),
        })
        .strict(),
      answer: COMPLETED,
      content: 'mutate',
      // Each call makes one more delivery.
      classification: CREATES,
      nextSteps: [toHook],
      ...shared,
    }),
    ...(ids.resend_event
      ? [
          defineAction({
            ...words(
              ids.resend_event,
              `Send a past delivery of a ${noun} webhook again, with its original data.`,
              ['redeliver webhook'],
            ),
            input: z
              .object({ ...one, hook_event_id: integer('ID of the past delivery (hook log)') })
              .strict(),
            answer: { object: 'hook_delivery', notFound: hookNotFound },
            content: 'mutate',
            classification: CREATES,
            nextSteps: [toHook],
            ...shared,
          }),
        ]
      : []),
  ];
}
