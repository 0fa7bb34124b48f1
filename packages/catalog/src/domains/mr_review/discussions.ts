import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, text } from '../../params.js';
import {
  diffPosition,
  discussionId,
  noteId,
  oneMergeRequest,
  onMergeRequest,
  reviewListPaging,
} from './params.js';
import { EDITED_NOTE_CREATED_AT, editedNoteCreatedAt } from '../thread-note-edit.js';
import { NO_ORDER } from '../../unsupported-params.js';

const createdAt = text('Creation time to record (ISO 8601; admins and project owners only)').optional();

export const discussionActions = [
  defineAction({
    id: 'mr_review.discussion_list',
    description:
      'List the review threads of a merge request with their notes, diff positions and whether each is resolved.',
    input: z.object({ ...oneMergeRequest, ...reviewListPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'discussion' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'mr_review.discussion_get', text: 'see one thread in full' },
      { action: 'mr_review.discussion_reply', text: 'reply to a thread' },
      { action: 'mr_review.discussion_resolve', text: 'resolve a thread' },
    ],
    aliases: ['review threads', 'mr threads', 'review comments', 'unresolved threads'],
  }),
  defineAction({
    id: 'mr_review.discussion_get',
    description: 'Get one review thread of a merge request: its notes and the diff line it is on.',
    input: z.object({ ...oneMergeRequest, discussion_id: discussionId }).strict(),
    answer: { object: 'discussion', notFound: onMergeRequest('discussion_id') },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'mr_review.discussion_reply', text: 'reply to it' },
      { action: 'mr_review.discussion_resolve', text: 'resolve or reopen it' },
    ],
    aliases: ['review thread'],
  }),
  defineAction({
    id: 'mr_review.discussion_create',
    description:
      'Start a review thread on a merge request, on a diff line when a position is given, or on the whole MR.',
    input: z
      .object({
        ...oneMergeRequest,
        body: text('Comment, in GitLab Markdown'),
        position: diffPosition.optional(),
        commit_id: text('SHA of a commit to start the thread on').optional(),
        created_at: createdAt,
      })
      .strict(),
    answer: { object: 'discussion' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.discussion_list', text: 'see all threads of the merge request' }],
    aliases: ['comment on line', 'line comment', 'review comment', 'diff comment'],
  }),
  defineAction({
    id: 'mr_review.discussion_reply',
    description: 'Reply to a review thread of a merge request.',
    input: z
      .object({
        ...oneMergeRequest,
        discussion_id: discussionId,
        body: text('Reply, in GitLab Markdown'),
        created_at: createdAt,
      })
      .strict(),
    answer: { object: 'note' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.discussion_resolve', text: 'resolve the thread' }],
    aliases: ['reply to thread', 'answer review comment'],
  }),
  defineAction({
    id: 'mr_review.discussion_resolve',
    description: 'Resolve a review thread of a merge request, or reopen it with resolved false.',
    input: z
      .object({
        ...oneMergeRequest,
        discussion_id: discussionId,
        resolved: flag('true resolves the thread, false reopens it'),
      })
      .strict(),
    answer: { object: 'discussion', notFound: onMergeRequest('discussion_id') },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.discussion_list', text: 'see which threads stay unresolved' }],
    aliases: ['resolve thread', 'unresolve thread'],
  }),
  defineAction({
    id: 'mr_review.discussion_note_update',
    description: 'Edit a note of a review thread, or resolve it: send body or resolved, not both.',
    input: z
      .object({
        ...oneMergeRequest,
        discussion_id: discussionId,
        note_id: noteId,
        body: text('New text, in GitLab Markdown').optional(),
        resolved: flag('Resolve (true) or reopen (false) the note').optional(),
        created_at: editedNoteCreatedAt,
      })
      .strict(),
    unsupported: { params: EDITED_NOTE_CREATED_AT, endpoint: "GitLab's merge request thread note edit" },
    answer: { object: 'note', notFound: onMergeRequest('note_id') },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.discussion_get', text: 'see the whole thread' }],
    aliases: ['edit thread comment'],
  }),
  defineAction({
    id: 'mr_review.discussion_note_delete',
    description: 'Delete a note of a review thread; deleting its only note removes the thread.',
    input: z.object({ ...oneMergeRequest, discussion_id: discussionId, note_id: noteId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'mr_review.discussion_list', text: 'see the threads that remain' }],
    aliases: ['delete thread comment'],
  }),
];
