/** @module The merge_request domain: its actions, split by sub-resource. */
export { mergeRequestActions } from './actions.js';
