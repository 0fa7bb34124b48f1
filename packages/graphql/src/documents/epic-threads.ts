import { graphqlDocument } from './graphql-document.js';
import { WORK_ITEM_FIELDS } from './issue.js';
import type { WorkItemNode } from './issue.js';
import { PAGE_INFO_FIELDS, USER_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection, UserRef } from './shared.js';

/*
 * The threads and child issues of a group's epic, which GitLab serves as a work item
 * (https://docs.gitlab.com/api/graphql/reference/#workitemwidgetnotes, #workitemwidgethierarchy): the notes and
 * discussions of its NOTES widget, the children of its HIERARCHY widget, and the note mutations
 * (#mutationcreatenote, #mutationupdatenote, #mutationdestroynote) and #mutationworkitemshierarchyreorder.
 */

export interface NoteNode {
  id?: string | null;
  body?: string | null;
  system?: boolean | null;
  confidential?: boolean | null;
  resolvable?: boolean | null;
  resolved?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  url?: string | null;
  author?: UserRef | null;
  discussion?: { id?: string | null } | null;
}

export interface DiscussionNode {
  id?: string | null;
  resolvable?: boolean | null;
  resolved?: boolean | null;
  createdAt?: string | null;
  notes?: NodesConnection<NoteNode> | null;
}

const NOTE_FIELDS = `id body system confidential resolvable resolved createdAt updatedAt url
  author { ${USER_FIELDS} }
  discussion { id }`;

const DISCUSSION_FIELDS = `id resolvable resolved createdAt notes { nodes { ${NOTE_FIELDS} } }`;

/** A work item's widgets, as the epic reads below select them: only the one widget asked for is present. */
interface EpicWidgets<Widget> {
  namespace?: { workItem?: { id?: string | null; widgets?: Array<Widget | null> | null } | null } | null;
}

type EpicVariables = CursorVariables & { fullPath: string; iid: string };

/**
 * A page of one connection of an epic's widget (`notes` of WorkItemWidgetNotes…): the epic by its group's path and
 * number, the widget by type; `backward` for a connection read with `last` and `before` too.
 */
function epicWidgetRead<Widget>(
  operation: string,
  widget: { type: string; typename: string; connection: string; nodes: string },
  backward = false,
) {
  const cursors = backward ? ['first', 'after', 'last', 'before'] : ['first', 'after'];
  const declared = cursors.map(
    (name) => `$${name}: ${name === 'first' || name === 'last' ? 'Int' : 'String'}`,
  );
  return graphqlDocument<EpicWidgets<Widget>, EpicVariables>(/* GraphQL */ `
    query ${operation}($fullPath: ID!, $iid: String!, ${declared.join(', ')}) {
      namespace(fullPath: $fullPath) {
        workItem(iid: $iid) {
          id
          widgets(onlyTypes: [${widget.type}]) {
            ... on ${widget.typename} {
              ${widget.connection}(${cursors.map((name) => `${name}: $${name}`).join(', ')}) {
                nodes { ${widget.nodes} }
                ${PAGE_INFO_FIELDS}
              }
            }
          }
        }
      }
    }
  `);
}

/** `group.epic_note_list` (and the note reads by ID): the notes of an epic, oldest first. */
export const EPIC_NOTES = epicWidgetRead<{ notes?: NodesConnection<NoteNode> | null }>('epicNotes', {
  type: 'NOTES',
  typename: 'WorkItemWidgetNotes',
  connection: 'notes',
  nodes: NOTE_FIELDS,
});

/** `group.epic_discussion_list` (and the discussion reads by ID): the threads of an epic, with their notes. */
export const EPIC_DISCUSSIONS = epicWidgetRead<{ discussions?: NodesConnection<DiscussionNode> | null }>(
  'epicDiscussions',
  { type: 'NOTES', typename: 'WorkItemWidgetNotes', connection: 'discussions', nodes: DISCUSSION_FIELDS },
);

/** `group.epic_issue_list`: the children of an epic (child epics and issues; the action keeps the issues). */
export const EPIC_CHILDREN = epicWidgetRead<{ children?: NodesConnection<WorkItemNode> | null }>(
  'epicChildren',
  { type: 'HIERARCHY', typename: 'WorkItemWidgetHierarchy', connection: 'children', nodes: WORK_ITEM_FIELDS },
  true,
);

/** What a note mutation answers: the note with its thread, or GitLab's validation messages. */
export interface NotePayload {
  note?: (NoteNode & { discussion?: DiscussionNode | null }) | null;
  errors?: string[] | null;
}

/** A new note on a noteable (a new thread), or a reply when the input names a `discussionId`. */
export const CREATE_NOTE = graphqlDocument<
  { createNote?: NotePayload | null },
  { input: { noteableId: string; body: string; discussionId?: string } }
>(/* GraphQL */ `
  mutation createNote($input: CreateNoteInput!) {
    createNote(input: $input) {
      note { ${NOTE_FIELDS} discussion { ${DISCUSSION_FIELDS} } }
      errors
    }
  }
`);

export const UPDATE_NOTE = graphqlDocument<
  { updateNote?: NotePayload | null },
  { input: { id: string; body: string } }
>(/* GraphQL */ `
  mutation updateNote($input: UpdateNoteInput!) {
    updateNote(input: $input) {
      note { ${NOTE_FIELDS} }
      errors
    }
  }
`);

export const DESTROY_NOTE = graphqlDocument<
  { destroyNote?: { errors?: string[] | null } | null },
  { input: { id: string } }
>(/* GraphQL */ `
  mutation destroyNote($input: DestroyNoteInput!) {
    destroyNote(input: $input) {
      errors
    }
  }
`);

/** `group.epic_issue_update`: moves a child before or after another child of the same parent. */
export const WORK_ITEMS_HIERARCHY_REORDER = graphqlDocument<
  { workItemsHierarchyReorder?: { workItem?: WorkItemNode | null; errors?: string[] | null } | null },
  {
    input: { id: string; parentId?: string; adjacentWorkItemId?: string; relativePosition?: string };
  }
>(/* GraphQL */ `
  mutation workItemsHierarchyReorder($input: workItemsHierarchyReorderInput!) {
    workItemsHierarchyReorder(input: $input) {
      workItem { ${WORK_ITEM_FIELDS} }
      errors
    }
  }
`);
