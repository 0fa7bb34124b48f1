import { INSTRUCTIONS, SERVER_INFO } from '../server-identity.js';
import { legacyCapabilities } from '../server-capabilities.js';

/**
 * The SDK's LATEST_PROTOCOL_VERSION and SUPPORTED_PROTOCOL_VERSIONS (@modelcontextprotocol/sdk/types.js), restated:
 * importing them would load zod and the SDK's schemas, which is what answering before the SDK avoids.
 * early-initialize.test.ts holds them equal to the SDK's.
 */
export const LATEST_VERSION = '2025-11-25';
export const SUPPORTED_VERSIONS = [LATEST_VERSION, '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

type Json = Record<string, unknown>;

/**
 * The stdio connection's answer to its opening `initialize`, written before the SDK has loaded, or null when the
 * message is not one this can answer exactly as the SDK's Server would (createMcpServer, stateful): every request
 * this accepts, the SDK's schemas accept and answer with these bytes (early-initialize.test.ts compares the two);
 * anything else (a `_meta`, task capabilities, a field of the wrong type) is left to the SDK, which answers it
 * or refuses it as it always did. The SDK still reads the request afterwards (transport/answered-opening.ts).
 */
export function earlyInitializeAnswer(message: unknown): { id: string | number; line: string } | null {
  if (!isPlainObject(message) || !hasOnlyKeys(message, ['jsonrpc', 'id', 'method', 'params'])) return null;
  const { jsonrpc, id, method, params } = message;
  if (jsonrpc !== '2.0' || method !== 'initialize') return null;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return null;
  if (!isPlainObject(params) || !hasOnlyKeys(params, ['protocolVersion', 'capabilities', 'clientInfo']))
    return null;
  const { protocolVersion, capabilities, clientInfo } = params;
  if (typeof protocolVersion !== 'string' || !isClientInfo(clientInfo) || !isCapabilities(capabilities))
    return null;
  const result = {
    // The SDK's negotiation: the client's revision when the SDK speaks it, else its latest.
    protocolVersion: SUPPORTED_VERSIONS.includes(protocolVersion) ? protocolVersion : LATEST_VERSION,
    capabilities: legacyCapabilities(true),
    serverInfo: SERVER_INFO,
    instructions: INSTRUCTIONS,
  };
  // The SDK's Protocol writes `result`, `jsonrpc`, `id` in this order.
  return { id: id as string | number, line: `${JSON.stringify({ result, jsonrpc: '2.0', id })}\n` };
}

/** The SDK's ImplementationSchema, without `icons` (rare in a client, and left to the SDK). */
function isClientInfo(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  if (!hasOnlyKeys(value, ['name', 'title', 'version', 'websiteUrl', 'description'])) return false;
  return (
    typeof value.name === 'string' &&
    typeof value.version === 'string' &&
    Object.values(value).every(isString)
  );
}

/**
 * The SDK's ClientCapabilitiesSchema for what clients send: roots, sampling, elicitation, experimental and
 * extensions. `tasks` is left to the SDK; a capability the schema does not know, it drops without complaint.
 */
function isCapabilities(value: unknown): boolean {
  if (!isPlainObject(value) || value.tasks !== undefined) return false;
  const { roots, sampling, elicitation, experimental, extensions } = value;
  return (
    optional(roots, (given) => isPlainObject(given) && optional(given.listChanged, isBoolean)) &&
    optional(
      sampling,
      (given) => isPlainObject(given) && optional(given.context, isObject) && optional(given.tools, isObject),
    ) &&
    optional(elicitation, isElicitation) &&
    optional(experimental, isObjectOfObjects) &&
    optional(extensions, isObjectOfObjects)
  );
}

/** `{}` (which the SDK reads as form elicitation), or its `form` and `url` modes; other keys are the client's. */
function isElicitation(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const { form, url } = value;
  return (
    optional(form, (mode) => isPlainObject(mode) && optional(mode.applyDefaults, isBoolean)) &&
    optional(url, isObject)
  );
}

function optional(value: unknown, check: (value: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

/** What the SDK's z.object accepts: an object that is not an array. */
function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the SDK's AssertObjectSchema accepts. */
function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function isObjectOfObjects(value: unknown): boolean {
  return isPlainObject(value) && Object.values(value).every(isObject);
}

function hasOnlyKeys(value: Json, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

function isString(value: unknown): boolean {
  return typeof value === 'string';
}

function isBoolean(value: unknown): boolean {
  return typeof value === 'boolean';
}
