import type { TokenRow, UserRow } from '../store/rows.js';
import type { RequestSurface } from '../types.js';

/** Who sent a request: the token it authenticated with and that token's user. */
export interface AuthContext {
  token: TokenRow;
  user: UserRow;
}

/** A parsed request, as route handlers (REST and GraphQL) receive it. */
export interface SandboxRequest {
  method: string;
  /** Which part of GitLab the path addresses; only 'rest' reaches the REST routes. */
  surface: RequestSurface;
  /** After /api/v4 for REST ('/projects/42'), decoded but for encoded slashes; else the path after the sub-path. */
  path: string;
  /** The path after the sub-path, with its /api/v4 prefix and percent-encoding (routes match it). */
  sitePath: string;
  /** The path as received, sub-path and percent-encoding included (Link headers echo it). */
  rawPath: string;
  /** The query string as received, without `?` (Link headers echo it, repeated keys included). */
  rawQuery: string;
  /** Query parameters; a repeated key keeps its last value, `key[]` keys are stored without brackets as lists. */
  query: Record<string, string>;
  /** Query and body parameters together (body wins), arrays for `key[]` and JSON arrays. */
  params: Record<string, unknown>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON or form body; undefined when none was sent. */
  body: unknown;
  /** `http://host:port` as the client addressed the sandbox. */
  origin: string;
  /**
   * The parameters sent that the route's contract table does not declare, dropped before the handler (GitLab ignores
   * them); filled by dispatch, only for routes with a table.
   */
  undeclared?: string[];
  /** Filled by the router once the token is checked; null before that and for anonymous requests. */
  auth: AuthContext | null;
}

/** Parse a body by its content type: JSON, form-urlencoded, or (anything else) kept as text. */
export function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return formToObject(new URLSearchParams(raw));
  if (contentType?.includes('application/json') || /^\s*[[{]/.test(raw)) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      // A malformed JSON body is kept as text: the endpoint then finds its parameters missing, as GitLab reports.
      return raw;
    }
  }
  return raw;
}

/** Form or query pairs to an object: `labels[]=a&labels[]=b` becomes `{labels: ['a','b']}`, other keys last-wins. */
export function formToObject(search: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = Array.isArray(result[name]) ? (result[name] as unknown[]) : [];
      list.push(value);
      result[name] = list;
    } else {
      result[key] = value;
    }
  }
  return result;
}
