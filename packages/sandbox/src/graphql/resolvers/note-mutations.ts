import { findIssue, findProject, nextId, sha } from '../../store/index.js';
import type { IssueRow, MergeRequestRow, NoteRow } from '../../store/index.js';
import { assertCanWrite } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { parseGid } from '../global-id.js';
import { assertCanWriteEpic } from './epic-threads.js';
import { epicByWorkItemId } from './work-item-epics.js';
import type { EpicRow } from './epic-rows.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * Notes and merge request writes. Like every write they change the shared tables in place (REST sees them) and take
 * ids from `nextId(state, 'note', …)`.
 */

type Target =
  | { type: 'MergeRequest'; row: MergeRequestRow }
  | { type: 'Issue'; row: IssueRow }
  | { type: 'Epic'; row: EpicRow };

/** The issue, merge request or epic a NoteableID names (`gid://gitlab/MergeRequest/9243`, Issue or WorkItem gids). */
function noteTarget(ctx: GraphqlContext, noteableId: string): Target | undefined {
  const { model, id } = parseGid(noteableId, ['MergeRequest', 'Issue', 'WorkItem']);
  if (model === 'MergeRequest') {
    const row = ctx.state.tables.mergeRequests.find((mr) => String(mr.id) === id);
    return row && { type: 'MergeRequest', row };
  }
  const epic = epicByWorkItemId(ctx.state, Number(id));
  if (epic) return { type: 'Epic', row: epic };
  const stored = ctx.state.tables.issues.find((issue) => String(issue.id) === id);
  const row = stored && findIssue(ctx.state, stored.project_id, stored.iid);
  return row && { type: 'Issue', row };
}

/** GitLab's `draftless_title`: the title without a leading `Draft:`, `[Draft]` or `(Draft)` marker. */
function draftless(title: string): string {
  return title.replace(/^\s*(\[draft\]|\(draft\)|draft:|draft\s-\s|draft\s)\s*/i, '');
}

interface CreateNoteInput {
  noteableId: string;
  body: string;
  discussionId?: string | null;
  confidential?: boolean | null;
  internal?: boolean | null;
  clientMutationId?: string | null;
}

export const noteMutationResolvers: ResolverMap = {
  Mutation: fields<undefined>({
    createNote: (_root, { input }: { input: CreateNoteInput }, ctx) => {
      const target = noteTarget(ctx, input.noteableId);
      // An epic's notes belong to its group: no project, and the group's write access.
      const project =
        target?.type === 'Epic'
          ? assertCanWriteEpic(ctx, target.row)
          : assertCanWrite(ctx, target && findProject(ctx.state, target.row.project_id), 'create_work_item');
      const clientMutationId = input.clientMutationId ?? null;
      if (input.body.trim() === '') return { note: null, errors: ["Note can't be blank"], clientMutationId };
      const now = ctx.state.now();
      const id = nextId(ctx.state, 'note', ctx.state.tables.notes);
      const thread = input.discussionId == null ? undefined : parseGid(input.discussionId, ['Discussion']).id;
      const replied = ctx.state.tables.notes.find((note) => note.discussion_id === thread);
      if (thread !== undefined && !replied)
        return { note: null, errors: ['Discussion not found'], clientMutationId };
      const note: NoteRow = {
        id,
        project_id: project?.id ?? null,
        noteable_type: target!.type,
        noteable_id: target!.row.id,
        noteable_iid: target!.row.iid,
        commit_id: null,
        discussion_id: thread ?? sha(`discussion:note:${id}`),
        body: input.body,
        author_id: ctx.viewer!.id,
        created_at: now,
        updated_at: now,
        system: false,
        internal: input.internal ?? input.confidential ?? false,
        resolvable: replied?.resolvable ?? false,
        resolved: false,
        resolved_by_id: null,
        position: null,
      };
      ctx.state.tables.notes.push(note);
      target!.row.updated_at = now;
      return { note, errors: [], clientMutationId };
    },
    mergeRequestSetDraft: (
      _root,
      {
        input,
      }: { input: { projectPath: string; iid: string; draft: boolean; clientMutationId?: string | null } },
      ctx,
    ) => {
      const project = assertCanWrite(ctx, findProject(ctx.state, input.projectPath), 'update_merge_request');
      const clientMutationId = input.clientMutationId ?? null;
      const mr = ctx.state.tables.mergeRequests.find(
        (row) => row.project_id === project.id && String(row.iid) === input.iid,
      );
      if (!mr) return { mergeRequest: null, errors: ['Merge request not found'], clientMutationId };
      const title = draftless(mr.title);
      mr.title = input.draft ? `Draft: ${title}` : title;
      mr.draft = input.draft;
      mr.updated_at = ctx.state.now();
      return { mergeRequest: mr, errors: [], clientMutationId };
    },
  }),
};
