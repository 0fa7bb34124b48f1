/** @module The GraphQL half of the GitLab sandbox: `/api/graphql` over the shared store. */
export { executeGraphql, handleGraphql } from './handler.js';
export type { GraphqlRequest, GraphqlResult } from './handler.js';
export type { GitlabGraphqlError } from './error-shape.js';
export { loadSchemaDefinition, BASE_SCHEMA_PATH } from './base-schema.js';
export { SUPPLEMENT_SDL } from './supplement.js';
