/** @module Project and group webhooks, from one factory called per owner. */
export { groupHookActions } from '../group/hooks.js';
export { projectHookActions } from '../project/hooks.js';
