import { GraphQLError } from 'graphql';
import { findGroup, findProject } from '../../store/index.js';
import type { IssueRow, NoteRow } from '../../store/index.js';
import { assertCanWrite } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { RESOURCE_ACCESS_ERROR } from '../error-shape.js';
import { gidNumber } from '../global-id.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { invalid } from './issue-mutations.js';
import { assertCanWriteGroupEpics } from './work-item-epic-mutations.js';
import { epicRows } from './epic-rows.js';
import type { EpicRow } from './epic-rows.js';
import { epicByWorkItemId, isEpic } from './work-item-epics.js';
import { setPositions } from './work-item-positions.js';
import { childrenOf, parentOf } from './work-items.js';

/*
 * What the epic threads need beyond the notes every noteable has: editing and deleting a note
 * (https://docs.gitlab.com/api/graphql/reference/#mutationupdatenote, #mutationdestroynote, for any note) and
 * reordering a work item among its parent's children (#mutationworkitemshierarchyreorder). Notes on an epic are rows
 * of the notes table with `noteable_type: 'Epic'` and no project.
 */

/** Throws GitLab's resource access error unless the viewer may write in the epic's group; an epic has no project. */
export function assertCanWriteEpic(ctx: GraphqlContext, epic: EpicRow): null {
  assertCanWriteGroupEpics(ctx, findGroup(ctx.state, epic.group_id));
  return null;
}

/**
 * The note an update or destroy names, when the viewer may change it: write access where the note lives (for a
 * fine-grained token, GitLab's permission for editing or deleting a note over REST), and its author or an
 * administrator (GitLab's `admin_note`). Anything else is GitLab's resource access error.
 */
function editableNote(
  ctx: GraphqlContext,
  gid: string,
  permission: 'update_work_item' | 'delete_work_item',
): NoteRow {
  const id = gidNumber(gid, ['Note', 'DiffNote', 'DiscussionNote']);
  const note = ctx.state.tables.notes.find((row) => row.id === id);
  if (!note || note.system) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  if (note.noteable_type === 'Epic') {
    const epic = epicRows(ctx.state).find((row) => row.id === note.noteable_id);
    if (!epic) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
    assertCanWriteEpic(ctx, epic);
  } else {
    const project = note.project_id === null ? undefined : findProject(ctx.state, note.project_id);
    assertCanWrite(ctx, project, permission);
  }
  if (!ctx.viewer!.is_admin && note.author_id !== ctx.viewer!.id)
    throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return note;
}

type Item = IssueRow | EpicRow;

const workItemId = (item: Item) => (isEpic(item) ? item.work_item_id : item.id);

function itemByGid(ctx: GraphqlContext, gid: string): Item | undefined {
  const id = gidNumber(gid, ['WorkItem', 'Issue']);
  return ctx.state.tables.issues.find((row) => row.id === id) ?? epicByWorkItemId(ctx.state, id);
}

interface ReorderInput {
  id: string;
  parentId?: string | null;
  adjacentWorkItemId?: string | null;
  relativePosition?: 'BEFORE' | 'AFTER' | null;
  clientMutationId?: string | null;
}

/** Moves a child before or after a sibling; the sandbox reorders within the current parent only. */
function reorder(ctx: GraphqlContext, input: ReorderInput) {
  const child = itemByGid(ctx, input.id);
  const parent = child && parentOf(ctx, child);
  if (!child || !parent) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  if (isEpic(parent)) assertCanWriteEpic(ctx, parent);
  else assertCanWrite(ctx, findProject(ctx.state, parent.project_id), 'update_work_item');
  const fail = (message: string) => invalid('workItem', input.clientMutationId, message);
  if (input.parentId != null && gidNumber(input.parentId, ['WorkItem']) !== workItemId(parent))
    return fail('The work item is not a child of the given parent.');
  if ((input.adjacentWorkItemId == null) !== (input.relativePosition == null))
    return fail('Relative position is not valid.');
  const siblings = childrenOf(ctx, parent).map(workItemId);
  if (input.adjacentWorkItemId != null) {
    const adjacent = gidNumber(input.adjacentWorkItemId, ['WorkItem']);
    if (!siblings.includes(adjacent) || adjacent === workItemId(child))
      return fail("The adjacent work item's parent must match the current parent work item.");
    const order = siblings.filter((id) => id !== workItemId(child));
    const at = order.indexOf(adjacent) + (input.relativePosition === 'AFTER' ? 1 : 0);
    order.splice(at, 0, workItemId(child));
    setPositions(ctx.state, order);
  }
  return {
    workItem: child,
    parentWorkItem: parent,
    errors: [],
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const epicThreadResolvers: ResolverMap = {
  Mutation: fields<undefined>({
    updateNote: (
      _root,
      { input }: { input: { id: string; body?: string | null; clientMutationId?: string | null } },
      ctx,
    ) => {
      const note = editableNote(ctx, input.id, 'update_work_item');
      if (input.body != null) {
        if (input.body.trim() === '') return invalid('note', input.clientMutationId, "Note can't be blank");
        note.body = input.body;
        note.updated_at = ctx.state.now();
      }
      return { note, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
    destroyNote: (_root, { input }: { input: { id: string; clientMutationId?: string | null } }, ctx) => {
      const note = editableNote(ctx, input.id, 'delete_work_item');
      const notes = ctx.state.tables.notes;
      notes.splice(notes.indexOf(note), 1);
      return { note: null, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
    workItemsHierarchyReorder: (_root, { input }: { input: ReorderInput }, ctx) => reorder(ctx, input),
  }),
};
