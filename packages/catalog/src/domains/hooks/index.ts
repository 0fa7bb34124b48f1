/** @module Project and group webhooks, from one factory called per owner. */
export { groupHookActions, projectHookActions } from './hooks.js';
