import { text } from '../params.js';
import { refusing, UNSUPPORTED } from '../unsupported-params.js';

/**
 * GitLab's edit of a thread note (doc/api/discussions.md, "Modify an existing thread note") takes the new body only:
 * a note keeps the creation time it was given when created. The reference catalog gives the edits `created_at`,
 * which GitLab would drop, so the edit is refused when it is given.
 */
export const editedNoteCreatedAt = text(
  `${UNSUPPORTED}: a note keeps its creation time when edited`,
).optional();

/** The `send` of a thread note edit: created_at refused by name, the rest sent. */
export function refusingCreatedAt<Args extends Record<string, unknown>>(endpoint: string) {
  return refusing<Args>(['created_at'], endpoint);
}
