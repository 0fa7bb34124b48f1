import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent, text } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { DiffRow, DraftNoteRow, MergeRequestRow, NoteRow } from '../../store/rows.js';
import { sha } from '../../store/sha.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { noteJson } from '../collections/notes.js';
import { commitJson } from '../collections/repository.js';
import { bool, str } from '../params.js';
import { mrCommits } from './merge-requests.js';
import { mergeRequestOf, projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * Merge request review (https://docs.gitlab.com/api/merge_requests/#get-merge-request-diff-versions,
 * /api/discussions/#modify-an-existing-merge-request-thread-note, /api/draft_notes/): diff versions, the raw diff,
 * editing and deleting a note of a thread, and draft notes with their publishing. Each MR has one diff version
 * (its current diff), numbered after the MR.
 */

const base = '/merge_requests/:merge_request_iid';

/** The id of an MR's one diff version. */
function versionId(mr: MergeRequestRow): number {
  return mr.id + 10_000;
}

function versionJson(state: SandboxState, mr: MergeRequestRow): Record<string, unknown> {
  const target = state.tables.branches.find(
    (row) => row.project_id === mr.project_id && row.name === mr.target_branch,
  );
  const baseSha = target?.commit_id ?? mr.sha;
  return {
    id: versionId(mr),
    head_commit_sha: mr.sha,
    base_commit_sha: baseSha,
    start_commit_sha: baseSha,
    created_at: mr.created_at,
    merge_request_id: mr.id,
    state: 'collected',
    real_size: String(mr.diffs.length),
    patch_id_sha: sha(`patch:${mr.id}:${mr.sha}`),
  };
}

function versionOf(ctx: ProjectContext, mr: MergeRequestRow) {
  if (Number(ctx.params.version_id) !== versionId(mr)) throw notFound('Merge Request Diff');
  return versionJson(ctx.state, mr);
}

/** One file of `git diff` output, as GitLab's raw_diffs sends it. */
function rawFile(diff: DiffRow): string {
  const header = [`diff --git a/${diff.old_path} b/${diff.new_path}`];
  if (diff.new_file) header.push(`new file mode ${diff.b_mode}`);
  if (diff.deleted_file) header.push(`deleted file mode ${diff.a_mode}`);
  if (diff.renamed_file) header.push(`rename from ${diff.old_path}`, `rename to ${diff.new_path}`);
  if (diff.diff.startsWith('Binary files')) return `${header.join('\n')}\n${diff.diff}`;
  header.push(
    `--- ${diff.new_file ? '/dev/null' : `a/${diff.old_path}`}`,
    `+++ ${diff.deleted_file ? '/dev/null' : `b/${diff.new_path}`}`,
  );
  return `${header.join('\n')}\n${diff.diff}`;
}

function threadNote(ctx: ProjectContext, mr: MergeRequestRow): NoteRow {
  const note = ctx.state.tables.notes.find(
    (row) =>
      row.noteable_type === 'MergeRequest' &&
      row.noteable_id === mr.id &&
      row.discussion_id === ctx.params.discussion_id &&
      row.id === Number(ctx.params.note_id),
  );
  if (note === undefined) throw notFound('Note');
  return note;
}

function draftJson(state: SandboxState, draft: DraftNoteRow): Record<string, unknown> {
  const mr = state.tables.mergeRequests.find(
    (row) => row.project_id === draft.project_id && row.iid === draft.merge_request_iid,
  );
  return {
    id: draft.id,
    author_id: draft.author_id,
    merge_request_id: mr?.id ?? null,
    resolve_discussion: draft.resolve_discussion,
    discussion_id: draft.discussion_id,
    note: draft.note,
    commit_id: draft.commit_id,
    line_code: draft.line_code,
    position: draft.position,
  };
}

function draftsOf(ctx: ProjectContext, mr: MergeRequestRow): DraftNoteRow[] {
  // Draft notes are private: each user sees only their own (https://docs.gitlab.com/api/draft_notes/).
  return ctx.state.tables.draftNotes.filter(
    (row) =>
      row.project_id === mr.project_id &&
      row.merge_request_iid === mr.iid &&
      row.author_id === ctx.auth.user.id,
  );
}

function draftOf(ctx: ProjectContext, mr: MergeRequestRow): DraftNoteRow {
  const draft = draftsOf(ctx, mr).find((row) => row.id === Number(ctx.params.draft_note_id));
  if (draft === undefined) throw notFound('Draft Note');
  return draft;
}

function objectParam(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Publishing turns a draft into a note: a reply in its thread, a new diff thread, or a comment of its own. */
function publish(state: SandboxState, mr: MergeRequestRow, draft: DraftNoteRow): void {
  const now = state.now();
  const id = nextId(state, 'note', state.tables.notes);
  const thread = state.tables.notes.filter(
    (row) =>
      row.noteable_type === 'MergeRequest' &&
      row.noteable_id === mr.id &&
      row.discussion_id === draft.discussion_id,
  );
  state.tables.notes.push({
    id,
    project_id: mr.project_id,
    noteable_type: 'MergeRequest',
    noteable_id: mr.id,
    noteable_iid: mr.iid,
    commit_id: draft.commit_id,
    discussion_id: draft.discussion_id ?? sha(`discussion:note:${id}`),
    body: draft.note,
    author_id: draft.author_id,
    created_at: now,
    updated_at: now,
    system: false,
    internal: false,
    resolvable: draft.position !== null || thread.some((row) => row.resolvable),
    resolved: false,
    resolved_by_id: null,
    position: draft.position ?? thread[0]?.position ?? null,
  });
  if (draft.resolve_discussion)
    for (const row of thread) {
      row.resolved = true;
      row.resolved_by_id = draft.author_id;
    }
  state.tables.draftNotes.splice(state.tables.draftNotes.indexOf(draft), 1);
}

export const mrReviewRoutes: Route[] = [
  projectAction('GET', `${base}/versions`, (ctx) => {
    const page = offsetPage([versionJson(ctx.state, mergeRequestOf(ctx))], ctx.req);
    return json(200, page.items, page.headers);
  }),
  projectAction('GET', `${base}/versions/:version_id`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    return json(200, {
      ...versionOf(ctx, mr),
      commits: mrCommits(ctx, mr).map((commit) => commitJson(ctx.state, commit)),
      diffs: mr.diffs,
    });
  }),
  // The whole diff as `git diff` prints it, text/plain (https://docs.gitlab.com/api/merge_requests/#show-merge-request-raw-diffs).
  projectAction('GET', `${base}/raw_diffs`, (ctx) =>
    text(200, mergeRequestOf(ctx).diffs.map(rawFile).join('')),
  ),
  projectAction('PUT', `${base}/discussions/:discussion_id/notes/:note_id`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const note = threadNote(ctx, mr);
    const body = str(ctx.req.params.body);
    const resolved = bool(ctx.req.params.resolved);
    // GitLab takes exactly one of body and resolved.
    if ((body === undefined) === (resolved === undefined))
      throw badRequest('body, resolved are mutually exclusive');
    if (body !== undefined) note.body = body;
    if (resolved !== undefined) {
      if (!note.resolvable) throw badRequest('Note is not resolvable');
      note.resolved = resolved;
      note.resolved_by_id = resolved ? ctx.auth.user.id : null;
    }
    note.updated_at = ctx.state.now();
    return json(200, noteJson(ctx.state, note, true));
  }),
  projectAction('DELETE', `${base}/discussions/:discussion_id/notes/:note_id`, (ctx) => {
    const note = threadNote(ctx, mergeRequestOf(ctx));
    ctx.state.tables.notes.splice(ctx.state.tables.notes.indexOf(note), 1);
    return noContent();
  }),
  projectAction('GET', `${base}/draft_notes`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const page = offsetPage(draftsOf(ctx, mr), ctx.req);
    return json(
      200,
      page.items.map((row) => draftJson(ctx.state, row)),
      page.headers,
    );
  }),
  projectAction('GET', `${base}/draft_notes/:draft_note_id`, (ctx) =>
    json(200, draftJson(ctx.state, draftOf(ctx, mergeRequestOf(ctx)))),
  ),
  projectAction('POST', `${base}/draft_notes`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const params = ctx.req.params;
    const note = str(params.note);
    if (note === undefined || note === '') throw missingParams(['note']);
    const draft: DraftNoteRow = {
      id: nextId(ctx.state, 'draft_note', ctx.state.tables.draftNotes),
      project_id: mr.project_id,
      merge_request_iid: mr.iid,
      author_id: ctx.auth.user.id,
      note,
      commit_id: str(params.commit_id) ?? null,
      discussion_id: str(params.in_reply_to_discussion_id) ?? null,
      resolve_discussion: bool(params.resolve_discussion) ?? false,
      line_code: null,
      position: objectParam(params.position),
    };
    ctx.state.tables.draftNotes.push(draft);
    return json(201, draftJson(ctx.state, draft));
  }),
  projectAction('PUT', `${base}/draft_notes/:draft_note_id`, (ctx) => {
    const draft = draftOf(ctx, mergeRequestOf(ctx));
    const note = str(ctx.req.params.note);
    if (note !== undefined) draft.note = note;
    const position = objectParam(ctx.req.params.position);
    if (position !== null) draft.position = position;
    return json(200, draftJson(ctx.state, draft));
  }),
  projectAction('DELETE', `${base}/draft_notes/:draft_note_id`, (ctx) => {
    const draft = draftOf(ctx, mergeRequestOf(ctx));
    ctx.state.tables.draftNotes.splice(ctx.state.tables.draftNotes.indexOf(draft), 1);
    return noContent();
  }),
  projectAction('PUT', `${base}/draft_notes/:draft_note_id/publish`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    publish(ctx.state, mr, draftOf(ctx, mr));
    return noContent();
  }),
  projectAction('POST', `${base}/draft_notes/bulk_publish`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    for (const draft of draftsOf(ctx, mr)) publish(ctx.state, mr, draft);
    return noContent();
  }),
];
