import { openCatalog } from '@gitlab-mcp/catalog';
import type { CatalogSource } from '@gitlab-mcp/catalog';
import { createGraphqlClient } from '@gitlab-mcp/graphql';
import { readRetry } from '@gitlab-mcp/rest';
import type { Config } from './config/settings.js';
import type { GitLabConnection } from './gitlab-connection.js';
import type { Logger } from './logging/logger.js';
import { createTenant } from './tenant.js';
import type { LocalWorkspace, Tenant } from './tenant.js';
import { loadSurface } from './surfaces/load-surface.js';
import type { SurfaceBuilder } from './surfaces/load-surface.js';

/** What every tenant of one server narrows and lists: the catalog's summaries and the surface's module. */
export interface CatalogParts {
  catalog: CatalogSource;
  buildSurface: SurfaceBuilder;
}

/** The catalog's summaries and the surface's module (with, for meta and individual, the schema table they list). */
export async function loadCatalogParts(config: Config): Promise<CatalogParts> {
  const [catalog, buildSurface] = await Promise.all([openCatalog(), loadSurface(config)]);
  return { catalog, buildSurface };
}

/** The tenant of an accepted token: the catalog narrowed to what it may use, its surface, its GraphQL client. */
export function tenantOn(
  connection: GitLabConnection,
  { catalog, buildSurface }: CatalogParts,
  config: Config,
  logger: Logger,
  workspace?: LocalWorkspace,
): Tenant {
  const { credential, fetch, facts, rest } = connection;
  const graphql = createGraphqlClient({
    url: config.gitlabUrl,
    credential,
    fetch,
    timeoutMs: config.requestTimeout,
    retry: readRetry(),
    fineGrained: facts.fineGrained,
  });
  return createTenant({ config, catalog, rest, graphql, facts, logger, workspace, buildSurface });
}
