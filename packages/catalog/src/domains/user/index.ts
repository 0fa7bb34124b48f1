/** @module The user domain: its actions, split by sub-resource. */
export { userActions } from './actions.js';
