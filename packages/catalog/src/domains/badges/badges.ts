import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, text } from '../../params.js';
import type { OwnedWords, Owner } from '../owner.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const badgeId = integer('Badge ID, from the badge list');
const linkUrl = text(
  'Where the badge links to; %{project_path}, %{default_branch}, %{commit_sha} are filled in',
);
const imageUrl = text('Image of the badge; the same placeholders are filled in');
const name = text('Badge name');

/** The badge actions every owner has, by verb (https://docs.gitlab.com/api/project_badges/, …/group_badges/). */
export type BadgeWords = Record<'list' | 'get' | 'add' | 'edit' | 'delete' | 'preview', OwnedWords>;

/** A preview request without the `name` GitLab's preview does not declare. */
function withoutName(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([key]) => key !== 'name'));
}

/** The previewed badge with the name the caller gave it, when one was. */
function withGivenName(badge: unknown, args: Record<string, unknown>): unknown {
  return args.name === undefined ? badge : { ...(badge as Record<string, unknown>), name: args.name };
}

/** Badges of a project or a group: list, read, add, change, delete, and preview how the placeholders render. */
export function badgeActions(owner: Owner, words: BadgeWords): ActionSpec[] {
  const base = `${owner.path}/badges` as const;
  const one = { ...owner.one, badge_id: badgeId };
  const notFound = (args: Record<string, unknown>) =>
    `badge ${String(args.badge_id)} in ${owner.named(args)}`;
  return [
    defineAction({
      ...words.list,
      input: z
        .object({ ...owner.one, name: text('Only the badges with this name').optional(), ...unorderedPaging })
        .strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's badges (GET ${base})` },
      answer: { list: 'badge' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one badge' },
        { action: words.add.id, text: 'add a badge' },
      ],
    }),
    defineAction({
      ...words.get,
      input: z.object(one).strict(),
      answer: { object: 'badge', notFound },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: words.edit.id, text: 'change its link or image' }],
    }),
    defineAction({
      ...words.add,
      input: z
        .object({ ...owner.one, link_url: linkUrl, image_url: imageUrl, name: name.optional() })
        .strict(),
      answer: { object: 'badge' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every badge' }],
    }),
    defineAction({
      ...words.edit,
      input: z
        .object({
          ...one,
          link_url: linkUrl.optional(),
          image_url: imageUrl.optional(),
          name: name.optional(),
        })
        .strict(),
      answer: { object: 'badge', notFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.get.id, text: 'see the badge' }],
    }),
    defineAction({
      ...words.delete,
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the badges that remain' }],
    }),
    defineAction({
      ...words.preview,
      input: z
        .object({ ...owner.one, link_url: linkUrl, image_url: imageUrl, ...words.preview.params })
        .strict(),
      gitlab: {
        // GitLab's preview declares only link_url and image_url (lib/api/badges.rb, doc/api/group_badges.md): a
        // name would be ignored there, so the server keeps it and shows it on the previewed badge itself.
        send: withoutName,
        reshape: withGivenName,
      },
      answer: { object: 'badge' },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: words.add.id, text: 'add the badge as previewed' }],
    }),
  ];
}
