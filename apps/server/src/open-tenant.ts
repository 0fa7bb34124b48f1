import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { openCatalog } from '@gitlab-mcp/catalog';
import { createGraphqlClient } from '@gitlab-mcp/graphql';
import { createGitLabFetch, createRestClient, readRetry } from '@gitlab-mcp/rest';
import type { Config } from './config/settings.js';
import { probeGitLab } from './gitlab-probe.js';
import { destinationsOf } from './http/instance-destinations.js';
import type { PromptHost } from './prompts/prompt-host.js';
import { tenantResources } from './resources/tenant-resources.js';
import { startupProblem } from './startup-problem.js';
import { loggedFetch } from './logging/gitlab-request-log.js';
import type { Logger } from './logging/logger.js';
import { createTenant } from './tenant.js';
import type { LocalWorkspace } from './tenant.js';
import { substituteDescriptions } from './surfaces/description-substitutions.js';
import { loadSurface } from './surfaces/load-surface.js';
import type { ProtocolTenant } from './protocol-tenant.js';
import type * as TenantCalls from './tenant-calls.js';

/** What a tenant opens with: the transport's settings and logger, and what only some transports know. */
export interface TenantOptions {
  config: Config;
  logger: Logger;
  /** stdio only: the client's workspace roots are on this machine's disk. */
  workspace?: LocalWorkspace;
  /** OAuth mode: the scopes the gate just confirmed, so the probe does not ask GitLab again. */
  oauthScopes?: readonly string[] | null;
}

/**
 * Everything heavy the server needs, loaded after the MCP handshake: the GitLab clients, the probe and the
 * catalog. main.ts imports this module dynamically so that initialize is answered before any of it is parsed.
 */
export async function openTenant({
  config,
  logger,
  workspace,
  oauthScopes = null,
}: TenantOptions): Promise<ProtocolTenant> {
  // In OAuth mode the token is a GitLab OAuth access token, which GitLab takes only as a Bearer token.
  const credential = {
    kind: config.authMode === 'oauth' ? 'oauth' : 'private',
    token: config.token,
  } as const;
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
  const probe = probeGitLab(rest, config.gitlabUrl, config.tier, oauthScopes).catch((error: unknown) => {
    throw new GitLabMcpError('startup', startupProblem(error, config.gitlabUrl), {
      ...(hasErrorCode(error, 'gitlab_api') ? { status: error.status } : {}),
    });
  });
  // The catalog's summaries and the surface's module (with, for meta and individual, the schema table they list)
  // load while GitLab answers the probe.
  const [facts, catalog, buildSurface] = await Promise.all([probe, openCatalog(), loadSurface(config)]);
  logger.info('gitlab connection verified', {
    user: facts.user.username,
    version: facts.version,
    tier: facts.tier,
  });
  const graphql = createGraphqlClient({
    url: config.gitlabUrl,
    credential,
    fetch,
    timeoutMs,
    retry: readRetry(),
    fineGrained: facts.fineGrained,
  });
  const tenant = createTenant({
    config,
    catalog,
    rest,
    graphql,
    facts,
    logger,
    workspace,
    buildSurface,
  });
  let calls: Promise<typeof TenantCalls> | undefined;
  const callPath = () => (calls ??= import('./tenant-calls.js'));
  // One prompt host per tenant: its completion cache belongs to this credential.
  let prompts: Promise<PromptHost> | undefined;
  const promptHost = () => (prompts ??= callPath().then((path) => path.tenantPrompts(tenant)));
  const substitute = substituteDescriptions(config.descriptionSubstitutions);
  return {
    tools: () => {
      // A client lists the tools to call one: the call path is parsed while it chooses, once this answer is
      // written (the timer), instead of on the first call. A failed load still fails that call, as it did.
      if (!calls) setTimeout(() => void callPath().catch(() => undefined), 0);
      return substitute(tenant.surface.tools());
    },
    callTool: async (name, args, context) => (await callPath()).callTool(tenant, name, args, context),
    actionOf: (name, args) => {
      const routed = tenant.surface.route(name, args);
      return routed.kind === 'action' ? routed.actionId : undefined;
    },
    resources: tenantResources(tenant, config, async (spec, values, uri, context) =>
      (await callPath()).readResource(tenant, spec, values, uri, context),
    ),
    prompts: {
      get: async (name, args, context) => (await promptHost()).get(name, args, context),
      complete: async (query) => (await promptHost()).complete(query),
    },
  };
}
