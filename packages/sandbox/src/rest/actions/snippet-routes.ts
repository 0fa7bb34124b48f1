import { missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent, text } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { NoteRow, SnippetRow } from '../../store/rows.js';
import { snippetJson } from '../collections/content.js';
import { noteJson } from '../collections/notes.js';
import { str } from '../params.js';
import { awardEmojiRoutes } from './award-emoji.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * What snippets have beyond the snippet collections (collections/content.ts): the public and all-visible lists,
 * raw content (https://docs.gitlab.com/api/snippets/#single-snippet-contents), editing a thread's notes
 * (https://docs.gitlab.com/api/discussions/#snippets) and emoji reactions on a project snippet and its notes
 * (https://docs.gitlab.com/api/emoji_reactions/). Comments and threads themselves are served with those of
 * issues and merge requests (collections/notes.ts).
 */

/** The snippets a user may read: their own, public and internal ones, and every one for an administrator. */
function visible(ctx: RouteContext, row: SnippetRow): boolean {
  return ctx.auth.user.is_admin || row.author_id === ctx.auth.user.id || row.visibility !== 'private';
}

function snippetList(ctx: RouteContext, rows: SnippetRow[]) {
  const after = str(ctx.req.params.created_after);
  const before = str(ctx.req.params.created_before);
  const kept = rows
    .filter(
      (row) =>
        (after === undefined || row.created_at > after) && (before === undefined || row.created_at < before),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const page = offsetPage(kept, ctx.req);
  return json(
    200,
    page.items.map((row) => snippetJson(ctx.state, row)),
    page.headers,
  );
}

function personalSnippet(ctx: RouteContext): SnippetRow {
  const row = ctx.state.tables.snippets.find((snippet) => String(snippet.id) === ctx.params.snippet_id);
  if (row === undefined || !visible(ctx, row)) throw notFound('Snippet');
  return row;
}

function projectSnippet(ctx: ProjectContext): SnippetRow {
  const row = ctx.state.tables.snippets.find(
    (snippet) => snippet.project_id === ctx.project.id && String(snippet.id) === ctx.params.snippet_id,
  );
  if (row === undefined) throw notFound('Snippet');
  return row;
}

const listRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/snippets/public',
    handler: (ctx) =>
      snippetList(
        ctx,
        ctx.state.tables.snippets.filter((row) => row.project_id === null && row.visibility === 'public'),
      ),
  },
  {
    method: 'GET',
    pattern: '/snippets/all',
    handler: (ctx) =>
      snippetList(
        ctx,
        ctx.state.tables.snippets.filter((row) => visible(ctx, row)),
      ),
  },
];

// Raw content is text/plain, as GitLab sends it; a snippet's repository has one branch, `main`.
const rawRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/snippets/:snippet_id/raw',
    handler: (ctx) => text(200, personalSnippet(ctx).content),
  },
  projectAction('GET', '/snippets/:snippet_id/raw', (ctx) => text(200, projectSnippet(ctx).content)),
  {
    method: 'GET',
    pattern: '/snippets/:snippet_id/files/:ref/:file_name/raw',
    handler: (ctx) => {
      const row = personalSnippet(ctx);
      if (ctx.params.ref !== 'main' || ctx.params.file_name !== row.file_name) throw notFound('File');
      return text(200, row.content);
    },
  },
];

function discussionNote(ctx: ProjectContext): NoteRow {
  const snippet = projectSnippet(ctx);
  const thread = ctx.state.tables.notes.filter(
    (note) =>
      note.noteable_type === 'Snippet' &&
      note.noteable_id === snippet.id &&
      note.discussion_id === ctx.params.discussion_id,
  );
  if (thread.length === 0) throw notFound('Discussion');
  const note = thread.find((row) => String(row.id) === ctx.params.note_id);
  if (note === undefined) throw notFound('Note');
  return note;
}

const THREAD_NOTE = '/snippets/:snippet_id/discussions/:discussion_id/notes/:note_id';

const threadNoteRoutes: Route[] = [
  projectAction('PUT', THREAD_NOTE, (ctx) => {
    const note = discussionNote(ctx);
    const body = str(ctx.req.params.body);
    if (body === undefined || body === '') throw missingParams(['body']);
    note.body = body;
    note.updated_at = ctx.state.now();
    return json(200, noteJson(ctx.state, note, true));
  }),
  projectAction('DELETE', THREAD_NOTE, (ctx) => {
    const note = discussionNote(ctx);
    ctx.state.tables.notes.splice(ctx.state.tables.notes.indexOf(note), 1);
    return noContent();
  }),
];

export const snippetRoutes: Route[] = [
  ...listRoutes,
  ...rawRoutes,
  ...threadNoteRoutes,
  ...awardEmojiRoutes('/snippets/:snippet_id', {
    type: 'Snippet',
    table: 'snippet_award_emoji',
    find: (ctx) => {
      const snippet = projectSnippet(ctx);
      return { id: snippet.id, link: { snippet_id: snippet.id } };
    },
  }),
];
