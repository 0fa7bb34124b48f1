import { projectId } from '../../params.js';
import { emojiActions } from '../issuable/emoji.js';
import type { Issuable } from '../issuable/issuable.js';
import { snippetId } from './snippets.js';

/** A project snippet as the shared sub-resource factories address it. */
export const projectSnippetTarget = {
  domain: 'snippet',
  iid: 'snippet_id',
  path: 'snippets',
  one: { project_id: projectId, snippet_id: snippetId },
  inProject: (args: Record<string, unknown>) =>
    `snippet ${String(args.snippet_id)} in project ${String(args.project_id)}`,
} satisfies Issuable;

/** Emoji reactions on a project snippet and on its comments (https://docs.gitlab.com/api/emoji_reactions/). */
export const snippetEmojiActions = emojiActions({
  ...projectSnippetTarget,
  onItself: {
    list: {
      id: 'snippet.emoji_snippet_list',
      description: 'List the emoji reactions on a project snippet, with who gave each.',
      aliases: ['reactions on a snippet'],
    },
    get: {
      id: 'snippet.emoji_snippet_get',
      description: 'Get one emoji reaction on a project snippet.',
      aliases: [],
    },
    create: {
      id: 'snippet.emoji_snippet_create',
      description: 'React to a project snippet with an emoji.',
      aliases: ['award emoji to a snippet'],
    },
    delete: {
      id: 'snippet.emoji_snippet_delete',
      description: 'Remove an emoji reaction from a project snippet (your own, or any as an administrator).',
      aliases: [],
    },
  },
  onNote: {
    list: {
      id: 'snippet.emoji_snippet_note_list',
      description: 'List the emoji reactions on a comment on a project snippet, with who gave each.',
      aliases: ['reactions on a snippet comment'],
    },
    get: {
      id: 'snippet.emoji_snippet_note_get',
      description: 'Get one emoji reaction on a comment on a project snippet.',
      aliases: [],
    },
    create: {
      id: 'snippet.emoji_snippet_note_create',
      description: 'React to a comment on a project snippet with an emoji.',
      aliases: ['award emoji to a snippet comment'],
    },
    delete: {
      id: 'snippet.emoji_snippet_note_delete',
      description:
        'Remove an emoji reaction from a comment on a project snippet (your own, or any as an administrator).',
      aliases: [],
    },
  },
});
