import { z } from 'zod';
import { DESTROY_NOTE, toGid, UPDATE_NOTE } from '@gitlab-mcp/graphql';
import type { NextStep } from '@gitlab-mcp/result';
import { COMPLETED, defineAction } from '../../../action.js';
import type { ActionSpec } from '../../../action.js';
import { UPDATES } from '../../../classifications.js';
import { runMutation } from '../../../graphql-mutation.js';
import type { OwnedWords } from '../../owner.js';
import { body, epicNamed, epicNote, epicParams, noteId, noteView } from './views.js';

/**
 * Editing and deleting one of an epic's notes (https://docs.gitlab.com/api/graphql/reference/#mutationupdatenote,
 * #mutationdestroynote). GitLab offers the same two writes as `epic_note_*` and `epic_discussion_*_note`; both find
 * the note among the epic's first, so a note of another epic or issue is not found rather than changed.
 */
export function epicNoteWrites(
  words: Record<'update' | 'delete', OwnedWords>,
  nextSteps: Record<'update' | 'delete', readonly NextStep[]>,
): ActionSpec[] {
  const one = { ...epicParams, note_id: noteId };
  const named = (args: { full_path: string; epic_iid: number; note_id: number }) =>
    `note ${String(args.note_id)} on ${epicNamed(args)}`;
  return [
    defineAction({
      ...words.update,
      input: z.object({ ...one, body }).strict(),
      gitlab: {
        local: async (context, args) => {
          const note = await epicNote(context, args);
          const input = { id: note.id ?? toGid('Note', args.note_id), body: args.body };
          const payload = await runMutation(context, UPDATE_NOTE, { input }, (data) => data.updateNote);
          return noteView(payload.note);
        },
      },
      answer: { object: 'note', notFound: named },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: nextSteps.update,
      tier: 'premium',
    }),
    defineAction({
      ...words.delete,
      input: z.object(one).strict(),
      gitlab: {
        local: async (context, args) => {
          const note = await epicNote(context, args);
          const input = { id: note.id ?? toGid('Note', args.note_id) };
          await runMutation(context, DESTROY_NOTE, { input }, (data) => data.destroyNote);
          return null;
        },
      },
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: nextSteps.delete,
      tier: 'premium',
    }),
  ];
}
