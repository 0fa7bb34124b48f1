import type { Config } from './config/settings.js';
import type * as BuildTenant from './build-tenant.js';
import { connectGitLab } from './gitlab-connection.js';
import type { GitLabConnection } from './gitlab-connection.js';
import type { PromptHost } from './prompts/prompt-host.js';
import { tenantResources } from './resources/tenant-resources.js';
import type { Logger } from './logging/logger.js';
import type { LocalWorkspace, Tenant } from './tenant.js';
import { substituteDescriptions } from './surfaces/description-substitutions.js';
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
 * stdio: everything heavy the server needs, loaded after the MCP handshake: the GitLab clients, the probe and the
 * catalog, which loads while GitLab answers the probe. Resolves once the catalog is narrowed, so the one tenant of
 * the process is ready for its first tools/list. main.ts imports this module dynamically so that initialize is
 * answered before any of it is parsed.
 */
export async function openTenant(options: TenantOptions): Promise<ProtocolTenant> {
  const parts = catalogParts(options.config);
  // Awaited only once GitLab has accepted the token: a refused token is what the tenant reports, not this.
  parts.catch(() => undefined);
  const connection = await connectGitLab(options.config, options.logger, options.oauthScopes);
  const tenant = lazyTenant(options.config, async () => tenantOf(connection, options, await parts));
  await tenant.ready();
  return tenant.protocol;
}

/**
 * HTTP: a credential's tenant once GitLab has accepted its token (the probe), which is all that decides its 401.
 * The catalog (its summaries, the surface and the narrowing, most of a tenant's code and CPU) loads on the first
 * request that needs it, so an `initialize` or a `server/discover` is answered without it.
 */
export async function openCredentialTenant(options: TenantOptions): Promise<ProtocolTenant> {
  const connection = await connectGitLab(options.config, options.logger, options.oauthScopes);
  return lazyTenant(options.config, async () =>
    tenantOf(connection, options, await catalogParts(options.config)),
  ).protocol;
}

function catalogParts(config: Config): Promise<BuildTenant.CatalogParts> {
  return tenantBuilder().then((module) => module.loadCatalogParts(config));
}

async function tenantOf(
  connection: GitLabConnection,
  { config, logger, workspace }: TenantOptions,
  parts: BuildTenant.CatalogParts,
): Promise<Tenant> {
  return (await tenantBuilder()).tenantOn(connection, parts, config, logger, workspace);
}

function tenantBuilder(): Promise<typeof BuildTenant> {
  return import('./build-tenant.js');
}

/**
 * The protocol's view of a tenant built on first need: every request that needs the catalog waits for the one
 * build, and a build that failed (a module that failed to load) is tried again by the next request.
 */
function lazyTenant(
  config: Config,
  build: () => Promise<Tenant>,
): { protocol: ProtocolTenant; ready: () => Promise<Tenant> } {
  let building: Promise<Tenant> | undefined;
  const ready = () => {
    if (!building) {
      const started = build();
      started.catch(() => {
        if (building === started) building = undefined;
      });
      building = started;
    }
    return building;
  };
  let calls: Promise<typeof TenantCalls> | undefined;
  const callPath = () => (calls ??= import('./tenant-calls.js'));
  // One prompt host per tenant: its completion cache belongs to this credential.
  let prompts: Promise<PromptHost> | undefined;
  const promptHost = () => {
    if (!prompts) {
      const hosting = Promise.all([callPath(), ready()]).then(([path, tenant]) => path.tenantPrompts(tenant));
      // Like the tenant's build, a host whose tenant failed to build is built again by the next request.
      hosting.catch(() => {
        if (prompts === hosting) prompts = undefined;
      });
      prompts = hosting;
    }
    return prompts;
  };
  const substitute = substituteDescriptions(config.descriptionSubstitutions);
  const protocol: ProtocolTenant = {
    prepare: () => {
      // A failure here is the next request's to report: it builds again.
      if (!building) ready().catch(() => undefined);
    },
    tools: async () => {
      const tenant = await ready();
      // A client lists the tools to call one: the call path is parsed, and its renderer run once, while it
      // chooses, once this answer is written (the timer), instead of on the first call. A failed load still
      // fails that call, as it did.
      if (!calls)
        setTimeout(
          () =>
            void callPath()
              .then((path) => path.warmRenderer())
              .catch(() => undefined),
          0,
        );
      return substitute(tenant.surface.tools());
    },
    callTool: async (name, args, context) => {
      const [path, tenant] = await Promise.all([callPath(), ready()]);
      return path.callTool(tenant, name, args, context);
    },
    actionOf: async (name, args) => {
      const routed = (await ready()).surface.route(name, args);
      return routed.kind === 'action' ? routed.actionId : undefined;
    },
    resources: tenantResources(config, async (spec, values, uri, context) => {
      const [path, tenant] = await Promise.all([callPath(), ready()]);
      return path.readResource(tenant, spec, values, uri, context);
    }),
    prompts: {
      get: async (name, args, context) => (await promptHost()).get(name, args, context),
      complete: async (query) => (await promptHost()).complete(query),
    },
  };
  return { protocol, ready };
}
