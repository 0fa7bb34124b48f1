import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { Tier } from '@gitlab-mcp/catalog';
import type { RestClient } from '@gitlab-mcp/rest';
import { parseTokenInfo } from './http/oauth-token-validator.js';

/** What the server learns about the instance and the token at start-up. */
export interface InstanceFacts {
  url: string;
  version: string;
  user: { id: number | null; username: string; is_admin: boolean };
  tier: Tier;
  /** Where the tier came from: GITLAB_MCP_TIER, /license, or a guess from the edition. */
  tierSource: 'forced' | 'license' | 'edition';
  /** The token's scopes (an OAuth token's from /oauth/token/info), or null when GitLab does not say (job tokens). */
  scopes: readonly string[] | null;
  fineGrained: boolean;
  /** A fine-grained token's permissions, across every boundary of its grant; null for other tokens. */
  grant: readonly string[] | null;
}

const FORCED_TIERS: Record<string, Tier> = {
  free: 'free',
  ce: 'free',
  premium: 'premium',
  ultimate: 'ultimate',
};

/**
 * Reads /version, /user, /personal_access_tokens/self and /license (unless the tier is forced) concurrently: one
 * round trip of start-up latency instead of four. /user failing means the token or the URL is wrong: that error
 * is thrown for the caller to report; the others only narrow what is known.
 *
 * `oauthScopes`: the scopes GitLab already confirmed for an OAuth token (OAuth mode's gate validated it just
 * before); the probe then asks neither token endpoint.
 */
export async function probeGitLab(
  rest: RestClient,
  url: string,
  forcedTier: string,
  oauthScopes: readonly string[] | null = null,
): Promise<InstanceFacts> {
  const read = (path: string) =>
    rest.request('GET', path).then((response) => response.data as Record<string, unknown>);
  const optional = (path: string) => read(path).catch(ignoreRefusal);
  // A token GitLab refuses costs one request, not four: the rest is asked once /user has answered.
  const user = await read('user');
  const [version, token, license] = await Promise.all([
    optional('version'),
    oauthScopes ? Promise.resolve<Record<string, unknown>>({ scopes: [...oauthScopes] }) : tokenFacts(read),
    // 404: no license installed, a Free instance; 403: the token may not read it (it is admin-only).
    forcedTier === 'auto'
      ? read('license').catch((error) => (isStatus(error, 404) ? {} : ignoreRefusal(error)))
      : null,
  ]);
  const scopes = scopesOf(token);
  const fineGrained = scopes?.includes('granular') ?? false;
  const versionText = typeof version?.version === 'string' ? version.version : 'unknown';
  const { tier, tierSource } = detectTier(forcedTier, license, version, versionText);
  return {
    url,
    version: versionText,
    user: {
      id: typeof user.id === 'number' ? user.id : null,
      username: String(user.username ?? ''),
      is_admin: user.is_admin === true,
    },
    tier,
    tierSource,
    scopes,
    fineGrained,
    grant: fineGrained ? grantedPermissions(token?.granular_scopes) : null,
  };
}

/**
 * Doorkeeper's token introspection lives at the instance root, not under `/api/v4`: the client resolves this path
 * against `<url>/api/v4/`, so a sub-path install keeps its prefix and the request carries the client's credential.
 */
const OAUTH_TOKEN_INFO = '../../oauth/token/info';

/**
 * What the token says about itself: a personal, project or group access token at /personal_access_tokens/self;
 * only when that gives no scopes, an OAuth token at /oauth/token/info (so a PAT costs no extra request). GitLab
 * answers /personal_access_tokens/self 400 for any other kind of token ("This endpoint requires token type to be a
 * personal access token", lib/api/personal_access_tokens/self_information.rb); a 401 or 404 is read the same way. A
 * CI job token is known to neither: its scopes stay unknown.
 */
async function tokenFacts(
  read: (path: string) => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown> | null> {
  const self = await read('personal_access_tokens/self').catch(ignoreNotForThisToken);
  if (scopesOf(self)) return self;
  const info = await read(OAUTH_TOKEN_INFO).catch(ignoreNotForThisToken);
  return info ? { scopes: parseTokenInfo(info).scopes } : self;
}

function scopesOf(token: Record<string, unknown> | null): string[] | null {
  return Array.isArray(token?.scopes) ? (token.scopes as string[]) : null;
}

function detectTier(
  forced: string,
  license: Record<string, unknown> | null,
  version: Record<string, unknown> | null,
  versionText: string,
): Pick<InstanceFacts, 'tier' | 'tierSource'> {
  const forcedTier = FORCED_TIERS[forced];
  if (forcedTier) return { tier: forcedTier, tierSource: 'forced' };
  const plan = String(license?.plan ?? '').toLowerCase();
  if (plan === 'premium' || plan === 'ultimate') return { tier: plan, tierSource: 'license' };
  if (license) return { tier: 'free', tierSource: 'license' };
  // /license is admin-only: a non-admin token on an Enterprise Edition cannot read the plan. Serving the paid
  // actions then lets GitLab answer for itself; on Community Edition they cannot exist.
  const enterprise = version?.enterprise === true || /-ee\b/.test(versionText);
  return { tier: enterprise ? 'ultimate' : 'free', tierSource: 'edition' };
}

/** A 403 or 404 on an optional probe means "not for this token" or "not on this instance". */
function ignoreRefusal(error: unknown): null {
  if (isStatus(error, 403) || isStatus(error, 404)) return null;
  throw error;
}

/** The token endpoints refuse a kind of token they do not describe; /user has already vouched for the token. */
function ignoreNotForThisToken(error: unknown): null {
  if (isStatus(error, 400) || isStatus(error, 401)) return null;
  return ignoreRefusal(error);
}

function isStatus(error: unknown, status: number): boolean {
  return hasErrorCode(error, 'gitlab_api') && error.status === status;
}

/**
 * The permissions of a fine-grained token's grant (`/personal_access_tokens/self` → `granular_scopes`, each a
 * boundary with its permissions). Boundaries are not told apart here: GitLab still refuses a call outside them.
 */
function grantedPermissions(scopes: unknown): string[] {
  if (!Array.isArray(scopes)) return [];
  return [
    ...new Set(
      scopes.flatMap((scope) => (Array.isArray(scope?.permissions) ? (scope.permissions as string[]) : [])),
    ),
  ];
}
