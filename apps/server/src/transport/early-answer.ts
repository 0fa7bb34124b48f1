import { INSTRUCTIONS, SERVER_INFO } from '../server-identity.js';
import { LIST_CACHE, legacyCapabilities, modernCapabilities } from '../server-capabilities.js';

/**
 * The SDK's LATEST_PROTOCOL_VERSION and SUPPORTED_PROTOCOL_VERSIONS (@modelcontextprotocol/sdk/types.js), restated:
 * importing them would load zod and the SDK's schemas, which is what answering before the SDK avoids.
 * early-answer.test.ts holds them equal to the SDK's.
 */
export const LATEST_VERSION = '2025-11-25';
export const SUPPORTED_VERSIONS = [LATEST_VERSION, '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];
/** The one revision the SDK's v2 line serves through `server/discover` (its answer, compared in the test, says so). */
export const MODERN_VERSION = '2026-07-28';
/** The per-request envelope's keys (the v2 SDK's PROTOCOL_VERSION_META_KEY and its siblings). */
const ENVELOPE = {
  version: 'io.modelcontextprotocol/protocolVersion',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  capabilities: 'io.modelcontextprotocol/clientCapabilities',
};

type Json = Record<string, unknown>;

export interface EarlyAnswer {
  id: string | number;
  /** The answer as the SDK writes it: one line of JSON. */
  line: string;
  /** Which SDK line reads the request after it: the 2025 Server, or the v2 line (2026-07-28). */
  era: 'legacy' | 'modern';
}

/**
 * The answer to a connection's opening message, written before the SDK has loaded, or null when the
 * message is not one this can answer exactly as the SDK would: an `initialize` (createMcpServer) or a
 * 2026-07-28 `server/discover` (serveModernStdio). Every opening this accepts, the SDK accepts and answers with
 * these bytes (early-answer.test.ts compares the two); anything else (a field of the wrong type, a capability
 * this does not check) is left to the SDK, which answers or refuses it as it always did. The SDK still reads the
 * request afterwards (stdio-server.ts): what it knows of the client is what it would have known. Over HTTP, a
 * stateless `initialize` (http/early-http-answer.ts) and a `server/discover` (http/early-discover-answer.ts) take it.
 */
export function earlyAnswer(
  message: unknown,
  /** The connection outlives one request (stdio): the capabilities createMcpServer announces for it. */
  stateful = true,
): EarlyAnswer | null {
  if (!isPlainObject(message) || !hasOnlyKeys(message, ['jsonrpc', 'id', 'method', 'params'])) return null;
  const { jsonrpc, id, method, params } = message;
  if (jsonrpc !== '2.0' || !isPlainObject(params)) return null;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return null;
  const legacy = method === 'initialize';
  const result = legacy
    ? initializeResult(params, stateful)
    : method === 'server/discover'
      ? discoverResult(params)
      : null;
  if (!result) return null;
  // Both SDK lines write `result`, `jsonrpc`, `id` in this order.
  const line = `${JSON.stringify({ result, jsonrpc: '2.0', id })}\n`;
  return { id: id as string | number, line, era: legacy ? 'legacy' : 'modern' };
}

function initializeResult(params: Json, stateful: boolean) {
  if (!hasOnlyKeys(params, ['protocolVersion', 'capabilities', 'clientInfo'])) return null;
  const { protocolVersion, capabilities, clientInfo } = params;
  if (typeof protocolVersion !== 'string' || !isClientInfo(clientInfo) || !isCapabilities(capabilities))
    return null;
  return {
    // The SDK's negotiation: the client's revision when the SDK speaks it, else its latest.
    protocolVersion: SUPPORTED_VERSIONS.includes(protocolVersion) ? protocolVersion : LATEST_VERSION,
    capabilities: legacyCapabilities(stateful),
    serverInfo: SERVER_INFO,
    instructions: INSTRUCTIONS,
  };
}

/**
 * A discover whose only parameter is the per-request envelope: the revision, the client's capabilities and,
 * optionally, the client. A stdio connection and an HTTP credential keep a task store (modern-stdio.ts,
 * modern-http.ts), so the Tasks extension is announced.
 */
function discoverResult(params: Json) {
  const meta = params._meta;
  if (!hasOnlyKeys(params, ['_meta']) || !isPlainObject(meta) || !hasOnlyKeys(meta, Object.values(ENVELOPE)))
    return null;
  if (meta[ENVELOPE.version] !== MODERN_VERSION || !optional(meta[ENVELOPE.clientInfo], isClientInfo))
    return null;
  if (!isModernCapabilities(meta[ENVELOPE.capabilities])) return null;
  return {
    supportedVersions: [MODERN_VERSION],
    capabilities: modernCapabilities(true),
    instructions: INSTRUCTIONS,
    resultType: 'complete',
    ...LIST_CACHE,
    _meta: { 'io.modelcontextprotocol/serverInfo': SERVER_INFO },
  };
}

/** A 2026-07-28 client's capabilities, of the kinds clients send: elicitation and extensions (Tasks). */
function isModernCapabilities(value: unknown): boolean {
  if (!isPlainObject(value) || !hasOnlyKeys(value, ['elicitation', 'extensions'])) return false;
  return optional(value.elicitation, isElicitation) && optional(value.extensions, isObjectOfObjects);
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
