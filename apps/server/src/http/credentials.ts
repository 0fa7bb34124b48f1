import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The JSON-RPC error code the reference server answers a request without a token with (reference-server.md §10). */
export const AUTH_REQUIRED_CODE = -40100;

export const AUTH_REQUIRED_MESSAGE =
  "Authentication required: send a GitLab personal access token as 'Authorization: Bearer <glpat-...>' or " +
  "'PRIVATE-TOKEN: <glpat-...>'. This server uses static token authentication; no OAuth authorization server is " +
  'configured.';

export const WWW_AUTHENTICATE = 'Bearer realm="gitlab-mcp-server"';

/** The request's GitLab token: `PRIVATE-TOKEN` wins over `Authorization: Bearer`, as in the reference server. */
export function tokenOf(headers: IncomingHttpHeaders): string | null {
  const privateToken = headers['private-token'];
  if (typeof privateToken === 'string' && privateToken.trim() !== '') return privateToken.trim();
  return bearerOf(headers);
}

/** The token of `Authorization: Bearer <token>`, the only header OAuth mode reads. */
export function bearerOf(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * What a credential is known by inside the server: a hash, so that maps, logs and memory dumps never hold the
 * token as a key, joined with the instance it is for (one token may be valid on two GitLabs).
 */
export function credentialKey(token: string, gitlabUrl: string): string {
  // Computed on every request: the one-shot hash, without a Hash object to build and finish.
  return hash('sha256', `${gitlabUrl}\n${token}`, 'hex');
}
