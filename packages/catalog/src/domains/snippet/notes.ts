import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, offsetPaging, oneOf, sortDirection, text } from '../../params.js';
import { subListPaging } from '../issuable/issuable.js';
import { projectSnippetTarget } from './reactions.js';
import { EDITED_NOTE_CREATED_AT, editedNoteCreatedAt } from '../thread-note-edit.js';
import { NO_ORDER } from '../../unsupported-params.js';

const oneSnippet = projectSnippetTarget.one;
const inSnippet = projectSnippetTarget.inProject;
const noteId = integer('Note ID');
const discussionId = text('Discussion ID (a 40-character hex string)');
const body = text('Text, in GitLab Markdown');
const createdAt = text('Time to record, ISO 8601 (admins and project owners)').optional();
const noteIn = (args: Record<string, unknown>) => `note ${String(args.note_id)} on ${inSnippet(args)}`;
const threadIn = (args: Record<string, unknown>) =>
  `discussion ${String(args.discussion_id)} on ${inSnippet(args)}`;

const toNotes = { action: 'snippet.note_list', text: 'see all comments on the snippet' };
const toThread = { action: 'snippet.discussion_get', text: 'see the whole thread' };

/**
 * Comments on a project snippet, flat (https://docs.gitlab.com/api/notes/#snippets) and as threads
 * (https://docs.gitlab.com/api/discussions/#snippets).
 */
export const snippetNoteActions = [
  defineAction({
    id: 'snippet.note_list',
    description: 'List the comments on a project snippet.',
    input: z
      .object({
        ...oneSnippet,
        order_by: oneOf(['created_at', 'updated_at'], 'Field to order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'note' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'snippet.note_create', text: 'add a comment' },
      { action: 'snippet.discussion_list', text: 'see the comments as threads' },
    ],
    aliases: ['snippet comments'],
  }),
  defineAction({
    id: 'snippet.note_get',
    description: 'Get one comment on a project snippet.',
    input: z.object({ ...oneSnippet, note_id: noteId }).strict(),
    answer: { object: 'note', notFound: noteIn },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'snippet.note_update', text: 'edit the comment' }, toNotes],
    aliases: ['snippet comment'],
  }),
  defineAction({
    id: 'snippet.note_create',
    description: 'Comment on a project snippet.',
    input: z.object({ ...oneSnippet, body, created_at: createdAt }).strict(),
    answer: { object: 'note', notFound: inSnippet },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [toNotes],
    aliases: ['comment on snippet'],
  }),
  defineAction({
    id: 'snippet.note_update',
    description: 'Change the text of a comment on a project snippet.',
    input: z.object({ ...oneSnippet, note_id: noteId, body }).strict(),
    answer: { object: 'note', notFound: noteIn },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [toNotes],
    aliases: ['edit snippet comment'],
  }),
  defineAction({
    id: 'snippet.note_delete',
    description: 'Delete a comment on a project snippet.',
    input: z.object({ ...oneSnippet, note_id: noteId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [toNotes],
    aliases: ['remove snippet comment'],
  }),
  defineAction({
    id: 'snippet.discussion_list',
    description: 'List the threads on a project snippet, each with its notes in order.',
    input: z.object({ ...oneSnippet, ...subListPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'discussion' },
    content: 'list',
    resource: null,
    nextSteps: [toThread, { action: 'snippet.discussion_create', text: 'start a new thread' }],
    aliases: ['snippet threads'],
  }),
  defineAction({
    id: 'snippet.discussion_get',
    description: 'Get one thread on a project snippet with all its notes.',
    input: z.object({ ...oneSnippet, discussion_id: discussionId }).strict(),
    answer: { object: 'discussion', notFound: threadIn },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'snippet.discussion_add_note', text: 'reply in the thread' }],
    aliases: ['snippet thread'],
  }),
  defineAction({
    id: 'snippet.discussion_create',
    description: 'Start a new thread on a project snippet.',
    input: z.object({ ...oneSnippet, body, created_at: createdAt }).strict(),
    answer: { object: 'discussion', notFound: inSnippet },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [toThread],
    aliases: ['new snippet thread'],
  }),
  defineAction({
    id: 'snippet.discussion_add_note',
    description: 'Reply in a thread on a project snippet.',
    input: z.object({ ...oneSnippet, discussion_id: discussionId, body, created_at: createdAt }).strict(),
    answer: { object: 'note', notFound: threadIn },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [toThread],
    aliases: ['reply in snippet thread'],
  }),
  defineAction({
    id: 'snippet.discussion_update_note',
    description: 'Change the text of a note in a thread on a project snippet.',
    input: z
      .object({
        ...oneSnippet,
        discussion_id: discussionId,
        note_id: noteId,
        body,
        created_at: editedNoteCreatedAt,
      })
      .strict(),
    unsupported: { params: EDITED_NOTE_CREATED_AT, endpoint: "GitLab's snippet thread note edit" },
    answer: { object: 'note', notFound: threadIn },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [toThread],
    aliases: ['edit snippet thread note'],
  }),
  defineAction({
    id: 'snippet.discussion_delete_note',
    description: 'Delete a note from a thread on a project snippet.',
    input: z.object({ ...oneSnippet, discussion_id: discussionId, note_id: noteId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [toThread],
    aliases: ['remove snippet thread note'],
  }),
];
