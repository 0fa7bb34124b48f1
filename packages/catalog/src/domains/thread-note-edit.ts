import { z } from 'zod';

/**
 * GitLab's edit of a thread note (doc/api/discussions.md, "Modify an existing thread note") takes the new body only:
 * a note keeps the creation time it was given when created. The reference catalog gives the edits `created_at`,
 * which GitLab would drop, so the edit is refused when it is given (`unsupported: EDITED_NOTE_CREATED_AT`).
 */
export const editedNoteCreatedAt = z.string().optional();

/** Why a thread note edit refuses created_at. */
export const EDITED_NOTE_CREATED_AT = { created_at: 'a note keeps its creation time when edited' } as const;
