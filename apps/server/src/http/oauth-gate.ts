import type { IncomingHttpHeaders } from 'node:http';
import type { Destinations, FetchLike } from '@gitlab-mcp/rest';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { Config } from '../config/settings.js';
import { AUTH_REQUIRED_CODE, bearerOf, credentialKey } from './credentials.js';
import { destinationsOf } from './instance-destinations.js';
import { OAUTH_SCOPES, oauthChallenge, RESOURCE_METADATA_PATH } from './oauth-metadata.js';
import { OAuthTokenValidator } from './oauth-token-validator.js';

/** JSON-RPC code of a credential that is valid but not allowed here, by analogy with the reference's -40100. */
export const OAUTH_FORBIDDEN_CODE = -40300;

/** How the endpoint answers a request OAuth mode refuses. */
export interface GateRefusal {
  status: number;
  code: number;
  message: string;
  headers: Record<string, string>;
}

export type GateSettings = Pick<Config, 'publicUrl' | 'oauthCacheTtl' | 'oauthClientUid'>;

/**
 * OAuth mode's door (`--auth-mode oauth`): only `Authorization: Bearer` with a GitLab OAuth access token that
 * GitLab confirms, issued to an allowed application and carrying a scope the server can use. Every refusal tells
 * an MCP client where the sign-in starts (the RFC 9728 metadata).
 */
export class OAuthGate {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    private readonly settings: GateSettings,
    private readonly validator: OAuthTokenValidator,
  ) {
    this.allowed = new Set(settings.oauthClientUid);
  }

  /** The access token: OAuth tokens travel only as `Authorization: Bearer` (RFC 6750 §2.1). */
  tokenOf(headers: IncomingHttpHeaders): string | null {
    return bearerOf(headers);
  }

  challenge(error?: string): string {
    return oauthChallenge(this.settings.publicUrl, error);
  }

  missing(): GateRefusal {
    return {
      status: 401,
      code: AUTH_REQUIRED_CODE,
      message:
        "Authentication required: this server accepts GitLab OAuth access tokens as 'Authorization: Bearer <token>'. " +
        `Sign in with GitLab: the protected resource metadata at ${this.settings.publicUrl}${RESOURCE_METADATA_PATH} ` +
        'names the GitLab instance to authorize with (an MCP client that supports OAuth does this by itself).',
      headers: { 'WWW-Authenticate': this.challenge() },
    };
  }

  /** Null when the token may be served; otherwise the refusal (401 for a token GitLab does not confirm). */
  async check(token: string, gitlabUrl: string): Promise<GateRefusal | null> {
    let info;
    try {
      info = await this.validator.validate(credentialKey(token, gitlabUrl), token, gitlabUrl);
    } catch (error) {
      if (!hasErrorCode(error, 'token_info_unavailable')) throw error;
      return { status: 502, code: -32000, message: error.message, headers: {} };
    }
    if (!info)
      return {
        status: 401,
        code: AUTH_REQUIRED_CODE,
        message:
          `GitLab at ${gitlabUrl} does not confirm this OAuth access token: it is expired, revoked, or not an ` +
          'OAuth token (personal access tokens are not accepted in OAuth mode). Sign in with GitLab again.',
        headers: { 'WWW-Authenticate': this.challenge('invalid_token') },
      };
    if (this.allowed.size > 0 && !this.allowed.has(info.applicationUid ?? ''))
      return {
        status: 403,
        code: OAUTH_FORBIDDEN_CODE,
        message:
          `The OAuth application ${info.applicationUid ?? '(none)'} that issued this token is not allowed on this ` +
          'server (GITLAB_MCP_OAUTH_CLIENT_UID): sign in through an application its operator allows.',
        headers: {},
      };
    if (!info.scopes.some((scope) => (OAUTH_SCOPES as readonly string[]).includes(scope)))
      return {
        status: 403,
        code: OAUTH_FORBIDDEN_CODE,
        message:
          `This OAuth token has the scopes ${info.scopes.join(' ') || '(none)'}; the server needs ` +
          `${OAUTH_SCOPES.join(' or ')}. Sign in with GitLab again granting one of them.`,
        headers: {
          'WWW-Authenticate': `${this.challenge('insufficient_scope')}, scope="${OAUTH_SCOPES.join(' ')}"`,
        },
      };
    return null;
  }

  /**
   * The scopes GitLab confirmed for this token while that confirmation is trusted, without asking again: the
   * tenant opened right after `check` narrows its catalog by them instead of probing the token a second time.
   */
  confirmedScopes(token: string, gitlabUrl: string): readonly string[] | null {
    return this.validator.cached(credentialKey(token, gitlabUrl))?.scopes ?? null;
  }

  sweep(): void {
    this.validator.sweep();
  }
}

/**
 * The gate of a server started with `--auth-mode oauth`: GitLab reached through the clients' own transport, under
 * the same destination policy as the API calls the token will make (instance-destinations.ts), so a picked
 * instance's token check never reaches a private address, however its name resolves at connect time.
 */
export async function openOAuthGate(config: Config): Promise<OAuthGate> {
  const { createGitLabFetch } = await import('@gitlab-mcp/rest');
  const timeoutMs = config.requestTimeout;
  const timedFetch = (destinations: Destinations): FetchLike => {
    const fetch = createGitLabFetch({ skipTlsVerify: config.skipTlsVerify, destinations, timeoutMs });
    return (input, init) =>
      fetch(input, timeoutMs > 0 ? { ...init, signal: AbortSignal.timeout(timeoutMs) } : init);
  };
  const fetches = { operator: timedFetch('operator'), public: timedFetch('public') };
  return new OAuthGate(
    config,
    new OAuthTokenValidator({
      ttlMs: config.oauthCacheTtl,
      fetchFor: (gitlabUrl) => fetches[destinationsOf(gitlabUrl, config)],
    }),
  );
}
