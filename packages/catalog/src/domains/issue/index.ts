/** @module The issue domain: its actions, split by sub-resource. */
export { issueActions } from './actions.js';
