import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { anyObject, integer, offsetPaging, oneOf, projectId, sortDirection, text } from '../../params.js';
import { EDITED_NOTE_CREATED_AT, editedNoteCreatedAt } from '../thread-note-edit.js';
import { NO_ORDER } from '../../unsupported-params.js';

const commitSha = text('Commit SHA');
const discussionId = text('Discussion ID (from the list of discussions)');
const noteBody = text('Comment text, in GitLab Markdown');
const createdAt = text('Time to record as creation, ISO 8601 (admins and project owners)').optional();
const ordering = { order_by: text('Field to order by').optional(), sort: sortDirection.optional() };
const onDiscussion = (args: { discussion_id: string; commit_sha: string }) =>
  `${args.discussion_id} on commit ${args.commit_sha}`;
const discussionSteps = [
  { action: 'repository.commit_discussion_add_note', text: 'reply in a thread' },
  { action: 'repository.commit_discussion_create', text: 'start a new thread' },
];

export const repositoryCommitNoteActions = [
  defineAction({
    id: 'repository.commit_comments',
    description: 'List the comments on a commit, with the file and line each one is on.',
    input: z.object({ project_id: projectId, sha: commitSha, ...ordering, ...offsetPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'commit_comment' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'repository.commit_comment_create', text: 'add a comment' }],
    aliases: ['commit notes'],
  }),
  defineAction({
    id: 'repository.commit_comment_create',
    description: 'Comment on a commit, as a whole or on one line of a changed file.',
    input: z
      .object({
        project_id: projectId,
        sha: commitSha,
        note: noteBody,
        path: text('File to comment on (with line and line_type)').optional(),
        line: integer('Line number to comment on').optional(),
        line_type: oneOf(['new', 'old'], 'Whether line counts in the new or the old file').optional(),
      })
      .strict(),
    answer: { object: 'commit_comment' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_comments', text: 'see all comments on the commit' }],
    aliases: ['comment on commit'],
  }),
  defineAction({
    id: 'repository.commit_discussion_list',
    description: 'List the discussion threads on a commit, each with its notes.',
    input: z.object({ project_id: projectId, commit_sha: commitSha, ...ordering, ...offsetPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'discussion' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'repository.commit_discussion_get', text: 'read one thread in full' },
      ...discussionSteps,
    ],
    aliases: ['commit threads'],
  }),
  defineAction({
    id: 'repository.commit_discussion_get',
    description: 'Get one discussion thread on a commit with all its notes.',
    input: z.object({ project_id: projectId, commit_sha: commitSha, discussion_id: discussionId }).strict(),
    answer: { object: 'discussion', notFound: onDiscussion },
    content: 'detail',
    resource: null,
    nextSteps: discussionSteps,
    aliases: [],
  }),
  defineAction({
    id: 'repository.commit_discussion_create',
    description: 'Start a discussion thread on a commit, optionally on a line of its diff (position).',
    input: z
      .object({
        project_id: projectId,
        commit_sha: commitSha,
        body: noteBody,
        position: anyObject(
          'Diff position: {position_type: text, base_sha, start_sha, head_sha, new_path, new_line, old_path, old_line}',
        ).optional(),
        created_at: createdAt,
      })
      .strict(),
    answer: { object: 'discussion' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_discussion_list', text: 'see all threads on the commit' }],
    aliases: ['start commit thread'],
  }),
  defineAction({
    id: 'repository.commit_discussion_add_note',
    description: 'Reply in a discussion thread on a commit.',
    input: z
      .object({
        project_id: projectId,
        commit_sha: commitSha,
        discussion_id: discussionId,
        body: noteBody,
        created_at: createdAt,
      })
      .strict(),
    answer: { object: 'note' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_discussion_get', text: 'read the thread' }],
    aliases: ['reply to commit thread'],
  }),
  defineAction({
    id: 'repository.commit_discussion_update_note',
    description: 'Change the text of a note in a discussion thread on a commit.',
    input: z
      .object({
        project_id: projectId,
        commit_sha: commitSha,
        discussion_id: discussionId,
        note_id: integer('Note ID'),
        body: noteBody,
        created_at: editedNoteCreatedAt,
      })
      .strict(),
    unsupported: { params: EDITED_NOTE_CREATED_AT, endpoint: "GitLab's commit thread note edit" },
    answer: { object: 'note' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_discussion_get', text: 'read the thread' }],
    aliases: ['edit commit comment'],
  }),
  defineAction({
    id: 'repository.commit_discussion_delete_note',
    description: 'Delete a note from a discussion thread on a commit.',
    input: z
      .object({
        project_id: projectId,
        commit_sha: commitSha,
        discussion_id: discussionId,
        note_id: integer('Note ID'),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'repository.commit_discussion_list', text: 'see the threads that remain' }],
    aliases: ['delete commit comment'],
  }),
];
