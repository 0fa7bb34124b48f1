/** @module Project and group labels. */
export { groupLabelActions, projectLabelActions } from './owners.js';
