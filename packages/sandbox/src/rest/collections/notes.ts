import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { findIssue } from '../../store/generated-issues.js';
import type { NoteRow, NoteableType } from '../../store/rows.js';
import { sha } from '../../store/sha.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import type { Tier } from '../../types.js';
import { collectionRoutes, resolveScope } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { bool, str } from '../params.js';
import { userBasic } from '../shapes.js';

/**
 * Notes and discussions on issues, merge requests and project snippets, and on group epics (Premium)
 * (https://docs.gitlab.com/api/notes/, /api/discussions/). Snippets are addressed by their global ID and their
 * notes' `noteable_iid` is null; an epic's notes belong to no project.
 */

export function noteJson(state: SandboxState, note: NoteRow, inThread: boolean): Record<string, unknown> {
  return {
    id: note.id,
    type: note.position !== null ? 'DiffNote' : inThread ? 'DiscussionNote' : null,
    body: note.body,
    attachment: null,
    author: userBasic(state, note.author_id),
    created_at: note.created_at,
    updated_at: note.updated_at,
    system: note.system,
    noteable_id: note.noteable_id,
    noteable_type: note.noteable_type,
    project_id: note.project_id,
    // GitLab's Note entity always exposes noteable_iid: null for a snippet's or a commit's note.
    noteable_iid: note.noteable_iid,
    commit_id: note.commit_id,
    ...(note.position === null ? {} : { position: note.position }),
    resolvable: note.resolvable,
    ...(note.resolvable
      ? {
          resolved: note.resolved,
          resolved_by: userBasic(state, note.resolved_by_id),
          resolved_at: note.resolved ? note.updated_at : null,
        }
      : {}),
    confidential: note.internal,
    internal: note.internal,
    imported: false,
    imported_from: 'none',
  };
}

/**
 * Where notes hang: `issues/:issue_iid`, `merge_requests/:merge_request_iid` or `snippets/:snippet_id` under a
 * project, `epics/:epic_iid` under a group.
 */
interface Parent {
  type: Exclude<NoteableType, 'Commit'>;
  scope: 'project' | 'group';
  segment: 'issues' | 'merge_requests' | 'snippets' | 'epics';
  param: 'issue_iid' | 'merge_request_iid' | 'snippet_id' | 'epic_iid';
  notFound: string;
  tier?: Tier;
}

const PARENTS: Parent[] = [
  { type: 'Issue', scope: 'project', segment: 'issues', param: 'issue_iid', notFound: 'Issue' },
  {
    type: 'MergeRequest',
    scope: 'project',
    segment: 'merge_requests',
    param: 'merge_request_iid',
    notFound: 'Merge Request',
  },
  { type: 'Snippet', scope: 'project', segment: 'snippets', param: 'snippet_id', notFound: 'Snippet' },
  { type: 'Epic', scope: 'group', segment: 'epics', param: 'epic_iid', notFound: 'Epic', tier: 'premium' },
];

/** The noteable of the request (its global id, and iid but for a snippet), or GitLab's 404 for it. */
function noteable(
  ctx: CollectionContext,
  parent: Parent,
): { id: number; iid: number | null; projectId: number | null } {
  const iid = Number(ctx.params[parent.param]);
  if (parent.type === 'Epic') {
    const group = ctx.scope.kind === 'group' ? ctx.scope.group : undefined;
    const epic = (ctx.state.plain.epics ?? []).find((row) => row.group_id === group?.id && row.iid === iid);
    if (epic === undefined) throw notFound(parent.notFound);
    return { id: Number(epic.id), iid, projectId: null };
  }
  const project = ctx.scope.kind === 'project' ? ctx.scope.project : undefined;
  if (project === undefined) throw notFound('Project');
  if (parent.type === 'Snippet') {
    const snippet = ctx.state.tables.snippets.find((row) => row.project_id === project.id && row.id === iid);
    if (snippet === undefined) throw notFound(parent.notFound);
    return { id: snippet.id, iid: null, projectId: project.id };
  }
  const row =
    parent.type === 'Issue'
      ? findIssue(ctx.state, project.id, iid)
      : ctx.state.tables.mergeRequests.find((mr) => mr.project_id === project.id && mr.iid === iid);
  if (row === undefined) throw notFound(parent.notFound);
  return { id: row.id, iid: row.iid, projectId: project.id };
}

function notesOf(ctx: CollectionContext, parent: Parent): NoteRow[] {
  const target = noteable(ctx, parent);
  return ctx.state.tables.notes.filter(
    (note) =>
      note.noteable_type === parent.type &&
      note.project_id === target.projectId &&
      // Epic iids repeat from group to group, so an epic's notes are matched by its global id.
      (target.iid === null || parent.type === 'Epic'
        ? note.noteable_id === target.id
        : note.noteable_iid === target.iid),
  );
}

function threaded(state: SandboxState, note: NoteRow): boolean {
  return (
    state.tables.notes.some((other) => other !== note && other.discussion_id === note.discussion_id) ||
    note.resolvable
  );
}

/** A new note; without `discussionId` it starts its own discussion (ids derive from the note id: deterministic). */
function newNote(
  ctx: CollectionContext,
  parent: Parent,
  body: string,
  discussionId: string | undefined,
  resolvable: boolean,
): NoteRow {
  const target = noteable(ctx, parent);
  const now = ctx.state.now();
  const id = nextId(ctx.state, 'note', ctx.state.tables.notes);
  const note: NoteRow = {
    id,
    project_id: target.projectId,
    noteable_type: parent.type,
    noteable_id: target.id,
    noteable_iid: target.iid,
    commit_id: null,
    discussion_id: discussionId ?? sha(`discussion:note:${id}`),
    body,
    author_id: ctx.auth.user.id,
    created_at: now,
    updated_at: now,
    system: false,
    internal: bool(ctx.req.params.internal) ?? false,
    resolvable,
    resolved: false,
    resolved_by_id: null,
    position: null,
  };
  return note;
}

function notesCollection(parent: Parent): Collection<NoteRow> {
  return {
    path: `${parent.segment}/:${parent.param}/notes`,
    scopes: [parent.scope],
    ...(parent.tier === undefined ? {} : { tier: parent.tier }),
    key: { param: 'note_id', get: (row) => row.id },
    notFound: 'Note',
    table: (state) => state.tables.notes,
    inScope: () => true,
    rows: (ctx) => notesOf(ctx, parent),
    serialize: (row, ctx) => noteJson(ctx.state, row, threaded(ctx.state, row)),
    list: {
      orderBy: { created_at: (row) => row.created_at, updated_at: (row) => row.updated_at },
      defaultOrder: { orderBy: 'created_at', sort: 'desc' },
    },
    create: {
      required: ['body'],
      build: (params, ctx) => newNote(ctx, parent, str(params.body) ?? '', undefined, false),
    },
    update: (row, params, ctx) => {
      if (params.body !== undefined) row.body = str(params.body) ?? row.body;
      row.updated_at = ctx.state.now();
    },
    remove: true,
  };
}

interface Discussion {
  id: string;
  notes: NoteRow[];
}

function discussionsOf(ctx: CollectionContext, parent: Parent): Discussion[] {
  const byId = new Map<string, NoteRow[]>();
  for (const note of notesOf(ctx, parent).sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const list = byId.get(note.discussion_id) ?? [];
    list.push(note);
    byId.set(note.discussion_id, list);
  }
  return [...byId.entries()].map(([id, notes]) => ({ id, notes }));
}

function discussionJson(state: SandboxState, discussion: Discussion): Record<string, unknown> {
  const individual = discussion.notes.length === 1 && !discussion.notes[0]!.resolvable;
  return {
    id: discussion.id,
    individual_note: individual,
    notes: discussion.notes.map((note) => noteJson(state, note, !individual)),
  };
}

function discussionsCollection(parent: Parent): Collection<Discussion> {
  return {
    path: `${parent.segment}/:${parent.param}/discussions`,
    scopes: [parent.scope],
    ...(parent.tier === undefined ? {} : { tier: parent.tier }),
    key: { param: 'discussion_id', get: (row) => row.id },
    notFound: 'Discussion',
    table: () => [],
    inScope: () => true,
    rows: (ctx) => discussionsOf(ctx, parent),
    serialize: (row, ctx) => discussionJson(ctx.state, row),
  };
}

/** Writes on discussions: start one, reply to one, resolve one (MRs). */
function discussionWrites(parent: Parent): Route[] {
  const base = `/${parent.scope}s/:id/${parent.segment}/:${parent.param}/discussions`;
  const withCtx = (ctx: Parameters<Route['handler']>[0]): CollectionContext => ({
    ...ctx,
    scope: resolveScope(parent.scope, ctx),
  });
  const tier = parent.tier === undefined ? {} : { tier: parent.tier };
  const findDiscussion = (ctx: CollectionContext) => {
    const found = discussionsOf(ctx, parent).find((row) => row.id === ctx.params.discussion_id);
    if (found === undefined) throw notFound('Discussion');
    return found;
  };
  const requireBody = (ctx: CollectionContext) => {
    const body = str(ctx.req.params.body);
    if (body === undefined || body === '') throw missingParams(['body']);
    return body;
  };
  const resolve: Route = {
    method: 'PUT',
    pattern: `${base}/:discussion_id`,
    ...tier,
    handler: (raw) => {
      const ctx = withCtx(raw);
      const discussion = findDiscussion(ctx);
      const resolved = bool(ctx.req.params.resolved);
      if (resolved === undefined) throw missingParams(['resolved']);
      if (!discussion.notes.some((note) => note.resolvable)) throw badRequest('Discussion is not resolvable');
      for (const note of discussion.notes) {
        note.resolved = resolved;
        note.resolved_by_id = resolved ? ctx.auth.user.id : null;
        note.updated_at = ctx.state.now();
      }
      return json(200, discussionJson(ctx.state, discussion));
    },
  };
  return [
    {
      method: 'POST',
      pattern: base,
      ...tier,
      handler: (raw) => {
        const ctx = withCtx(raw);
        const note = newNote(ctx, parent, requireBody(ctx), undefined, parent.type === 'MergeRequest');
        const position = ctx.req.params.position;
        if (typeof position === 'object' && position !== null)
          note.position = position as Record<string, unknown>;
        ctx.state.tables.notes.push(note);
        return json(201, discussionJson(ctx.state, { id: note.discussion_id, notes: [note] }));
      },
    },
    {
      method: 'POST',
      pattern: `${base}/:discussion_id/notes`,
      ...tier,
      handler: (raw) => {
        const ctx = withCtx(raw);
        const discussion = findDiscussion(ctx);
        const first = discussion.notes[0]!;
        const note = newNote(ctx, parent, requireBody(ctx), discussion.id, first.resolvable);
        ctx.state.tables.notes.push(note);
        return json(201, noteJson(ctx.state, note, true));
      },
    },
    // GitLab routes a resolve only for its resolvable noteables (lib/api/discussions.rb,
    // `Noteable.resolvable_types`): a snippet's and an epic's threads have none (doc/api/discussions.md documents no
    // resolve under "Snippets" or "Epics"), so their thread's path is GitLab's 404.
    ...(parent.type === 'Snippet' || parent.type === 'Epic' ? [] : [resolve]),
  ];
}

/**
 * Editing and deleting a note of an epic's thread. The other noteables' thread notes are edited with their domain
 * (issue-discussion-notes.ts, snippet-routes.ts, mr-review.ts), which adds their own rules.
 */
function epicThreadNoteEdits(parent: Parent): Route[] {
  const pattern = `/groups/:id/${parent.segment}/:${parent.param}/discussions/:discussion_id/notes/:note_id`;
  const noteOf = (raw: Parameters<Route['handler']>[0]) => {
    const ctx: CollectionContext = { ...raw, scope: resolveScope('group', raw) };
    const note = notesOf(ctx, parent).find(
      (row) => row.discussion_id === ctx.params.discussion_id && String(row.id) === ctx.params.note_id,
    );
    if (note === undefined) throw notFound('Note');
    return { ctx, note };
  };
  return [
    {
      method: 'PUT',
      pattern,
      tier: 'premium',
      handler: (raw) => {
        const { ctx, note } = noteOf(raw);
        const body = str(ctx.req.params.body);
        if (body === undefined || body === '') throw missingParams(['body']);
        note.body = body;
        note.updated_at = ctx.state.now();
        return json(200, noteJson(ctx.state, note, true));
      },
    },
    {
      method: 'DELETE',
      pattern,
      tier: 'premium',
      handler: (raw) => {
        const { ctx, note } = noteOf(raw);
        ctx.state.tables.notes.splice(ctx.state.tables.notes.indexOf(note), 1);
        return noContent();
      },
    },
  ];
}

export function noteRoutes(): Route[] {
  return PARENTS.flatMap((parent) => [
    ...discussionWrites(parent),
    ...(parent.type === 'Epic' ? epicThreadNoteEdits(parent) : []),
    ...collectionRoutes(notesCollection(parent)),
    ...collectionRoutes(discussionsCollection(parent)),
  ]);
}
