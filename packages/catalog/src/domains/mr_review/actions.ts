import { diffActions } from './diffs.js';
import { discussionActions } from './discussions.js';
import { draftNoteActions } from './draft-notes.js';
import { noteActions } from './notes.js';

/** Every merge request review action, one sub-resource file after another. */
export const mrReviewActions = [...diffActions, ...discussionActions, ...noteActions, ...draftNoteActions];
