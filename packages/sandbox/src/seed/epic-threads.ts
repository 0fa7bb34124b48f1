import { sha } from '../store/sha.js';
import type { NoteRow } from '../store/rows.js';

function epicNote(
  id: number,
  epic: { id: number; iid: number },
  thread: string,
  author: number,
  body: string,
  created: string,
): NoteRow {
  return {
    id,
    project_id: null,
    noteable_type: 'Epic',
    noteable_id: epic.id,
    noteable_iid: epic.iid,
    commit_id: null,
    discussion_id: sha(`discussion:epic-${epic.iid}-${thread}`),
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

const revamp = { id: 901, iid: 1 };
const mobile = { id: 902, iid: 2 };

/**
 * The comments on epic &1 of `group` (work item 90901): alice's kick-off note on its own, then bob's question and
 * alice's reply in one thread; on &2 bob's question on the mobile scope. Numbered below the other seeded notes, so
 * new notes keep their ids.
 */
export const seedEpicNotes: readonly NoteRow[] = [
  epicNote(
    3711,
    revamp,
    'kickoff',
    2,
    'Kick-off: the scope is in the description.',
    '2025-02-21T09:00:00.000Z',
  ),
  epicNote(3712, revamp, 'sso', 3, 'Should SSO be part of this epic?', '2025-02-22T09:00:00.000Z'),
  epicNote(3713, revamp, 'sso', 2, 'No, SSO has its own epic, &3.', '2025-02-22T10:00:00.000Z'),
  epicNote(3714, mobile, 'tablets', 3, 'Do tablets count as mobile here?', '2025-02-26T09:00:00.000Z'),
];
