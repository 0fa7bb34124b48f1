/** @module Group epics: the REST reads (list, child epics, label events) and the work item reads and writes. */
export { epicRestActions } from './rest.js';
export { epicWorkItemActions } from './work-items.js';
