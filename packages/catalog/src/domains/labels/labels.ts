import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { flag, integer, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import type { OwnedWords, Owner } from '../owner.js';
import { subscriptionCall } from '../subscription.js';

/** A label's ID or name; models often send the ID as a number, which GitLab reads the same in the path. */
export const labelId = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string())
  .describe('Label ID or name, e.g. 21 or bug');
const color = text('Color as #RRGGBB or a CSS color name, e.g. #d9534f');
const priority = integer('Priority: labels with a lower number sort first');
const archived = flag('Archived: hidden from label pickers but kept on existing items');

/** The label actions every owner has, by verb (https://docs.gitlab.com/api/labels/, …/group_labels/). */
export type LabelWords = Record<
  'list' | 'get' | 'create' | 'update' | 'delete' | 'subscribe' | 'unsubscribe',
  OwnedWords
>;

/**
 * Labels of a project or a group: list, read, create, change, delete, and subscribe to their issues and MRs.
 * `prioritised` says whether the owner's labels take a priority (a project's do, a group's do not).
 */
export function labelActions(owner: Owner, prioritised: boolean, words: LabelWords): ActionSpec[] {
  const base = `${owner.path}/labels` as const;
  const labelPriority = priority.optional();
  // GitLab prioritises project labels only (doc/api/group_labels.md has no priority): a group label refuses it.
  const noPriority: Record<string, string> = prioritised
    ? {}
    : { priority: 'only project labels have a priority' };
  // The label is named by label_id in the path; GitLab ignores a `name` beside it (the old `?name=` form).
  const namedByPath = (params: object | undefined): Record<string, string> =>
    params && 'name' in params ? { name: 'the label is the one label_id names' } : {};
  const refusing = (params: Record<string, string>, endpoint: string) =>
    Object.keys(params).length === 0 ? {} : { unsupported: { params, endpoint } };
  const one = { ...owner.one, label_id: labelId };
  const notFound = (args: Record<string, unknown>) => `"${String(args.label_id)}" in ${owner.named(args)}`;
  const subscription = (verb: 'subscribe' | 'unsubscribe', next: OwnedWords) =>
    defineAction({
      ...words[verb],
      input: z.object(one).strict(),
      gitlab: subscriptionCall(`GET ${base}/{label_id}`, verb),
      answer: { object: 'label', notFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [
        { action: next.id, text: verb === 'subscribe' ? 'stop the notifications' : 'subscribe again' },
      ],
    });
  return [
    defineAction({
      ...words.list,
      input: z
        .object({
          ...owner.one,
          ...common('search'),
          with_counts: flag('Include open issue and merge request counts per label').optional(),
          include_ancestor_groups: flag('Include the labels of ancestor groups (default true)').optional(),
          ...words.list.params,
          ...unorderedPaging,
        })
        .strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's label list (GET ${base})` },
      answer: { list: 'label' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one label in full' },
        { action: words.create.id, text: 'create a label' },
      ],
    }),
    defineAction({
      ...words.get,
      input: z.object(one).strict(),
      answer: { object: 'label', notFound },
      content: 'detail',
      resource: `${owner.uri}/label/{label_id}`,
      nextSteps: [
        { action: words.update.id, text: 'rename, recolor or reprioritise it' },
        { action: words.subscribe.id, text: 'be notified of issues and MRs with this label' },
      ],
    }),
    defineAction({
      ...words.create,
      input: z
        .object({
          ...owner.one,
          name: text('Label name; a::b makes a scoped label'),
          color,
          ...common('description'),
          priority: labelPriority,
          archived: archived.optional(),
        })
        .strict(),
      ...refusing(noPriority, `GitLab's ${owner.kind} labels (POST ${base})`),
      // GitLab finds a label by its name as well as its ID.
      verifyWrite: { lookup: `GET ${base}/{name}` },
      answer: { object: 'label' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every label' }],
    }),
    defineAction({
      ...words.update,
      input: z
        .object({
          ...one,
          new_name: text('New label name').optional(),
          color: color.optional(),
          ...common('description'),
          priority: labelPriority,
          archived: archived.optional(),
          ...words.update.params,
        })
        .strict(),
      ...refusing(
        { ...noPriority, ...namedByPath(words.update.params) },
        `GitLab's ${owner.kind} labels (PUT ${base}/{label_id})`,
      ),
      answer: { object: 'label', notFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.get.id, text: 'see the label' }],
    }),
    defineAction({
      ...words.delete,
      input: z.object({ ...one, ...words.delete.params }).strict(),
      ...refusing(namedByPath(words.delete.params), `DELETE ${base}/{label_id}`),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the labels that remain' }],
    }),
    subscription('subscribe', words.unsubscribe),
    subscription('unsubscribe', words.subscribe),
  ];
}
