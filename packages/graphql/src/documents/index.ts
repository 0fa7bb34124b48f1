/** @module Every GraphQL document the project sends, one module per domain. */
export { PROJECT_BRANCH_RULES } from './branch.js';
export type { BranchRuleNode } from './branch.js';
export { NAMESPACE_WORK_ITEM, NAMESPACE_WORK_ITEM_TYPES } from './issue.js';
export type { WorkItemNode, WorkItemTypeNode, WorkItemWidgetNode } from './issue.js';
export { PROJECT_MERGE_REQUESTS } from './merge_request.js';
export type { MergeRequestNode } from './merge_request.js';
export { CURRENT_USER } from './user.js';
export {
  PROJECT_TARGET_BRANCH_RULES,
  TARGET_BRANCH_RULE_CREATE,
  TARGET_BRANCH_RULE_DESTROY,
} from './project.js';
export type { TargetBranchRuleNode } from './project.js';
export {
  NAMESPACE_WORK_ITEM_ID,
  NAMESPACE_WORK_ITEMS,
  WORK_ITEM_CREATE,
  WORK_ITEM_DELETE,
  WORK_ITEM_UPDATE,
} from './work_item.js';
export type { WorkItemFilterVariables, WorkItemPayload } from './work_item.js';
export {
  NAMESPACE_SAVED_VIEW,
  NAMESPACE_SAVED_VIEWS,
  SAVED_VIEW_CREATE,
  SAVED_VIEW_DELETE,
  SAVED_VIEW_SUBSCRIBE,
  SAVED_VIEW_UNSUBSCRIBE,
  SAVED_VIEW_UPDATE,
} from './work_item_saved_view.js';
export type { SavedViewNode, SavedViewPayload } from './work_item_saved_view.js';
export {
  PIPELINE_SECURITY_SUMMARY,
  PROJECT_VULNERABILITIES,
  PROJECT_VULNERABILITY_SEVERITIES,
  VULNERABILITY,
  VULNERABILITY_CONFIRM,
  VULNERABILITY_DISMISS,
  VULNERABILITY_RESOLVE,
  VULNERABILITY_REVERT,
} from './vulnerability.js';
export type {
  SecuritySummarySection,
  SeveritiesCount,
  VulnerabilityFilterVariables,
  VulnerabilityNode,
  VulnerabilityPayload,
} from './vulnerability.js';
export { graphqlDocument } from './graphql-document.js';
export type { GraphqlDocument } from './graphql-document.js';
export type { NodesConnection, UserRef } from './shared.js';
