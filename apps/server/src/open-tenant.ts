import type { Config } from './config/settings.js';
import type * as CatalogSession from './catalog-session.js';
import { connectGitLab } from './gitlab-connection.js';
import type { GitLabConnection } from './gitlab-connection.js';
import type { PromptHost } from './prompts/prompt-host.js';
import { sessionResources } from './resources/session-resources.js';
import type { Logger } from './logging/logger.js';
import type { LocalWorkspace, Session } from './session.js';
import { substituteDescriptions } from './surfaces/description-substitutions.js';
import type { ProtocolSession } from './protocol-session.js';
import type * as SessionCalls from './session-calls.js';

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
 * catalog, which loads while GitLab answers the probe. Resolves once the catalog is narrowed, so the one session of
 * the process is ready for its first tools/list. main.ts imports this module dynamically so that initialize is
 * answered before any of it is parsed.
 */
export async function openSession(options: SessionOptions): Promise<ProtocolSession> {
  const parts = catalogParts(options.config);
  // Awaited only once GitLab has accepted the token: a refused token is what the session reports, not this.
  parts.catch(() => undefined);
  const connection = await connectGitLab(options.config, options.logger, options.oauthScopes);
  const session = lazySession(options.config, async () => sessionOf(connection, options, await parts));
  await session.ready();
  return session.protocol;
}

/**
 * HTTP: a credential's session once GitLab has accepted its token (the probe), which is all that decides its 401.
 * The catalog (its summaries, the surface and the narrowing, most of a session's code and CPU) loads on the first
 * request that needs it, so an `initialize` or a `server/discover` is answered without it.
 */
export async function openCredentialSession(options: SessionOptions): Promise<ProtocolSession> {
  const connection = await connectGitLab(options.config, options.logger, options.oauthScopes);
  return lazySession(options.config, async () =>
    sessionOf(connection, options, await catalogParts(options.config)),
  ).protocol;
}

function catalogParts(config: Config): Promise<CatalogSession.CatalogParts> {
  return catalogSession().then((module) => module.loadCatalogParts(config));
}

async function sessionOf(
  connection: GitLabConnection,
  { config, logger, workspace }: SessionOptions,
  parts: CatalogSession.CatalogParts,
): Promise<Session> {
  return (await catalogSession()).sessionOn(connection, parts, config, logger, workspace);
}

function catalogSession(): Promise<typeof CatalogSession> {
  return import('./catalog-session.js');
}

/**
 * The protocol's view of a session built on first need: every request that needs the catalog waits for the one
 * build, and a build that failed (a module that failed to load) is tried again by the next request.
 */
function lazySession(
  config: Config,
  build: () => Promise<Session>,
): { protocol: ProtocolSession; ready: () => Promise<Session> } {
  let building: Promise<Session> | undefined;
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
  let calls: Promise<typeof SessionCalls> | undefined;
  const callPath = () => (calls ??= import('./session-calls.js'));
  // One prompt host per session: its completion cache belongs to this credential.
  let prompts: Promise<PromptHost> | undefined;
  const promptHost = () => {
    if (!prompts) {
      const hosting = Promise.all([callPath(), ready()]).then(([path, session]) =>
        path.sessionPrompts(session),
      );
      // Like the session's build, a host whose session failed to build is built again by the next request.
      hosting.catch(() => {
        if (prompts === hosting) prompts = undefined;
      });
      prompts = hosting;
    }
    return prompts;
  };
  const substitute = substituteDescriptions(config.descriptionSubstitutions);
  const protocol: ProtocolSession = {
    prepare: () => {
      // A failure here is the next request's to report: it builds again.
      if (!building) ready().catch(() => undefined);
    },
    tools: async () => {
      const session = await ready();
      // A client lists the tools to call one: the call path is parsed while it chooses, once this answer is
      // written (the timer), instead of on the first call. A failed load still fails that call, as it did.
      if (!calls) setTimeout(() => void callPath().catch(() => undefined), 0);
      return substitute(tenant.surface.tools());
    },
    callTool: async (name, args, context) => {
      const [path, session] = await Promise.all([callPath(), ready()]);
      return path.callTool(session, name, args, context);
    },
    actionOf: async (name, args) => {
      const routed = (await ready()).surface.route(name, args);
      return routed.kind === 'action' ? routed.actionId : undefined;
    },
    resources: sessionResources(config, async (spec, values, uri, context) => {
      const [path, session] = await Promise.all([callPath(), ready()]);
      return path.readResource(session, spec, values, uri, context);
    }),
    prompts: {
      get: async (name, args, context) => (await promptHost()).get(name, args, context),
      complete: async (query) => (await promptHost()).complete(query),
    },
  };
  return { protocol, ready };
}
