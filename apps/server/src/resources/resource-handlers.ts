import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { NEVER_CANCELLED } from '../execute/call-signal.js';
import { ICONS } from '../icons.js';
import type { Logger } from '../logging/logger.js';
import type { ProtocolSession } from '../protocol-session.js';
import { ResourceError, UNKNOWN_RESOURCE, unknownResource } from './resource-error.js';
import type { ResourceHost } from './resource-host.js';
import { matchResource, publishedResources } from './resource-index.js';
import type { ResourceSpec } from './resource-table.js';
import { ResourceWatchers } from './resource-watchers.js';
import { WORKSPACE_ROOTS_URI } from './workspace-roots.js';
import type { WorkspaceRoots } from './workspace-roots.js';

/** reference-server.md §6: lists may be cached an hour, per user; reads say how long their own data lives. */
const LIST_CACHE = { ttlMs: 3_600_000, cacheScope: 'private' } as const;
const SUBSCRIBABLE_META = { 'io.github.jmrplens/subscribable': true } as const;
const METHOD_NOT_FOUND = -32601;
const STATELESS_SUBSCRIBE =
  'Resource subscriptions need a session that outlives one request: this HTTP server is stateless ' +
  '(start it with --stateless=false), so read the resource again instead';

/** The resources capability this server honours: subscriptions only where a connection outlives a request. */
export function resourcesCapability(stateful: boolean): { subscribe?: boolean; listChanged: boolean } {
  // The lists never change during a connection, so no list_changed notification is ever sent.
  return stateful ? { subscribe: true, listChanged: false } : { listChanged: false };
}

/**
 * resources/list, resources/templates/list, resources/read and, on stateful connections, resources/subscribe and
 * unsubscribe. Subscriptions belong to this connection and stop when it closes.
 */
export function registerResourceHandlers(
  server: Server,
  session: Promise<ProtocolSession>,
  logger: Logger,
  workspace: WorkspaceRoots,
  stateful: boolean,
): void {
  const host = async (): Promise<ResourceHost> => (await session).resources;

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const { statics } = publishedResources((await host()).minimal);
    const roots = workspace.available ? [WORKSPACE_ROOTS] : [];
    return { resources: [...statics.map(describeResource), ...roots], ...LIST_CACHE };
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => {
    const { templates } = publishedResources((await host()).minimal);
    return { resourceTemplates: templates.map(describeTemplate), ...LIST_CACHE };
  });

  /** `signal`: the read's cancellation: a resources/read request's, or never for a watcher's poll. */
  const read = async (uri: string, signal: AbortSignal) => {
    if (uri === WORKSPACE_ROOTS_URI && workspace.available) {
      const roots = await workspace.list((await host()).readsDisk);
      return { mimeType: 'application/json', text: JSON.stringify({ roots }), ttlMs: 0 };
    }
    const resources = await host();
    const matched = matchResource(uri, resources.minimal);
    if (!matched) throw unknownResource(uri);
    const body = await resources.read(matched.spec, matched.values, uri, signal);
    return { mimeType: matched.spec.mimeType, ...body };
  };

  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
    const { uri } = request.params;
    const { mimeType, text, ttlMs } = await read(uri, extra.signal);
    return { contents: [{ uri, mimeType, text }], ttlMs, cacheScope: 'private' };
  });

  if (!stateful) {
    // Not advertised, but a client may try anyway: say why rather than a bare "Method not found".
    const refuse = async (request: { params: { uri: string } }) => {
      throw new ResourceError(METHOD_NOT_FOUND, STATELESS_SUBSCRIBE, request.params.uri);
    };
    server.setRequestHandler(SubscribeRequestSchema, refuse);
    server.setRequestHandler(UnsubscribeRequestSchema, refuse);
    return;
  }
  let watchers: ResourceWatchers | undefined;
  const watchersOf = async () =>
    (watchers ??= new ResourceWatchers({
      read: async (uri) => (await read(uri, NEVER_CANCELLED)).text,
      notify: (uri) => server.sendResourceUpdated({ uri }),
      budget: (await host()).watchers,
      intervalMs: (await host()).pollIntervalMs,
      logger,
    }));
  const closing = server.onclose;
  server.onclose = () => {
    closing?.();
    watchers?.close();
  };

  server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    const { uri } = request.params;
    const matched = matchResource(uri, (await host()).minimal);
    if (!matched) throw unknownResource(uri);
    if (!matched.spec.subscribable)
      throw new ResourceError(
        UNKNOWN_RESOURCE,
        `Resource ${uri} cannot be subscribed to: it is not watched`,
        uri,
      );
    await (await watchersOf()).subscribe(uri);
    return {};
  });

  server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    watchers?.unsubscribe(request.params.uri);
    return {};
  });
}

const WORKSPACE_ROOTS = {
  uri: WORKSPACE_ROOTS_URI,
  name: 'workspace_roots',
  title: 'Workspace Roots',
  description: "The client's open workspace folders and their git remotes, for discover_project.resolve.",
  mimeType: 'application/json',
  annotations: { audience: ['user', 'assistant'] as Array<'user' | 'assistant'>, priority: 0.6 },
  icons: ICONS,
};

function common(spec: ResourceSpec) {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.subscribable
      ? `${spec.description} Subscribable: resources/subscribe on stateful sessions.`
      : spec.description,
    mimeType: spec.mimeType,
    annotations: {
      audience: ['user', 'assistant'] as Array<'user' | 'assistant'>,
      priority: spec.collection ? 0.4 : 0.6,
    },
    icons: ICONS,
    ...(spec.subscribable ? { _meta: SUBSCRIBABLE_META } : {}),
  };
}

function describeResource(spec: ResourceSpec) {
  return { uri: spec.uri, ...common(spec) };
}

function describeTemplate(spec: ResourceSpec) {
  return { uriTemplate: spec.uri, ...common(spec) };
}
