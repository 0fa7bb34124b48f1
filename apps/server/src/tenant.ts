import type { ActionSummary, CatalogSource } from '@gitlab-mcp/catalog';
import type { GraphqlClient } from '@gitlab-mcp/graphql';
import type { RestClient } from '@gitlab-mcp/rest';
import type { Config } from './config/settings.js';
import type { ExecuteContext } from './execute/execute-action.js';
import { actionFinder } from './finder/index.js';
import type { Finder } from './finder/index.js';
import type { InstanceFacts } from './gitlab-probe.js';
import type { Logger } from './logging/logger.js';
import { callerPathsReachDisk } from './resources/tenant-resources.js';
import { ServedCatalog } from './served-catalog.js';
import type { SurfaceBuilder } from './surfaces/load-surface.js';
import type { Surface } from './surfaces/surface.js';

/** The client's open workspace on this machine (stdio): its roots' git remotes and local directories. */
export interface LocalWorkspace {
  remotes(): Promise<readonly string[]>;
  /** The roots' local directories; null when the client declares none. */
  directories(): Promise<readonly string[] | null>;
}

/**
 * What one credential on one GitLab is served (per-credential: one per stdio process, one per credential and GitLab
 * URL over HTTP, shared by that credential's MCP sessions): its catalog, its tools and how a call runs.
 */
export interface Tenant {
  facts: InstanceFacts;
  catalog: ServedCatalog;
  surface: Surface;
  finder: Finder<ActionSummary>;
  execute: ExecuteContext;
  /** The tenant's own logger, for work no request owns (CallContext.logger is a request's). */
  logger: Logger;
  /** GITLAB_MCP_ACTION_TIMEOUT: how long one action may run before its caller is answered that it timed out. */
  actionTimeoutMs: number;
}

export interface TenantInputs {
  config: Config;
  catalog: CatalogSource;
  rest: RestClient;
  graphql: GraphqlClient;
  facts: InstanceFacts;
  logger: Logger;
  /** The client's workspace, where the client shares this machine's disk (stdio). */
  workspace?: LocalWorkspace;
  /** The surface config.toolSurface names (loadSurface). */
  buildSurface: SurfaceBuilder;
}

/**
 * Narrows the catalog to what this instance and token can use (tier, read_api, admin_mode, the operator's
 * read-only and exclusions) and builds the chosen surface over it.
 */
export function createTenant({
  config,
  catalog: source,
  rest,
  graphql,
  facts,
  logger,
  workspace,
  buildSurface,
}: TenantInputs): Tenant {
  const { readOnlyToken, admin } = tokenReach(facts, config.ignoreScopes);
  const catalog = new ServedCatalog(source, {
    tier: facts.tier,
    readOnly: config.readOnly,
    readScopeOnly: readOnlyToken,
    admin,
    excluded: config.excludeTools,
    grant: facts.grant ? new Set(facts.grant) : null,
  });
  const surface = buildSurface(catalog);
  const finder = actionFinder(catalog.actions);
  logger.info('catalog ready', {
    surface: surface.name,
    actions: catalog.actions.length,
    tier: facts.tier,
    read_only: config.readOnly || readOnlyToken,
  });
  return {
    facts,
    catalog,
    surface,
    finder,
    logger,
    actionTimeoutMs: config.actionTimeout,
    execute: {
      catalog,
      runtime: {
        rest,
        graphql,
        instance: { ...facts },
        files: {
          maxUploadBytes: config.uploadMaxFileSize,
          pathsAllowed: callerPathsReachDisk(config),
          ...(workspace
            ? {
                workspaceRemotes: () => workspace.remotes(),
                allowedDirectories: async () => (await workspace.directories()) ?? config.allowedDirs,
              }
            : {}),
        },
      },
      surface,
      finder,
      modes: { safeMode: config.safeMode, yoloMode: config.yoloMode },
      gitlabVersion: facts.version,
      identifiers: {
        gitlabUrl: facts.url,
        me: facts.user,
        cache: new Map(),
      },
      render: {
        codexCompat: (client) => config.clientCompat === 'auto' && client.isCodex,
        embedResources: config.embeddedResources,
      },
      token: config.token,
      user: facts.user.username,
    },
  };
}

/**
 * What the token's scopes allow, the same for a personal access token and an OAuth token: `read_api` without
 * `api` only reads; admin actions need an administrator's `admin_mode` scope, which GitLab with Admin Mode on
 * requires of OAuth tokens too (https://docs.gitlab.com/administration/settings/sign_in_restrictions/#admin-mode).
 * Unknown scopes (a CI job token, GITLAB_MCP_IGNORE_SCOPES) narrow nothing: GitLab answers for itself.
 */
export function tokenReach(
  facts: Pick<InstanceFacts, 'scopes' | 'fineGrained' | 'user'>,
  ignoreScopes: boolean,
): { readOnlyToken: boolean; admin: boolean } {
  const scopes = ignoreScopes ? null : facts.scopes;
  if (scopes === null || facts.fineGrained) return { readOnlyToken: false, admin: true };
  return {
    readOnlyToken: !scopes.includes('api') && scopes.includes('read_api'),
    admin: scopes.includes('admin_mode') && facts.user.is_admin,
  };
}
