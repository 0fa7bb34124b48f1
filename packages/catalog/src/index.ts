/**
 * @module The action catalog: one declarative entry per GitLab action, the data every surface is built from.
 * Every entry at once (`ACTIONS`, `findAction`) is `@gitlab-mcp/catalog/actions`: importing it loads every module,
 * which a server avoids (openCatalog). Running an action and describing its output need the result kinds:
 * they are `@gitlab-mcp/catalog/run`, loaded with a server's first call.
 */
export type {
  ActionContext,
  Ask,
  LocalFiles,
  Question,
  Reply,
  ActionSpec,
  Answer,
  Classification,
  GitLabCall,
  RestTemplate,
  Tier,
} from './action.js';
export { defineAction } from './action.js';
export { domainOf } from './action-id.js';
export { BEYOND_REFERENCE_DOMAINS, isBeyondReference } from './beyond-reference.js';
export { summarize } from './action-summary.js';
export type { ActionSummary } from './action-summary.js';
export { openCatalog } from './catalog-source.js';
export { catalogSchemas, moduleSchemas } from './catalog-schemas.js';
export type { ActionSchemas } from './catalog-schemas.js';
export type { CatalogSource } from './catalog-source.js';
export { inputJsonSchema, toPortableJsonSchema } from './json-schema.js';
export { GROUP_PATH_FORM, PROJECT_PATH_FORM, USERNAME_FORM, namedIdentifier } from './identifier-forms.js';
export type { IdentifierKind, NamedIdentifier } from './identifier-forms.js';
export type { JsonSchema } from './json-schema-type.js';
export { ENVELOPE_SCHEMA, PAGINATION_SCHEMA } from './envelope-schema.js';
export { templateParams } from './rest-template.js';
export { fineGrainedPermission, permissionWords } from './fine-grained.js';
export { actionRefusal } from './action-refusal.js';
export { ALLOWED_DIRS_SETTING } from './domains/uploads/local-paths.js';
export { writeOutcome } from './verify-write.js';
export type { WriteCheck, WriteVerdict } from './verify-write.js';
