import { z } from 'zod';
import { CREATE_NOTE, EPIC_NOTES, fromGid } from '@gitlab-mcp/graphql';
import type { Connection, DiscussionNode, GraphqlDocument, NoteNode } from '@gitlab-mcp/graphql';
import type { KindName, NextStep } from '@gitlab-mcp/result';
import { defineAction, graphqlCall } from '../../../action.js';
import type { ActionContext, ActionSpec } from '../../../action.js';
import { cursorPaging } from '../../../common-params.js';
import { notFound, runMutation } from '../../../graphql-mutation.js';
import { integer, text } from '../../../params.js';
import { workItemGid } from '../../issue/work-item-calls.js';
import type { OwnedWords } from '../../owner.js';

/*
 * What the epic thread actions share: their parameters, the note and discussion as the `note` and `discussion` kinds
 * show them (GitLab's REST field names, as the issue threads use), the reads of one connection of the epic's widgets
 * (a page of it, or a search by ID through its pages) and a new note on the epic.
 */

export const epicParams = {
  full_path: text('Full path of the group, e.g. group/subgroup'),
  epic_iid: integer('Epic IID, the &number in the group'),
};

export const noteId = integer('Note ID, as the epic note list shows it');
export const body = text('Content of the note (Markdown)');
export const discussionId = text('Discussion ID, as the epic discussion list shows it');

type EpicArgs = { full_path: string; epic_iid: number };

/** What names an epic in a not-found card: `&1 in group`. */
export const epicNamed = (args: EpicArgs) => `&${String(args.epic_iid)} in group ${args.full_path}`;

/** A discussion's ID as REST writes it: the hex of `gid://gitlab/Discussion/<hex>`. */
export function discussionKey(gid: string | null | undefined): string | null {
  return gid ? gid.replace(/^gid:\/\/gitlab\/Discussion\//, '') : null;
}

/** A note in REST's words, so the `note` kind shows it as it shows an issue's. */
export function noteView(note: NoteNode | null | undefined): Record<string, unknown> | null {
  if (!note) return null;
  return {
    id: note.id ? fromGid(note.id) : null,
    body: note.body ?? null,
    author: note.author ?? null,
    noteable_type: 'Epic',
    internal: note.confidential ?? false,
    system: note.system ?? false,
    resolvable: note.resolvable ?? false,
    resolved: note.resolved ?? false,
    created_at: note.createdAt ?? null,
    updated_at: note.updatedAt ?? null,
    discussion_id: discussionKey(note.discussion?.id),
    web_url: note.url ?? null,
  };
}

/**
 * A discussion in REST's words. GraphQL does not say whether a thread is an individual note; one note that cannot
 * be resolved is what REST calls one.
 */
export function discussionView(
  discussion: DiscussionNode | null | undefined,
): Record<string, unknown> | null {
  if (!discussion) return null;
  const notes = discussion.notes?.nodes?.flatMap((note) => (note ? [noteView(note)] : [])) ?? [];
  return {
    id: discussionKey(discussion.id),
    individual_note: notes.length === 1 && !discussion.resolvable,
    resolved: discussion.resolved ?? false,
    created_at: discussion.createdAt ?? null,
    notes,
  };
}

/** A read of one of the epic's widgets (EPIC_NOTES, EPIC_DISCUSSIONS, EPIC_CHILDREN). */
type WidgetRead<W> = GraphqlDocument<
  { namespace?: { workItem?: { widgets?: Array<W | null> | null } | null } | null },
  { fullPath: string; iid: string; first?: number; after?: string }
>;

type WidgetData<W> = WidgetRead<W> extends GraphqlDocument<infer D, object> ? D : never;

const epicVariables = (args: EpicArgs) => ({ fullPath: args.full_path, iid: String(args.epic_iid) });

/** The connection a widget read answered, its nodes as `view` shows them (null leaves a node out). */
function widgetConnection<W, N, V>(
  data: WidgetData<W>,
  connectionOf: (widget: W) => Connection<N> | null | undefined,
  view: (node: N | null | undefined) => V,
) {
  const widget = data.namespace?.workItem?.widgets?.find((entry) => entry !== null && connectionOf(entry));
  const connection = widget ? connectionOf(widget) : null;
  return connection && { ...connection, nodes: connection.nodes?.map(view) };
}

/** The most pages a search by ID reads (100 items each) before it calls the item missing. */
const MAX_PAGES = 50;

/**
 * The first item of one of the epic's widget connections that `matches`, reading page after page; a 404 naming the
 * epic when it does not exist, and `missing` when no page has the item.
 */
export async function findInEpic<W, T>(
  context: ActionContext,
  document: WidgetRead<W>,
  args: EpicArgs,
  connectionOf: (widget: W) => Connection<T> | null | undefined,
  matches: (item: T) => boolean,
  missing: string,
): Promise<T> {
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data = await context.graphql(document, {
      ...epicVariables(args),
      first: 100,
      ...(after ? { after } : {}),
    });
    if (!data.namespace?.workItem) throw notFound(`Epic ${epicNamed(args)} not found`);
    const connection = widgetConnection(data, connectionOf, (node) => node);
    const found = connection?.nodes?.find((node): node is T => node != null && matches(node));
    if (found) return found;
    if (!connection?.pageInfo?.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  throw notFound(missing);
}

/** The epic's note with this ID; a 404 when the epic or the note is not there. */
export function epicNote(context: ActionContext, args: EpicArgs & { note_id: number }): Promise<NoteNode> {
  return findInEpic(
    context,
    EPIC_NOTES,
    args,
    (widget) => widget.notes,
    (note) => note.id !== null && note.id !== undefined && fromGid(note.id) === args.note_id,
    `Note ${String(args.note_id)} not found on epic ${epicNamed(args)}`,
  );
}

/** A new note on the epic (https://docs.gitlab.com/api/graphql/reference/#mutationcreatenote): a thread of its own, or a reply. */
export async function noteOnEpic(
  context: ActionContext,
  args: EpicArgs & { body: string },
  discussion?: string,
) {
  const noteableId = await workItemGid(context, args.full_path, args.epic_iid);
  const input = {
    noteableId,
    body: args.body,
    ...(discussion === undefined ? {} : { discussionId: `gid://gitlab/Discussion/${discussion}` }),
  };
  const payload = await runMutation(context, CREATE_NOTE, { input }, (data) => data.createNote);
  return payload.note;
}

/** A page of one of the epic's widget connections, as `kind` lists it. */
export interface EpicWidgetList<W, N> {
  words: OwnedWords;
  document: WidgetRead<W>;
  connectionOf: (widget: W) => Connection<N> | null | undefined;
  view: (node: N | null | undefined) => unknown;
  kind: KindName;
  nextSteps: readonly NextStep[];
  /** Pages backwards too (`last`, `before`), as GitLab's children connection is read. */
  backward?: boolean;
}

const forwardPaging = { first: cursorPaging.first, after: cursorPaging.after };

export function epicWidgetList<W, N>(list: EpicWidgetList<W, N>): ActionSpec {
  const { params, ...words } = list.words;
  return defineAction({
    ...words,
    input: z.object({ ...epicParams, ...(list.backward ? cursorPaging : forwardPaging), ...params }).strict(),
    gitlab: graphqlCall(
      list.document,
      epicVariables,
      (data) => widgetConnection(data, list.connectionOf, list.view),
      list.backward ?? false,
    ),
    answer: { list: list.kind },
    content: 'list',
    resource: null,
    nextSteps: list.nextSteps,
    tier: 'premium',
  });
}
