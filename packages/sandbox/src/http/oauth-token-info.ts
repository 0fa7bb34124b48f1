import type { TokenRow } from '../store/rows.js';
import type { SandboxState } from '../store/state.js';
import type { SandboxRequest } from './request.js';
import { json } from './response.js';
import type { SandboxResponse } from './response.js';

/** Doorkeeper's token introspection path: at the instance root, outside /api/v4. */
export const OAUTH_TOKEN_INFO_PATH = '/oauth/token/info';

/**
 * The OAuth application the seeded OAuth token was issued to (a GitLab application's "Application ID"): fixed,
 * so a server's client allow-list can name it.
 */
export const SANDBOX_OAUTH_APPLICATION_UID =
  '5b1c0e9f3d7a4e2b8c6f1a0d9e8b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c';

/**
 * `GET /oauth/token/info` as GitLab answers it (https://docs.gitlab.com/api/oauth2/#retrieve-the-token-information):
 * for a live OAuth access token sent as `Authorization: Bearer` (or `access_token`), its owner, scopes, remaining
 * lifetime and application, with Doorkeeper's deprecated aliases `scopes` and `expires_in_seconds`; for anything
 * else, personal access tokens included, Doorkeeper's 401.
 */
export function oauthTokenInfo(state: SandboxState, req: SandboxRequest): SandboxResponse {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? req.query.access_token;
  const now = state.now();
  const token = state.tables.tokens.find((row) => row.kind === 'oauth' && row.token === sent);
  if (token === undefined || !token.active || token.revoked || expired(token, now)) return invalidToken();
  const expiresIn = secondsLeft(token, now);
  return json(200, {
    resource_owner_id: token.user_id,
    scope: token.scopes,
    expires_in: expiresIn,
    application: { uid: SANDBOX_OAUTH_APPLICATION_UID },
    created_at: Math.floor(Date.parse(token.created_at) / 1000),
    scopes: token.scopes,
    expires_in_seconds: expiresIn,
  });
}

/** A token expires at midnight UTC of its expiry date, as the sandbox's API authentication counts it. */
function expired(token: TokenRow, now: string): boolean {
  return token.expires_at !== null && token.expires_at <= now.slice(0, 10);
}

function secondsLeft(token: TokenRow, now: string): number | null {
  if (token.expires_at === null) return null;
  return Math.floor((Date.parse(`${token.expires_at}T00:00:00Z`) - Date.parse(now)) / 1000);
}

function invalidToken(): SandboxResponse {
  const description = 'The access token is invalid';
  return json(
    401,
    { error: 'invalid_token', error_description: description, state: 'unauthorized' },
    {
      'www-authenticate': `Bearer realm="Doorkeeper", error="invalid_token", error_description="${description}"`,
    },
  );
}
