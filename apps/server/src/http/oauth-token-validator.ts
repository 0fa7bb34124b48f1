import type { FetchLike } from '@gitlab-mcp/rest';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';

/** What GitLab says about an OAuth access token (Doorkeeper's `GET /oauth/token/info`). */
export interface TokenInfo {
  scopes: readonly string[];
  /** The application (client) the token was issued to; null for tokens GitLab issued without one. */
  applicationUid: string | null;
  resourceOwnerId: number | null;
}

export interface TokenValidatorOptions {
  /** GITLAB_MCP_OAUTH_CACHE_TTL: how long a validation is trusted, capped by the token's own expiry. */
  ttlMs: number;
  /** How to reach the instance a token is for: a picked instance's connections are held to public addresses. */
  fetchFor: (gitlabUrl: string) => FetchLike;
  /** Most validations kept; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface Cached {
  info: TokenInfo;
  until: number;
}

/**
 * Validates GitLab OAuth access tokens with GitLab itself, once per token per TTL: each request of a known token
 * is then answered without a GitLab round trip. Concurrent first requests share one lookup. A refused token is not
 * cached (the failed-authentication throttle slows guessing), so a token GitLab has just issued works at once.
 */
export class OAuthTokenValidator {
  private readonly cache = new Map<string, Cached>();
  private readonly pending = new Map<string, Promise<TokenInfo | null>>();
  private readonly now: () => number;

  constructor(private readonly options: TokenValidatorOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The token's info, or null when GitLab does not know it as a live OAuth token. `key` identifies the
   * (token, instance) pair without holding the token (a hash).
   */
  async validate(key: string, token: string, gitlabUrl: string): Promise<TokenInfo | null> {
    const trusted = this.cached(key);
    if (trusted) return trusted;
    this.cache.delete(key);
    let lookup = this.pending.get(key);
    if (!lookup) {
      lookup = this.lookUp(key, token, gitlabUrl).finally(() => this.pending.delete(key));
      this.pending.set(key, lookup);
    }
    return lookup;
  }

  /** The token's info while a validation of it is still trusted, without asking GitLab; otherwise null. */
  cached(key: string): TokenInfo | null {
    const cached = this.cache.get(key);
    return cached && cached.until > this.now() ? cached.info : null;
  }

  /** Drops expired validations; the server calls it on a timer. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
  }

  get size(): number {
    return this.cache.size;
  }

  private async lookUp(key: string, token: string, gitlabUrl: string): Promise<TokenInfo | null> {
    const askedAt = this.now();
    let response: Response;
    try {
      response = await this.options.fetchFor(gitlabUrl)(`${gitlabUrl}/oauth/token/info`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
    } catch (error) {
      throw new GitLabMcpError(
        'token_info_unavailable',
        `cannot reach GitLab at ${gitlabUrl} to validate the token: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    // Doorkeeper answers 401 for a token it does not know, or one revoked or expired (a personal access token too).
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GitLabMcpError(
        'token_info_unavailable',
        `GitLab at ${gitlabUrl} answered ${response.status} to GET /oauth/token/info`,
      );
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body)
      throw new GitLabMcpError(
        'token_info_unavailable',
        `GitLab at ${gitlabUrl} sent token info that is not JSON`,
      );
    const expiresIn = seconds(body.expires_in ?? body.expires_in_seconds);
    if (expiresIn !== null && expiresIn <= 0) return null;
    const info = parseTokenInfo(body);
    const lifetime = expiresIn === null ? this.options.ttlMs : Math.min(this.options.ttlMs, expiresIn * 1000);
    this.remember(key, { info, until: askedAt + lifetime });
    return info;
  }

  private remember(key: string, entry: Cached): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    const limit = this.options.maxEntries ?? 10_000;
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= limit) return;
      this.cache.delete(oldest);
    }
  }
}

/**
 * GitLab's token info: `scope` is a list (older Doorkeeper sent a space-separated string), with the deprecated
 * alias `scopes`; `expires_in` is null for a token without expiry, with the alias `expires_in_seconds`
 * (https://docs.gitlab.com/api/oauth2/#retrieve-the-token-information).
 */
export function parseTokenInfo(body: Record<string, unknown>): TokenInfo {
  const scope = body.scope ?? body.scopes;
  const scopes = Array.isArray(scope)
    ? scope.filter((item): item is string => typeof item === 'string')
    : typeof scope === 'string'
      ? scope.split(/\s+/).filter((item) => item !== '')
      : [];
  const application = body.application as { uid?: unknown } | null | undefined;
  return {
    scopes,
    applicationUid: typeof application?.uid === 'string' ? application.uid : null,
    resourceOwnerId: typeof body.resource_owner_id === 'number' ? body.resource_owner_id : null,
  };
}

function seconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
