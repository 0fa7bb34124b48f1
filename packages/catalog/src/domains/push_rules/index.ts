/** @module Project and group push rules, from one factory called per owner. */
export { groupPushRuleActions } from '../group/push-rules.js';
export { projectPushRuleActions } from '../project/push-rules.js';
