import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, offsetPaging, oneOf, sortDirection, text } from '../../params.js';
import { noteId, oneMergeRequest, onMergeRequest } from './params.js';

export const noteActions = [
  defineAction({
    id: 'mr_review.note_list',
    description: 'List the comments and system notes of a merge request, newest first by default.',
    input: z
      .object({
        ...oneMergeRequest,
        order_by: oneOf(['created_at', 'updated_at'], 'Order by creation or last update').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'note' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'mr_review.note_get', text: 'see one comment in full' },
      { action: 'mr_review.note_create', text: 'add a comment' },
      { action: 'mr_review.discussion_list', text: 'see the comments grouped in threads' },
    ],
    aliases: ['mr comments', 'pull request comments'],
  }),
  defineAction({
    id: 'mr_review.note_get',
    description: 'Get one comment of a merge request.',
    input: z.object({ ...oneMergeRequest, note_id: noteId }).strict(),
    answer: { object: 'note', notFound: onMergeRequest('note_id') },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'mr_review.note_update', text: 'edit it' },
      { action: 'mr_review.note_delete', text: 'delete it' },
    ],
    aliases: ['mr comment'],
  }),
  defineAction({
    id: 'mr_review.note_create',
    description:
      'Add a comment to a merge request (not on a diff line: use mr_review.discussion_create for that).',
    input: z
      .object({
        ...oneMergeRequest,
        body: text('Comment, in GitLab Markdown; quick actions such as /approve run'),
        internal: flag('Internal note, visible only to project members with Reporter+').optional(),
        merge_request_diff_head_sha: text(
          'Head SHA the comment was written against (needed when it runs /merge)',
        ).optional(),
        created_at: text('Creation time to record (ISO 8601; admins and project owners only)').optional(),
      })
      .strict(),
    answer: { object: 'note' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.note_list', text: 'see all comments' }],
    aliases: ['comment on mr', 'add mr comment'],
  }),
  defineAction({
    id: 'mr_review.note_update',
    description: 'Edit the text of a comment on a merge request.',
    input: z
      .object({ ...oneMergeRequest, note_id: noteId, body: text('New text, in GitLab Markdown') })
      .strict(),
    answer: { object: 'note', notFound: onMergeRequest('note_id') },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.note_get', text: 'see the edited comment' }],
    aliases: ['edit mr comment'],
  }),
  defineAction({
    id: 'mr_review.note_delete',
    description: 'Delete a comment from a merge request.',
    input: z.object({ ...oneMergeRequest, note_id: noteId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'mr_review.note_list', text: 'see the comments that remain' }],
    aliases: ['remove mr comment'],
  }),
];
