/** @module The threads and issues of a group's epic: notes, discussions and the issues under it. */
export { epicDiscussionActions } from './discussions.js';
export { epicIssueActions } from './issues.js';
export { epicNoteActions } from './notes.js';
