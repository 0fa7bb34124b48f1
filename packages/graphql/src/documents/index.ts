/** @module Every GraphQL document the project sends, one module per domain. */
export { PROJECT_BRANCH_RULES } from './branch.js';
export type { BranchRuleNode } from './branch.js';
export { NAMESPACE_WORK_ITEM, NAMESPACE_WORK_ITEM_TYPES } from './issue.js';
export type { WorkItemNode, WorkItemTypeNode, WorkItemWidgetNode } from './issue.js';
export { PROJECT_MERGE_REQUESTS } from './merge_request.js';
export type { MergeRequestNode } from './merge_request.js';
export { CURRENT_USER } from './user.js';
export { graphqlDocument } from './graphql-document.js';
export type { GraphqlDocument } from './graphql-document.js';
export type { NodesConnection, UserRef } from './shared.js';
