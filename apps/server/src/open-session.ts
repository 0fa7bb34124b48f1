import { createGraphqlClient } from '@gitlab-mcp/graphql';
import { GitLabApiError, GitLabTransportError } from '@gitlab-mcp/result';
import { createGitLabFetch, createRestClient } from '@gitlab-mcp/rest';
import { callTool } from './call-tool.js';
import type { Config } from './config/settings.js';
import type { Confirmer } from './execute/execute-action.js';
import { probeGitLab } from './gitlab-probe.js';
import type { Logger } from './logging/logger.js';
import { createSession } from './session.js';
import type { ProtocolSession } from './protocol-session.js';
import { toolDetail, toolManifest } from './tool-manifest.js';

/** Start-up could not reach a usable GitLab; the message is the one line the user sees. */
export class StartupError extends Error {
  override readonly name = 'StartupError';

  /** GitLab's HTTP status when it answered; 401 means the token was refused. */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Everything heavy the server needs, loaded after the MCP handshake: the GitLab clients, the probe and the
 * catalog. main.ts imports this module dynamically so that initialize is answered before any of it is parsed.
 */
export async function openSession(
  config: Config,
  logger: Logger,
  confirm: Confirmer,
  isCodex: () => boolean,
): Promise<ProtocolSession> {
  const credential = { kind: 'private', token: config.token } as const;
  const rest = createRestClient({ url: config.gitlabUrl, credential, skipTlsVerify: config.skipTlsVerify });
  logger.info('connecting to gitlab', { url: config.gitlabUrl, surface: config.toolSurface });
  const facts = await probeGitLab(rest, config.gitlabUrl, config.tier).catch((error: unknown) => {
    throw new StartupError(
      startupProblem(error, config.gitlabUrl),
      error instanceof GitLabApiError ? error.status : undefined,
    );
  });
  logger.info('gitlab connection verified', {
    user: facts.user.username,
    version: facts.version,
    tier: facts.tier,
  });
  const graphql = createGraphqlClient({
    url: config.gitlabUrl,
    credential,
    fetch: createGitLabFetch({ skipTlsVerify: config.skipTlsVerify }),
    fineGrained: facts.fineGrained,
  });
  const session = createSession({ config, rest, graphql, facts, logger, confirm, isCodex });
  return {
    tools: () => session.surface.tools(),
    callTool: (name, args, progress) => callTool(session, name, args, progress),
    readResource: (uri) => (uri === 'gitlab://tools' ? toolManifest(session) : toolDetailOf(uri)),
  };

  function toolDetailOf(uri: string) {
    const prefix = 'gitlab://tools/';
    return uri.startsWith(prefix) ? toolDetail(session, decodeURIComponent(uri.slice(prefix.length))) : null;
  }
}

/** One clear line for each way start-up can fail, never a stack trace. */
function startupProblem(error: unknown, url: string): string {
  if (error instanceof GitLabApiError && error.status === 401) {
    return `GitLab at ${url} rejected GITLAB_TOKEN (401): check that the token is valid, not expired, and for this instance`;
  }
  if (error instanceof GitLabApiError)
    return `GitLab at ${url} answered ${error.status} to GET /user: ${error.gitlabMessage}`;
  if (error instanceof GitLabTransportError) return `cannot reach GitLab at ${url}: ${error.message}`;
  return `cannot start: ${error instanceof Error ? error.message : String(error)}`;
}
