import { z } from 'zod';
import { EPIC_DISCUSSIONS } from '@gitlab-mcp/graphql';
import { defineAction } from '../../../action.js';
import { CREATES } from '../../../classifications.js';
import { epicNoteWrites } from './note-writes.js';
import {
  body,
  discussionId,
  discussionKey,
  discussionView,
  epicNamed,
  epicParams,
  epicWidgetList,
  findInEpic,
  noteOnEpic,
  noteView,
} from './views.js';

/*
 * The threads (discussions) on a group's epic, through the epic's work item: its NOTES widget's discussions for
 * reads, createNote for a new thread or a reply (https://docs.gitlab.com/api/graphql/reference/#workitemwidgetnotes,
 * #mutationcreatenote). Premium, as epics are.
 */

type ThreadArgs = { full_path: string; epic_iid: number; discussion_id: string };

/** The discussion ID as the caller gave it, as REST's hex: a global ID is accepted too. */
const hexOf = (id: string) => discussionKey(id.trim()) ?? id;

const threadNamed = (args: ThreadArgs) => `discussion ${args.discussion_id} on ${epicNamed(args)}`;

const threadNextSteps = [
  { action: 'group.epic_discussion_add_note', text: 'reply in the thread' },
  { action: 'group.epic_discussion_update_note', text: 'edit one of its notes' },
  { action: 'group.epic_discussion_list', text: 'see all threads on the epic' },
];

export const epicDiscussionActions = [
  epicWidgetList({
    words: {
      id: 'group.epic_discussion_list',
      description: 'List the threads (discussions) on an epic of a group, each with its notes, oldest first.',
      aliases: ['epic threads', 'epic discussions'],
    },
    document: EPIC_DISCUSSIONS,
    connectionOf: (widget) => widget.discussions,
    view: discussionView,
    kind: 'discussion',
    nextSteps: [
      { action: 'group.epic_discussion_get', text: 'see one thread in full' },
      { action: 'group.epic_discussion_create', text: 'start a thread' },
    ],
  }),
  defineAction({
    id: 'group.epic_discussion_get',
    description: 'Get one thread (discussion) on an epic by its ID, with every note in it.',
    input: z.object({ ...epicParams, discussion_id: discussionId }).strict(),
    gitlab: {
      local: async (context, args) =>
        discussionView(
          await findInEpic(
            context,
            EPIC_DISCUSSIONS,
            args,
            (widget) => widget.discussions,
            (thread) => discussionKey(thread.id) === hexOf(args.discussion_id),
            `Discussion ${args.discussion_id} not found on epic ${epicNamed(args)}`,
          ),
        ),
    },
    answer: { object: 'discussion', notFound: threadNamed },
    content: 'detail',
    resource: null,
    nextSteps: threadNextSteps,
    tier: 'premium',
    aliases: ['epic thread'],
  }),
  defineAction({
    id: 'group.epic_discussion_create',
    description: 'Start a thread (discussion) on an epic of a group with a first note.',
    input: z.object({ ...epicParams, body }).strict(),
    gitlab: {
      local: async (context, args) => discussionView((await noteOnEpic(context, args))?.discussion),
    },
    answer: { object: 'discussion', notFound: epicNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: threadNextSteps,
    tier: 'premium',
    aliases: ['start epic thread'],
  }),
  defineAction({
    id: 'group.epic_discussion_add_note',
    description: 'Reply in a thread (discussion) on an epic: adds a note to it.',
    input: z.object({ ...epicParams, discussion_id: discussionId, body }).strict(),
    gitlab: {
      local: async (context, args) => noteView(await noteOnEpic(context, args, hexOf(args.discussion_id))),
    },
    answer: { object: 'note', notFound: threadNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'group.epic_discussion_get', text: 'see the thread with the reply' },
      { action: 'group.epic_discussion_update_note', text: 'edit the reply' },
    ],
    tier: 'premium',
    aliases: ['reply to epic thread'],
  }),
  ...epicNoteWrites(
    {
      update: {
        id: 'group.epic_discussion_update_note',
        description: 'Edit the body of one of your notes in a thread on an epic.',
        aliases: ['edit epic thread note'],
      },
      delete: {
        id: 'group.epic_discussion_delete_note',
        description:
          'Delete a note from a thread on an epic permanently (the last note takes the thread with it).',
        aliases: ['remove epic thread note'],
      },
    },
    {
      update: threadNextSteps.slice(0, 1).concat(threadNextSteps.slice(2)),
      delete: [{ action: 'group.epic_discussion_list', text: 'see the threads left' }],
    },
  ),
];
