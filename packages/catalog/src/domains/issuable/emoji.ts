import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, text } from '../../params.js';
import { subListPaging } from './issuable.js';
import type { ActionWords, Issuable } from './issuable.js';
import { NO_ORDER } from '../../unsupported-params.js';

const awardId = integer('Emoji reaction (award) ID, from the list');
const noteId = integer('Comment (note) ID');
const name = text('Emoji name without colons, e.g. thumbsup');

/** The four emoji reaction actions on one target (the issuable itself or one of its comments), by verb. */
export type EmojiWords = Record<'list' | 'get' | 'create' | 'delete', ActionWords>;

export interface EmojiTarget extends Issuable {
  /** Reactions on the issue or merge request itself. */
  onItself: EmojiWords;
  /** Reactions on one of its comments. */
  onNote: EmojiWords;
}

function emojiOn(
  target: Issuable,
  words: EmojiWords,
  where: { params: Record<string, z.ZodType> },
): ActionSpec[] {
  const input = { ...target.one, ...where.params };
  const reactionNotFound = (args: Record<string, unknown>) =>
    `reaction ${String(args.award_id)} on ${target.inProject(args)}`;
  return [
    defineAction({
      ...words.list,
      input: z.object({ ...input, ...subListPaging }).strict(),
      unsupported: { params: NO_ORDER },
      answer: { list: 'award_emoji' },
      content: 'list',
      resource: null,
      nextSteps: [{ action: words.create.id, text: 'add a reaction' }],
    }),
    defineAction({
      ...words.get,
      input: z.object({ ...input, award_id: awardId }).strict(),
      answer: { object: 'award_emoji', notFound: reactionNotFound },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: words.delete.id, text: 'remove the reaction' }],
    }),
    defineAction({
      ...words.create,
      input: z.object({ ...input, name }).strict(),
      answer: { object: 'award_emoji', notFound: target.inProject },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every reaction' }],
    }),
    defineAction({
      ...words.delete,
      input: z.object({ ...input, award_id: awardId }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the reactions that remain' }],
    }),
  ];
}

/**
 * Emoji reactions (list, get, award, remove) on an issue or merge request and on its comments
 * (https://docs.gitlab.com/api/emoji_reactions/).
 */
export function emojiActions(target: EmojiTarget): ActionSpec[] {
  return [
    ...emojiOn(target, target.onItself, { params: {} }),
    ...emojiOn(target, target.onNote, { params: { note_id: noteId } }),
  ];
}
