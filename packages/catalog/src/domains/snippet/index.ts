/** @module Personal and project snippets, their content, comments, threads and emoji reactions. */
export { snippetNoteActions } from './notes.js';
export { snippetEmojiActions } from './reactions.js';
export { personalSnippetActions, projectSnippetActions, snippetDiscoveryActions } from './snippets.js';
