import { findGroup, findIssue, findProject } from '../../store/index.js';
import type { NoteRow } from '../../store/index.js';
import { viewerPermissions } from '../access.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { userById } from './user-rows.js';
import { epicRows } from './epic-rows.js';

/** A thread: the notes sharing a discussion id, oldest first. */
export interface Discussion {
  id: string;
  notes: NoteRow[];
}

type Noteable = 'Issue' | 'MergeRequest' | 'Epic';

/** The notes on an issue or merge request (by its global id), oldest first. */
function notesOn(ctx: GraphqlContext, type: Noteable, id: number): NoteRow[] {
  return ctx.state.tables.notes
    .filter((note) => note.noteable_type === type && note.noteable_id === id)
    .sort((a, b) => (a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1));
}

function discussionsOf(notes: readonly NoteRow[]): Discussion[] {
  const threads = new Map<string, NoteRow[]>();
  for (const note of notes)
    threads.set(note.discussion_id, [...(threads.get(note.discussion_id) ?? []), note]);
  return [...threads].map(([id, thread]) => ({ id, notes: thread }));
}

export function noteConnection(ctx: GraphqlContext, type: Noteable, id: number, args: ConnectionArgs) {
  return paginate(notesOn(ctx, type, id), args, (note) => String(note.id));
}

export function discussionConnection(ctx: GraphqlContext, type: Noteable, id: number, args: ConnectionArgs) {
  return paginate(discussionsOf(notesOn(ctx, type, id)), args, (discussion) => discussion.id);
}

/** GitLab's `userNotesCount` / `userDiscussionsCount`: system notes do not count. */
export function userNoteCounts(
  ctx: GraphqlContext,
  type: Noteable,
  id: number,
): { notes: number; discussions: number } {
  const notes = notesOn(ctx, type, id).filter((note) => !note.system);
  return { notes: notes.length, discussions: discussionsOf(notes).length };
}

/** The discussion a note belongs to, with all its notes. */
export function discussionOf(ctx: GraphqlContext, note: NoteRow): Discussion {
  return {
    id: note.discussion_id,
    notes: ctx.state.tables.notes.filter((row) => row.discussion_id === note.discussion_id),
  };
}

function noteUrl(ctx: GraphqlContext, note: NoteRow): string | null {
  if (note.noteable_type === 'Epic') {
    const epic = epicRows(ctx.state).find((row) => row.id === note.noteable_id);
    const group = epic && findGroup(ctx.state, epic.group_id);
    return group ? webUrl(ctx, `groups/${group.full_path}/-/epics/${epic.iid}#note_${note.id}`) : null;
  }
  const project = note.project_id === null ? undefined : findProject(ctx.state, note.project_id);
  if (!project || note.noteable_iid === null) return null;
  const kind = note.noteable_type === 'MergeRequest' ? 'merge_requests' : 'issues';
  return webUrl(ctx, `${project.path_with_namespace}/-/${kind}/${note.noteable_iid}#note_${note.id}`);
}

function noteable(ctx: GraphqlContext, note: NoteRow) {
  if (note.noteable_type === 'MergeRequest')
    return ctx.state.tables.mergeRequests.find((mr) => mr.id === note.noteable_id) ?? null;
  if (note.noteable_type === 'Issue' && note.project_id !== null && note.noteable_iid !== null) {
    return findIssue(ctx.state, note.project_id, note.noteable_iid) ?? null;
  }
  return null;
}

export const noteResolvers: ResolverMap = {
  Note: fields<NoteRow>({
    id: (note) => toGid(note.position ? 'DiffNote' : 'Note', note.id),
    author: (note, _args, ctx) => userById(ctx, note.author_id),
    project: (note, _args, ctx) =>
      note.project_id === null ? null : (findProject(ctx.state, note.project_id) ?? null),
    discussion: (note, _args, ctx) => discussionOf(ctx, note),
    confidential: (note) => note.internal,
    resolvedBy: (note, _args, ctx) => userById(ctx, note.resolved_by_id),
    url: (note, _args, ctx) => noteUrl(ctx, note),
    position: () => null,
    userPermissions: (_note, _args, ctx) => viewerPermissions(ctx),
  }),
  Discussion: fields<Discussion>({
    id: (discussion) => toGid('Discussion', discussion.id),
    replyId: (discussion) => toGid('Discussion', discussion.id),
    createdAt: (discussion) => discussion.notes[0]?.created_at ?? null,
    notes: (discussion, args: ConnectionArgs) => paginate(discussion.notes, args, (note) => String(note.id)),
    resolvable: (discussion) => discussion.notes.some((note) => note.resolvable),
    resolved: (discussion) =>
      discussion.notes.some((note) => note.resolvable) &&
      discussion.notes.every((note) => !note.resolvable || note.resolved),
    resolvedBy: (discussion, _args, ctx) =>
      userById(ctx, discussion.notes.find((note) => note.resolved_by_id !== null)?.resolved_by_id ?? null),
    noteable: (discussion, _args, ctx) => (discussion.notes[0] ? noteable(ctx, discussion.notes[0]) : null),
  }),
};
