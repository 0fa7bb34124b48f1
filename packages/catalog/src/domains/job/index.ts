/** @module The job domain: its actions, split by sub-resource. */
export { jobActions } from './actions.js';
