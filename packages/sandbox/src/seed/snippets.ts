import type { NoteRow, PlainRow } from '../store/rows.js';
import { sha } from '../store/sha.js';

/**
 * Comments on project snippet 61 'Login with curl', in group/project: a two-note thread (bob asks, alice answers)
 * and a comment of carol's on its own.
 */
export const seedSnippetNotes: readonly NoteRow[] = [
  {
    id: 3801,
    body: 'Does this work with SSO accounts?',
    author_id: 3,
    at: '2025-02-02T10:00:00.000Z',
    thread: 'sso',
  },
  {
    id: 3802,
    body: 'Only with a password; SSO needs a token.',
    author_id: 2,
    at: '2025-02-02T11:00:00.000Z',
    thread: 'sso',
  },
  { id: 3803, body: 'Handy, thanks!', author_id: 4, at: '2025-02-03T09:00:00.000Z', thread: 'thanks' },
].map(({ id, body, author_id, at, thread }) => ({
  id,
  project_id: 42,
  noteable_type: 'Snippet',
  noteable_id: 61,
  noteable_iid: null,
  commit_id: null,
  discussion_id: sha(`discussion:snippet-61-${thread}`),
  body,
  author_id,
  created_at: at,
  updated_at: at,
  system: false,
  internal: false,
  resolvable: false,
  resolved: false,
  resolved_by_id: null,
  position: null,
}));

/** Emoji reactions on snippet 61: bob's thumbs up on the snippet, alice's on bob's question, bob's on carol's thanks. */
export function seedSnippetTables(): Record<string, PlainRow[]> {
  return {
    snippet_award_emoji: [
      {
        id: 3901,
        name: 'thumbsup',
        user_id: 3,
        created_at: '2025-02-02T09:30:00.000Z',
        snippet_id: 61,
        note_id: null,
      },
      {
        id: 3902,
        name: 'eyes',
        user_id: 2,
        created_at: '2025-02-02T10:30:00.000Z',
        snippet_id: 61,
        note_id: 3801,
      },
      {
        id: 3903,
        name: 'heart',
        user_id: 3,
        created_at: '2025-02-03T09:30:00.000Z',
        snippet_id: 61,
        note_id: 3803,
      },
    ],
  };
}
