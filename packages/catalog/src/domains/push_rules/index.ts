/** @module Project and group push rules, from one factory called per owner. */
export { groupPushRuleActions, projectPushRuleActions } from './push-rules.js';
