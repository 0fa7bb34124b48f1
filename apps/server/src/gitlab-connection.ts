import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { createGitLabFetch, createRestClient } from '@gitlab-mcp/rest';
import type { Credential, FetchLike, RestClient } from '@gitlab-mcp/rest';
import type { Config } from './config/settings.js';
import { probeGitLab } from './gitlab-probe.js';
import type { InstanceFacts } from './gitlab-probe.js';
import { destinationsOf } from './http/instance-destinations.js';
import { loggedFetch } from './logging/gitlab-request-log.js';
import type { Logger } from './logging/logger.js';
import { startupProblem } from './startup-problem.js';

/** A token GitLab has accepted: its REST client, how its other requests are sent, and what the probe learned. */
export interface GitLabConnection {
  credential: Credential;
  rest: RestClient;
  /** How the GraphQL client sends its requests: the REST client's transport (logged at debug level). */
  fetch: FetchLike;
  facts: InstanceFacts;
}

/**
 * Probes GitLab with the configured token; rejects with a `startup` error (its HTTP status when GitLab answered)
 * when GitLab refuses the token or cannot be reached. Nothing of the catalog is loaded here: over HTTP this is all
 * a credential's first request waits for, so a refused token is answered 401 without parsing the catalog.
 */
export async function connectGitLab(
  config: Config,
  logger: Logger,
  /** OAuth mode: the scopes the gate just confirmed, so the probe does not ask GitLab again. */
  oauthScopes: readonly string[] | null = null,
): Promise<GitLabConnection> {
  // In OAuth mode the token is a GitLab OAuth access token, which GitLab takes only as a Bearer token.
  const credential: Credential = {
    kind: config.authMode === 'oauth' ? 'oauth' : 'private',
    token: config.token,
  };
  const timeoutMs = config.requestTimeout;
  const destinations = destinationsOf(config.gitlabUrl, config);
  const gitlabFetch = createGitLabFetch({ skipTlsVerify: config.skipTlsVerify, destinations, timeoutMs });
  // Wrapped only at debug level: every other level pays nothing per request.
  const fetch = config.logLevel === 'debug' ? loggedFetch(gitlabFetch, logger) : gitlabFetch;
  const rest = createRestClient({
    url: config.gitlabUrl,
    credential,
    skipTlsVerify: config.skipTlsVerify,
    destinations,
    timeoutMs,
    ...(config.logLevel === 'debug' ? { fetch } : {}),
  });
  logger.info('connecting to gitlab', { url: config.gitlabUrl, surface: config.toolSurface });
  let facts: InstanceFacts;
  try {
    facts = await probeGitLab(rest, config.gitlabUrl, config.tier, oauthScopes);
  } catch (error) {
    throw new GitLabMcpError('startup', startupProblem(error, config.gitlabUrl), {
      ...(hasErrorCode(error, 'gitlab_api') ? { status: error.status } : {}),
    });
  }
  logger.info('gitlab connection verified', {
    user: facts.user.username,
    version: facts.version,
    tier: facts.tier,
  });
  return { credential, rest, fetch, facts };
}
