import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, DELETES, READS, UPDATES } from '../../classifications.js';
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
    tool: 'gitlab_issue_note_list',
    description: 'List the comments on an issue, system notes (label and state changes) included.',
    input: z
      .object({
        ...oneIssue,
        order_by: oneOf(['created_at', 'updated_at'], 'Field to order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/issues/{issue_iid}/notes' },
    answer: { list: 'note' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'issue.note_create', text: 'add a comment' },
      { action: 'issue.discussion_list', text: 'see the comments as threads' },
    ],
    tier: 'free',
    aliases: ['issue comments'],
  }),
  defineAction({
    id: 'issue.note_get',
    tool: 'gitlab_issue_note_get',
    description: 'Get one comment on an issue.',
    input: z.object({ ...oneIssue, note_id: noteId }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/issues/{issue_iid}/notes/{note_id}' },
    answer: { object: 'note', notFound: inIssue },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: noteSteps,
    tier: 'free',
    aliases: ['issue comment'],
  }),
  defineAction({
    id: 'issue.note_create',
    tool: 'gitlab_issue_note_create',
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
    gitlab: { rest: 'POST /projects/{project_id}/issues/{issue_iid}/notes' },
    answer: { object: 'note', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: noteSteps,
    tier: 'free',
    aliases: ['comment on issue', 'reply to issue'],
  }),
  defineAction({
    id: 'issue.note_update',
    tool: 'gitlab_issue_note_update',
    description: 'Change the text of a comment on an issue.',
    input: z.object({ ...oneIssue, note_id: noteId, body }).strict(),
    gitlab: { rest: 'PUT /projects/{project_id}/issues/{issue_iid}/notes/{note_id}' },
    answer: { object: 'note', notFound: inIssue },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.note_list', text: 'see all comments on the issue' }],
    tier: 'free',
    aliases: ['edit issue comment'],
  }),
  defineAction({
    id: 'issue.note_delete',
    tool: 'gitlab_issue_note_delete',
    description: 'Delete a comment on an issue.',
    input: z.object({ ...oneIssue, note_id: noteId }).strict(),
    gitlab: { rest: 'DELETE /projects/{project_id}/issues/{issue_iid}/notes/{note_id}' },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'issue.note_list', text: 'see the comments that remain' }],
    tier: 'free',
    aliases: ['remove issue comment'],
  }),
  defineAction({
    id: 'issue.discussion_list',
    tool: 'gitlab_list_issue_discussions',
    description: 'List the threads on an issue, each with its notes in order.',
    input: z.object({ ...oneIssue, ...unorderedPaging }).strict(),
    gitlab: {
      rest: 'GET /projects/{project_id}/issues/{issue_iid}/discussions',
    },
    unsupported: { params: NO_ORDER, endpoint: 'GET /projects/{project_id}/issues/{issue_iid}/discussions' },
    answer: { list: 'discussion' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'issue.discussion_get', text: 'see one thread in full' },
      { action: 'issue.discussion_create', text: 'start a new thread' },
    ],
    tier: 'free',
    aliases: ['issue threads'],
  }),
  defineAction({
    id: 'issue.discussion_get',
    tool: 'gitlab_get_issue_discussion',
    description: 'Get one thread on an issue with all its notes.',
    input: z.object({ ...oneIssue, discussion_id: discussionId }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/issues/{issue_iid}/discussions/{discussion_id}' },
    answer: { object: 'discussion', notFound: threadIn },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: threadSteps,
    tier: 'free',
    aliases: ['issue thread'],
  }),
  defineAction({
    id: 'issue.discussion_create',
    tool: 'gitlab_create_issue_discussion',
    description: 'Start a new thread on an issue.',
    input: z.object({ ...oneIssue, body, created_at: createdAt }).strict(),
    gitlab: { rest: 'POST /projects/{project_id}/issues/{issue_iid}/discussions' },
    answer: { object: 'discussion', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: threadSteps,
    tier: 'free',
    aliases: [],
  }),
  defineAction({
    id: 'issue.discussion_add_note',
    tool: 'gitlab_add_issue_discussion_note',
    description: 'Reply in a thread on an issue.',
    input: z.object({ ...oneIssue, discussion_id: discussionId, body, created_at: createdAt }).strict(),
    gitlab: { rest: 'POST /projects/{project_id}/issues/{issue_iid}/discussions/{discussion_id}/notes' },
    answer: { object: 'note', notFound: threadIn },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'issue.discussion_get', text: 'see the whole thread' }],
    tier: 'free',
    aliases: ['reply in issue thread'],
  }),
  defineAction({
    id: 'issue.discussion_update_note',
    tool: 'gitlab_update_issue_discussion_note',
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
    gitlab: {
      rest: 'PUT /projects/{project_id}/issues/{issue_iid}/discussions/{discussion_id}/notes/{note_id}',
    },
    unsupported: { params: EDITED_NOTE_CREATED_AT, endpoint: "GitLab's issue thread note edit" },
    answer: { object: 'note', notFound: threadIn },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.discussion_get', text: 'see the whole thread' }],
    tier: 'free',
    aliases: ['edit issue thread note'],
  }),
  defineAction({
    id: 'issue.discussion_delete_note',
    tool: 'gitlab_delete_issue_discussion_note',
    description: 'Delete a note from a thread on an issue.',
    input: z.object({ ...oneIssue, discussion_id: discussionId, note_id: noteId }).strict(),
    gitlab: {
      rest: 'DELETE /projects/{project_id}/issues/{issue_iid}/discussions/{discussion_id}/notes/{note_id}',
    },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [{ action: 'issue.discussion_list', text: 'see the threads that remain' }],
    tier: 'free',
    aliases: ['remove issue thread note'],
  }),
];
