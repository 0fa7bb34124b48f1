/**
 * @module Running an action and describing its output, apart from the package's index: both need the result
 * kinds, which a server parses with its first call, not at start-up (see docs/adr/0002).
 */
export { outputSchemaOf } from './output-schema.js';
export { fillTemplate, runAction } from './run-action.js';
export type { ActionRuntime } from './run-action.js';
