import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, offsetPaging, oneOf, sortDirection, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { inProject, oneIssue } from './params.js';
import { EDITED_NOTE_CREATED_AT, editedNoteCreatedAt } from '../thread-note-edit.js';

const noteId = integer('Note ID');
const discussionId = text('Discussion ID (a 40-character hex string)');
const body = text('Text, in GitLab Markdown');
const createdAt = text('Time to record, ISO 8601 (admins and project owners)').optional();
const inIssue = (args: { issue_iid: number; project_id: string }) => `note on ${inProject(args)}`;
const threadIn = (args: { discussion_id: string; issue_iid: number; project_id: string }) =>
  `discussion ${args.discussion_id} on ${inProject(args)}`;

const noteSteps = [
  { action: 'issue.note_update', text: 'edit the comment' },
  { action: 'issue.note_list', text: 'see all comments on the issue' },
];
const threadSteps = [
  { action: 'issue.discussion_add_note', text: 'reply in the thread' },
  { action: 'issue.discussion_list', text: 'see every thread on the issue' },
];

/**
 * Comments on an issue, flat (https://docs.gitlab.com/api/notes/#issues) and as threads
 * (https://docs.gitlab.com/api/discussions/#issues).
 */
export const issueNoteActions = [
  defineAction({
    id: 'issue.note_list',
    description: 'List the comments on an issue, system notes (label and state changes) included.',
    input: z
      .object({
        ...oneIssue,
        order_by: oneOf(['created_at', 'updated_at'], 'Field to order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'note' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'issue.note_create', text: 'add a comment' },
      { action: 'issue.discussion_list', text: 'see the comments as threads' },
    ],
    aliases: ['issue comments'],
  }),
  defineAction({
    id: 'issue.note_get',
    description: 'Get one comment on an issue.',
    input: z.object({ ...oneIssue, note_id: noteId }).strict(),
    answer: { object: 'note', notFound: inIssue },
    content: 'detail',
    resource: null,
    nextSteps: noteSteps,
    aliases: ['issue comment'],
  }),
  defineAction({
    id: 'issue.note_create',
    description:
      'Comment on an issue; internal comments are seen only by members with Reporter access or more.',
    input: z
      .object({
        ...oneIssue,
        body,
        internal: flag('Internal note, hidden from non-members and guests').optional(),
        created_at: createdAt,
      })
      .strict(),
    answer: { object: 'note', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: noteSteps,
    aliases: ['comment on issue', 'reply to issue'],
  }),
  defineAction({
    id: 'issue.note_update',
    description: 'Change the text of a comment on an issue.',
    input: z.object({ ...oneIssue, note_id: noteId, body }).strict(),
    answer: { object: 'note', notFound: inIssue },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.note_list', text: 'see all comments on the issue' }],
    aliases: ['edit issue comment'],
  }),
  defineAction({
    id: 'issue.note_delete',
    description: 'Delete a comment on an issue.',
    input: z.object({ ...oneIssue, note_id: noteId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'issue.note_list', text: 'see the comments that remain' }],
    aliases: ['remove issue comment'],
  }),
  defineAction({
    id: 'issue.discussion_list',
    description: 'List the threads on an issue, each with its notes in order.',
    input: z.object({ ...oneIssue, ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'discussion' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'issue.discussion_get', text: 'see one thread in full' },
      { action: 'issue.discussion_create', text: 'start a new thread' },
    ],
    aliases: ['issue threads'],
  }),
  defineAction({
    id: 'issue.discussion_get',
    description: 'Get one thread on an issue with all its notes.',
    input: z.object({ ...oneIssue, discussion_id: discussionId }).strict(),
    answer: { object: 'discussion', notFound: threadIn },
    content: 'detail',
    resource: null,
    nextSteps: threadSteps,
    aliases: ['issue thread'],
  }),
  defineAction({
    id: 'issue.discussion_create',
    description: 'Start a new thread on an issue.',
    input: z.object({ ...oneIssue, body, created_at: createdAt }).strict(),
    answer: { object: 'discussion', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: threadSteps,
    aliases: [],
  }),
  defineAction({
    id: 'issue.discussion_add_note',
    description: 'Reply in a thread on an issue.',
    input: z.object({ ...oneIssue, discussion_id: discussionId, body, created_at: createdAt }).strict(),
    answer: { object: 'note', notFound: threadIn },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'issue.discussion_get', text: 'see the whole thread' }],
    aliases: ['reply in issue thread'],
  }),
  defineAction({
    id: 'issue.discussion_update_note',
    description: 'Change the text of a note in a thread on an issue.',
    input: z
      .object({
        ...oneIssue,
        discussion_id: discussionId,
        note_id: noteId,
        body,
        created_at: editedNoteCreatedAt,
      })
      .strict(),
    unsupported: { params: EDITED_NOTE_CREATED_AT, endpoint: "GitLab's issue thread note edit" },
    answer: { object: 'note', notFound: threadIn },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.discussion_get', text: 'see the whole thread' }],
    aliases: ['edit issue thread note'],
  }),
  defineAction({
    id: 'issue.discussion_delete_note',
    description: 'Delete a note from a thread on an issue.',
    input: z.object({ ...oneIssue, discussion_id: discussionId, note_id: noteId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'issue.discussion_list', text: 'see the threads that remain' }],
    aliases: ['remove issue thread note'],
  }),
];
