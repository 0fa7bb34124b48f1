// No SDK import here: HTTP bodies are looked at with this before the SDK's schemas (and zod) are loaded, which
// only bodies it does not recognise need (jsonrpc-filter.ts).

const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

/**
 * A request or notification the message schema accepts, by a look at its few fields: most of what a client sends
 * (every call) is one, and the schema's union of four strict objects costs more than the look. Anything this does
 * not recognise (responses, `_meta` beyond a progress token) goes to the schema, which has the last word.
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
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return false;
  const keys = Object.keys(meta);
  const token = (meta as Record<string, unknown>).progressToken;
  return (
    keys.every((key) => key === 'progressToken') && (typeof token === 'string' || Number.isSafeInteger(token))
  );
}
