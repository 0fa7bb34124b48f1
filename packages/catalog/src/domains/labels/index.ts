/** @module Project and group labels. */
export { groupLabelActions } from '../group/labels.js';
export { projectLabelActions } from '../project/labels.js';
