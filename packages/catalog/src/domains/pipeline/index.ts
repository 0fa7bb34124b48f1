/** @module The pipeline domain: its actions, split by sub-resource. */
export { pipelineActions } from './actions.js';
