import { missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { CommitRow, NoteRow } from '../../store/rows.js';
import { sha } from '../../store/sha.js';
import { nextId } from '../../store/state.js';
import { noteJson } from '../collections/notes.js';
import { requireRef } from '../collections/repository.js';
import { int, str } from '../params.js';
import { userBasic } from '../shapes.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Comments and discussions on commits (https://docs.gitlab.com/api/commits/#post-comment-to-commit,
 * https://docs.gitlab.com/api/discussions/#commits). Both are notes on the commit: a comment is a note of its own,
 * a discussion groups the notes that share a discussion id.
 */

function notesOn(ctx: ProjectContext, commit: CommitRow): NoteRow[] {
  return ctx.state.tables.notes
    .filter(
      (note) =>
        note.noteable_type === 'Commit' && note.project_id === ctx.project.id && note.commit_id === commit.id,
    )
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

function newNote(ctx: ProjectContext, commit: CommitRow, body: string, discussionId?: string): NoteRow {
  const id = nextId(ctx.state, 'note', ctx.state.tables.notes);
  const created = str(ctx.req.params.created_at) ?? ctx.state.now();
  const note: NoteRow = {
    id,
    project_id: ctx.project.id,
    noteable_type: 'Commit',
    noteable_id: null,
    noteable_iid: null,
    commit_id: commit.id,
    discussion_id: discussionId ?? sha(`discussion:note:${id}`),
    body,
    author_id: ctx.auth.user.id,
    created_at: created,
    updated_at: created,
    system: false,
    internal: false,
    resolvable: false,
    resolved: false,
    resolved_by_id: null,
    position: null,
  };
  ctx.state.tables.notes.push(note);
  return note;
}

function requireText(ctx: ProjectContext, name: string): string {
  const value = str(ctx.req.params[name]);
  if (value === undefined || value === '') throw missingParams([name]);
  return value;
}

/** The comments API's own shape of a note on a commit: the line it is on, when it is on one. */
function commentJson(ctx: ProjectContext, note: NoteRow) {
  const position = note.position ?? {};
  const oldSide = position.new_line === null || position.new_line === undefined;
  return {
    note: note.body,
    path: (position.new_path as string | undefined) ?? null,
    line: ((oldSide ? position.old_line : position.new_line) as number | undefined) ?? null,
    line_type: note.position === null ? null : oldSide ? 'old' : 'new',
    author: userBasic(ctx.state, note.author_id),
    created_at: note.created_at,
  };
}

function createComment(ctx: ProjectContext) {
  const commit = requireRef(ctx.state, ctx.project.id, ctx.params.sha ?? '');
  const note = newNote(ctx, commit, requireText(ctx, 'note'));
  const path = str(ctx.req.params.path);
  const line = int(ctx.req.params.line);
  if (path !== undefined && line !== undefined) {
    const old = ctx.req.params.line_type === 'old';
    note.position = {
      base_sha: commit.parent_ids[0] ?? null,
      start_sha: commit.parent_ids[0] ?? null,
      head_sha: commit.id,
      old_path: path,
      new_path: path,
      position_type: 'text',
      old_line: old ? line : null,
      new_line: old ? null : line,
    };
  }
  return json(201, commentJson(ctx, note));
}

interface Discussion {
  id: string;
  notes: NoteRow[];
}

function discussionsOn(ctx: ProjectContext, commit: CommitRow): Discussion[] {
  const byId = new Map<string, NoteRow[]>();
  for (const note of notesOn(ctx, commit))
    byId.set(note.discussion_id, [...(byId.get(note.discussion_id) ?? []), note]);
  return [...byId.entries()].map(([id, notes]) => ({ id, notes }));
}

function discussionJson(ctx: ProjectContext, discussion: Discussion) {
  const individual = discussion.notes.length === 1 && discussion.notes[0]!.position === null;
  return {
    id: discussion.id,
    individual_note: individual,
    notes: discussion.notes.map((note) => noteJson(ctx.state, note, !individual)),
  };
}

function discussionOf(ctx: ProjectContext): { commit: CommitRow; discussion: Discussion } {
  const commit = requireRef(ctx.state, ctx.project.id, ctx.params.commit_sha ?? '');
  const discussion = discussionsOn(ctx, commit).find((row) => row.id === ctx.params.discussion_id);
  if (discussion === undefined) throw notFound('Discussion');
  return { commit, discussion };
}

function noteOf(ctx: ProjectContext): NoteRow {
  const { discussion } = discussionOf(ctx);
  const note = discussion.notes.find((row) => row.id === Number(ctx.params.note_id));
  if (note === undefined) throw notFound('Note');
  return note;
}

const DISCUSSIONS = '/repository/commits/:commit_sha/discussions';

export const repositoryNoteRoutes: Route[] = [
  projectAction('GET', '/repository/commits/:sha/comments', (ctx) => {
    const commit = requireRef(ctx.state, ctx.project.id, ctx.params.sha ?? '');
    const notes = notesOn(ctx, commit).filter((note) => !note.system);
    const page = offsetPage(notes, ctx.req);
    return json(
      200,
      page.items.map((note) => commentJson(ctx, note)),
      page.headers,
    );
  }),
  projectAction('POST', '/repository/commits/:sha/comments', createComment),
  projectAction('GET', DISCUSSIONS, (ctx) => {
    const commit = requireRef(ctx.state, ctx.project.id, ctx.params.commit_sha ?? '');
    const page = offsetPage(discussionsOn(ctx, commit), ctx.req);
    return json(
      200,
      page.items.map((discussion) => discussionJson(ctx, discussion)),
      page.headers,
    );
  }),
  projectAction('GET', `${DISCUSSIONS}/:discussion_id`, (ctx) =>
    json(200, discussionJson(ctx, discussionOf(ctx).discussion)),
  ),
  projectAction('POST', DISCUSSIONS, (ctx) => {
    const commit = requireRef(ctx.state, ctx.project.id, ctx.params.commit_sha ?? '');
    const note = newNote(ctx, commit, requireText(ctx, 'body'));
    const position = ctx.req.params.position;
    if (typeof position === 'object' && position !== null)
      note.position = position as Record<string, unknown>;
    return json(201, {
      id: note.discussion_id,
      individual_note: false,
      notes: [noteJson(ctx.state, note, true)],
    });
  }),
  projectAction('POST', `${DISCUSSIONS}/:discussion_id/notes`, (ctx) => {
    const { commit, discussion } = discussionOf(ctx);
    const note = newNote(ctx, commit, requireText(ctx, 'body'), discussion.id);
    return json(201, noteJson(ctx.state, note, true));
  }),
  projectAction('PUT', `${DISCUSSIONS}/:discussion_id/notes/:note_id`, (ctx) => {
    const note = noteOf(ctx);
    note.body = requireText(ctx, 'body');
    note.updated_at = ctx.state.now();
    return json(200, noteJson(ctx.state, note, true));
  }),
  projectAction('DELETE', `${DISCUSSIONS}/:discussion_id/notes/:note_id`, (ctx) => {
    const note = noteOf(ctx);
    const notes = ctx.state.tables.notes;
    notes.splice(notes.indexOf(note), 1);
    return noContent();
  }),
];
