/** @module The mr_review domain: the diff of a merge request, threads on its lines, comments and draft reviews. */
export { mrReviewActions } from './actions.js';
