import type { Tier } from '@gitlab-mcp/catalog';
import { GitLabApiError } from '@gitlab-mcp/result';
import type { RestClient } from '@gitlab-mcp/rest';

/** What the server learns about the instance and the token at start-up. */
export interface InstanceFacts {
  url: string;
  version: string;
  user: { id: number | null; username: string; is_admin: boolean };
  tier: Tier;
  /** Where the tier came from: GITLAB_MCP_TIER, /license, or a guess from the edition. */
  tierSource: 'forced' | 'license' | 'edition';
  /** The token's scopes, or null when GitLab does not say (OAuth and job tokens). */
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
 */
export async function probeGitLab(rest: RestClient, url: string, forcedTier: string): Promise<InstanceFacts> {
  const read = (path: string) =>
    rest.request('GET', path).then((response) => response.data as Record<string, unknown>);
  const optional = (path: string) => read(path).catch(ignoreRefusal);
  const [user, version, token, license] = await Promise.all([
    read('/user'),
    optional('/version'),
    optional('/personal_access_tokens/self'),
    // 404: no license installed, a Free instance; 403: the token may not read it (it is admin-only).
    forcedTier === 'auto'
      ? read('/license').catch((error) => (isStatus(error, 404) ? {} : ignoreRefusal(error)))
      : null,
  ]);
  const scopes = Array.isArray(token?.scopes) ? (token.scopes as string[]) : null;
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

function isStatus(error: unknown, status: number): boolean {
  return error instanceof GitLabApiError && error.status === status;
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
