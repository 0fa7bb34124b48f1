// No SDK import here: HTTP bodies are looked at with this before the SDK's schemas (and zod) are loaded, which
// only bodies it does not recognise need (jsonrpc-filter.ts).

const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);
/** The one `_meta` entry besides the progress token whose shape the message schema checks (a task's id). */
const RELATED_TASK_KEY = 'io.modelcontextprotocol/related-task';

/**
 * A request or notification the message schema accepts, by a look at its few fields: most of what a client sends
 * (every call) is one, and the schema's union of four strict objects costs more than the look. `_meta` is an open
 * object to the schema, so a 2026-07-28 request's envelope (protocol version, client info and capabilities) passes
 * the look too. Anything this does not recognise (responses, a related task) goes to the schema, which has the last
 * word.
 */
export function isPlainRequest(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { jsonrpc, id, method, params } = value as Record<string, unknown>;
  if (jsonrpc !== '2.0' || typeof method !== 'string') return false;
  if (id !== undefined && typeof id !== 'string' && !Number.isSafeInteger(id)) return false;
  if (!Object.keys(value).every((key) => REQUEST_KEYS.has(key))) return false;
  if (params === undefined) return true;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
  const meta = (params as Record<string, unknown>)._meta;
  if (meta === undefined) return true;
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta) || RELATED_TASK_KEY in meta)
    return false;
  const token = (meta as Record<string, unknown>).progressToken;
  return token === undefined || typeof token === 'string' || Number.isSafeInteger(token);
}
