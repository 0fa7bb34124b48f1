import { emojiActions } from '../issuable/emoji.js';
import { eventActions } from '../issuable/events.js';
import { mergeRequestTarget } from './params.js';

/** One kind of change: list and get, with their IDs. */
function mergeRequestEvents(
  type: 'label' | 'milestone' | 'state',
  list: { id: string },
  get: { id: string },
) {
  return eventActions(mergeRequestTarget, {
    type,
    list: {
      ...list,
      description: `List the ${type} changes of a merge request: who changed what, and when.`,
      aliases: [`mr ${type} history`],
    },
    get: { ...get, description: `Get one ${type} change of a merge request.`, aliases: [] },
  });
}

/** Emoji reactions on a merge request and its comments, and its label, milestone and state history. */
export const mergeRequestReactionActions = [
  ...emojiActions({
    ...mergeRequestTarget,
    onItself: {
      list: {
        id: 'merge_request.emoji_mr_list',
        description: 'List the emoji reactions on a merge request, with who gave each.',
        aliases: ['mr reactions', 'thumbs up on mr'],
      },
      get: {
        id: 'merge_request.emoji_mr_get',
        description: 'Get one emoji reaction on a merge request.',
        aliases: [],
      },
      create: {
        id: 'merge_request.emoji_mr_create',
        description: 'React to a merge request with an emoji (thumbsup, thumbsdown, tada, …).',
        aliases: ['upvote mr', 'thumbs up mr', 'react to mr'],
      },
      delete: {
        id: 'merge_request.emoji_mr_delete',
        description: 'Remove one of your emoji reactions from a merge request.',
        aliases: [],
      },
    },
    onNote: {
      list: {
        id: 'merge_request.emoji_mr_note_list',
        description: 'List the emoji reactions on one comment of a merge request.',
        aliases: [],
      },
      get: {
        id: 'merge_request.emoji_mr_note_get',
        description: 'Get one emoji reaction on a comment of a merge request.',
        aliases: [],
      },
      create: {
        id: 'merge_request.emoji_mr_note_create',
        description: 'React to a comment of a merge request with an emoji.',
        aliases: ['react to comment'],
      },
      delete: {
        id: 'merge_request.emoji_mr_note_delete',
        description: 'Remove one of your emoji reactions from a comment of a merge request.',
        aliases: [],
      },
    },
  }),
  ...mergeRequestEvents(
    'label',
    { id: 'merge_request.event_mr_label_list' },
    { id: 'merge_request.event_mr_label_get' },
  ),
  ...mergeRequestEvents(
    'milestone',
    { id: 'merge_request.event_mr_milestone_list' },
    { id: 'merge_request.event_mr_milestone_get' },
  ),
  ...mergeRequestEvents(
    'state',
    { id: 'merge_request.event_mr_state_list' },
    { id: 'merge_request.event_mr_state_get' },
  ),
];
