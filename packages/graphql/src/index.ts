/** @module The GraphQL client over graphql-request: partial data kept, cursor page facts, OF-71 notes, global IDs. */
export { createGraphqlClient } from './graphql-client.js';
export type {
  CallOptions,
  GraphqlAnswer,
  GraphqlClient,
  GraphqlClientOptions,
  GraphqlCredential,
  GraphqlFetch,
  GraphqlList,
} from './graphql-client.js';
export {
  connectionItems,
  cursorPageInfo,
  cursorVariables,
  DEFAULT_FIRST,
  MAX_FIRST,
} from './cursor-pagination.js';
export type { Connection, CursorArgs, CursorVariables, GraphqlPageInfo } from './cursor-pagination.js';
export type { GraphqlError } from './graphql-errors.js';
export { fromGid, parseGid, toGid } from './global-id.js';
export {
  CURRENT_USER,
  graphqlDocument,
  NAMESPACE_WORK_ITEM,
  NAMESPACE_WORK_ITEM_TYPES,
  PROJECT_BRANCH_RULES,
  PROJECT_MERGE_REQUESTS,
} from './documents/index.js';
export type {
  BranchRuleNode,
  GraphqlDocument,
  MergeRequestNode,
  NodesConnection,
  UserRef,
  WorkItemNode,
  WorkItemTypeNode,
  WorkItemWidgetNode,
} from './documents/index.js';
