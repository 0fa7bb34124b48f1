import { z } from 'zod';
import { EPIC_NOTES } from '@gitlab-mcp/graphql';
import { defineAction } from '../../../action.js';
import { CREATES } from '../../../classifications.js';
import { epicNoteWrites } from './note-writes.js';
import {
  body,
  epicNamed,
  epicNote,
  epicParams,
  epicWidgetList,
  noteId,
  noteOnEpic,
  noteView,
} from './views.js';

/*
 * The comments on a group's epic (GitLab's notes), through the epic's work item: its NOTES widget for reads and
 * createNote on its global ID (https://docs.gitlab.com/api/graphql/reference/#workitemwidgetnotes,
 * #mutationcreatenote). Premium, as epics are.
 */

const noteNextSteps = [
  { action: 'group.epic_note_update', text: 'edit the note' },
  { action: 'group.epic_discussion_add_note', text: "reply in the note's thread" },
  { action: 'group.epic_note_list', text: 'see all comments on the epic' },
];

export const epicNoteActions = [
  epicWidgetList({
    words: {
      id: 'group.epic_note_list',
      description: 'List the comments (notes) on an epic of a group, oldest first, system notes included.',
      aliases: ['epic comments', 'epic notes'],
    },
    document: EPIC_NOTES,
    connectionOf: (widget) => widget.notes,
    view: noteView,
    kind: 'note',
    nextSteps: [
      { action: 'group.epic_note_get', text: 'see one note in full' },
      { action: 'group.epic_note_create', text: 'comment on the epic' },
    ],
  }),
  defineAction({
    id: 'group.epic_note_get',
    description: 'Get one comment (note) on an epic by its ID: author, body, thread and dates.',
    input: z.object({ ...epicParams, note_id: noteId }).strict(),
    gitlab: { local: async (context, args) => noteView(await epicNote(context, args)) },
    answer: {
      object: 'note',
      notFound: (args) => `note ${String(args.note_id)} on ${epicNamed(args)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: noteNextSteps,
    tier: 'premium',
    aliases: ['epic comment'],
  }),
  defineAction({
    id: 'group.epic_note_create',
    description: 'Comment on an epic of a group: adds a note (a new thread others can reply to).',
    input: z.object({ ...epicParams, body }).strict(),
    gitlab: {
      local: async (context, args) => noteView(await noteOnEpic(context, args)),
    },
    answer: { object: 'note', notFound: epicNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: noteNextSteps,
    tier: 'premium',
    aliases: ['comment on epic'],
  }),
  ...epicNoteWrites(
    {
      update: {
        id: 'group.epic_note_update',
        description: 'Edit the body of one of your comments (notes) on an epic.',
        aliases: ['edit epic comment'],
      },
      delete: {
        id: 'group.epic_note_delete',
        description: 'Delete a comment (note) on an epic permanently.',
        aliases: ['remove epic comment'],
      },
    },
    {
      update: noteNextSteps.slice(1),
      delete: [{ action: 'group.epic_note_list', text: 'see the comments left' }],
    },
  ),
];
