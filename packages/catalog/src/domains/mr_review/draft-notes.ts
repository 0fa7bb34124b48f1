import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, text } from '../../params.js';
import { diffPosition, draftNoteId, oneMergeRequest, onMergeRequest, reviewListPaging } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

/** catalog.json names a draft note's ID `note_id`; GitLab's path calls it `draft_note_id`. */
const oneDraft = { ...oneMergeRequest, note_id: draftNoteId };
const notFound = onMergeRequest('note_id');

export const draftNoteActions = [
  defineAction({
    id: 'mr_review.draft_note_list',
    description:
      'List your pending review comments (draft notes) on a merge request, not yet visible to others.',
    input: z.object({ ...oneMergeRequest, ...reviewListPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'draft_note' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'mr_review.draft_note_publish_all', text: 'publish the whole review' },
      { action: 'mr_review.draft_note_update', text: 'edit a draft' },
    ],
    aliases: ['pending review', 'my review comments', 'draft comments'],
  }),
  defineAction({
    id: 'mr_review.draft_note_get',
    description: 'Get one of your draft notes on a merge request.',
    input: z.object(oneDraft).strict(),
    answer: { object: 'draft_note', notFound },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'mr_review.draft_note_publish', text: 'publish it' },
      { action: 'mr_review.draft_note_delete', text: 'discard it' },
    ],
    aliases: ['draft comment'],
  }),
  defineAction({
    id: 'mr_review.draft_note_create',
    description:
      'Add a pending review comment to a merge request, on a diff line or replying to a thread; others see it once published.',
    input: z
      .object({
        ...oneMergeRequest,
        note: text('Comment, in GitLab Markdown'),
        position: diffPosition.optional(),
        commit_id: text('SHA of a commit to comment on').optional(),
        in_reply_to_discussion_id: text('Thread to reply to, from mr_review.discussion_list').optional(),
        resolve_discussion: flag('Resolve that thread when the draft is published').optional(),
      })
      .strict(),
    answer: { object: 'draft_note' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'mr_review.draft_note_list', text: 'see the whole pending review' },
      { action: 'mr_review.draft_note_publish_all', text: 'publish the review' },
    ],
    aliases: ['start review', 'add review comment', 'pending comment'],
  }),
  defineAction({
    id: 'mr_review.draft_note_update',
    description: 'Edit the text or diff position of one of your draft notes.',
    input: z
      .object({
        ...oneDraft,
        note: text('New text, in GitLab Markdown').optional(),
        position: diffPosition.optional(),
      })
      .strict(),
    answer: { object: 'draft_note', notFound },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.draft_note_publish', text: 'publish it' }],
    aliases: ['edit draft comment'],
  }),
  defineAction({
    id: 'mr_review.draft_note_delete',
    description: 'Discard one of your draft notes before it is published.',
    input: z.object(oneDraft).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'mr_review.draft_note_list', text: 'see the drafts that remain' }],
    aliases: ['discard draft comment'],
  }),
  defineAction({
    id: 'mr_review.draft_note_publish',
    description: 'Publish one draft note, making it a visible comment or thread.',
    input: z.object(oneDraft).strict(),
    answer: { done: 'Draft note published.' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'mr_review.discussion_list', text: 'see it among the threads' }],
    aliases: ['publish comment'],
  }),
  defineAction({
    id: 'mr_review.draft_note_publish_all',
    description: 'Publish all your draft notes on a merge request at once: submit the review.',
    input: z.object(oneMergeRequest).strict(),
    answer: { done: 'All draft notes published.' },
    content: 'mutate',
    // A POST that creates the notes: never repeated on its own after a lost answer.
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'mr_review.discussion_list', text: 'see the published threads' },
      { action: 'merge_request.approve', text: 'approve the merge request' },
    ],
    aliases: ['submit review', 'finish review', 'publish review'],
  }),
];
