import { sha } from '../store/sha.js';
import type { NoteRow } from '../store/rows.js';

function epicNote(id: number, thread: string, author: number, body: string, created: string): NoteRow {
  return {
    id,
    project_id: null,
    noteable_type: 'Epic',
    noteable_id: 901,
    noteable_iid: 1,
    commit_id: null,
    discussion_id: sha(`discussion:epic-1-${thread}`),
    body,
    author_id: author,
    created_at: created,
    updated_at: created,
    system: false,
    internal: false,
    resolvable: false,
    resolved: false,
    resolved_by_id: null,
    position: null,
  };
}

/**
 * The comments on epic &1 of `group` (work item 90901): alice's kick-off note on its own, then bob's question and
 * alice's reply in one thread. Numbered below the other seeded notes, so new notes keep their ids.
 */
export const seedEpicNotes: readonly NoteRow[] = [
  epicNote(3711, 'kickoff', 2, 'Kick-off: the scope is in the description.', '2025-02-21T09:00:00.000Z'),
  epicNote(3712, 'sso', 3, 'Should SSO be part of this epic?', '2025-02-22T09:00:00.000Z'),
  epicNote(3713, 'sso', 2, 'No, SSO has its own epic, &3.', '2025-02-22T10:00:00.000Z'),
];
