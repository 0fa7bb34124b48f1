import { emojiActions } from '../issuable/emoji.js';
import { issueTarget } from './params.js';

/** Emoji reactions on an issue and on its comments (https://docs.gitlab.com/api/emoji_reactions/). */
export const issueEmojiActions = emojiActions({
  ...issueTarget,
  onItself: {
    list: {
      id: 'issue.emoji_issue_list',
      description: 'List the emoji reactions on an issue, with who gave each.',
      aliases: ['reactions on an issue'],
    },
    get: {
      id: 'issue.emoji_issue_get',
      description: 'Get one emoji reaction on an issue.',
      aliases: [],
    },
    create: {
      id: 'issue.emoji_issue_create',
      description: 'React to an issue with an emoji.',
      aliases: ['thumbs up an issue', 'award emoji to an issue'],
    },
    delete: {
      id: 'issue.emoji_issue_delete',
      description: 'Remove an emoji reaction from an issue (your own, or any as an administrator).',
      aliases: [],
    },
  },
  onNote: {
    list: {
      id: 'issue.emoji_issue_note_list',
      description: 'List the emoji reactions on a comment on an issue, with who gave each.',
      aliases: ['reactions on a comment on an issue'],
    },
    get: {
      id: 'issue.emoji_issue_note_get',
      description: 'Get one emoji reaction on a comment on an issue.',
      aliases: [],
    },
    create: {
      id: 'issue.emoji_issue_note_create',
      description: 'React to a comment on an issue with an emoji.',
      aliases: ['thumbs up a comment on an issue', 'award emoji to a comment on an issue'],
    },
    delete: {
      id: 'issue.emoji_issue_note_delete',
      description:
        'Remove an emoji reaction from a comment on an issue (your own, or any as an administrator).',
      aliases: [],
    },
  },
});
