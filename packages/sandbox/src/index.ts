/** @module The GitLab sandbox: a GitLab stand-in speaking GitLab's REST and GraphQL wire format on loopback. */
export { startSandbox } from './start-sandbox.js';
export type {
  Fault,
  FaultRule,
  LoggedRequest,
  RequestLog,
  RequestSurface,
  Sandbox,
  SandboxOptions,
  SandboxTokens,
  Tier,
} from './types.js';
export { loadSchemaDefinition, SUPPLEMENT_SDL } from './graphql/index.js';
export { paramTableFor } from './rest/param-tables.js';
export type { ParamContract, ParamSpec } from './http/param-contract.js';
