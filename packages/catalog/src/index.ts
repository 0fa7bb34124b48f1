/** @module The action catalog: one declarative entry per GitLab action, the data every surface is built from. */
export type {
  ActionContext,
  LocalFiles,
  ActionSpec,
  Answer,
  Classification,
  GitLabCall,
  RestTemplate,
  Tier,
} from './action.js';
export { defineAction } from './action.js';
export { ACTIONS, domainOf, findAction } from './catalog.js';
export { toPortableJsonSchema } from './json-schema.js';
export type { JsonSchema } from './json-schema.js';
export { ENVELOPE_SCHEMA, outputSchemaOf, PAGINATION_SCHEMA } from './output-schema.js';
export { fillTemplate, runAction } from './run-action.js';
export type { ActionSession } from './run-action.js';
export { fineGrainedPermission, permissionWords } from './fine-grained.js';
export { ActionOutcomeError } from './action-outcome-error.js';
