import { missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { NoteRow } from '../../store/rows.js';
import { noteJson } from '../collections/notes.js';
import { str } from '../params.js';
import { issueOf } from './issue-scope.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Editing and deleting one note of an issue's discussion
 * (https://docs.gitlab.com/api/discussions/#modify-an-existing-issue-thread-note): the discussion and the note must
 * both belong to the issue, else `404 Discussion Not Found` / `404 Note Not Found`.
 */

const BASE = '/issues/:issue_iid/discussions/:discussion_id/notes/:note_id';

function discussionNote(ctx: ProjectContext): NoteRow {
  const issue = issueOf(ctx);
  const thread = ctx.state.tables.notes.filter(
    (note) =>
      note.noteable_type === 'Issue' &&
      note.noteable_id === issue.id &&
      note.discussion_id === ctx.params.discussion_id,
  );
  if (thread.length === 0) throw notFound('Discussion');
  const note = thread.find((row) => String(row.id) === ctx.params.note_id);
  if (note === undefined) throw notFound('Note');
  return note;
}

export const issueDiscussionNoteRoutes: Route[] = [
  projectAction('PUT', BASE, (ctx) => {
    const note = discussionNote(ctx);
    const body = str(ctx.req.params.body);
    if (body === undefined || body === '') throw missingParams(['body']);
    note.body = body;
    note.updated_at = ctx.state.now();
    return json(200, noteJson(ctx.state, note, true));
  }),
  projectAction('DELETE', BASE, (ctx) => {
    const note = discussionNote(ctx);
    const notes = ctx.state.tables.notes;
    notes.splice(notes.indexOf(note), 1);
    return noContent();
  }),
];
