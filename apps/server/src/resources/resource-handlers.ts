import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { ownReadContext } from '../call-context.js';
import type { CallContext } from '../call-context.js';
import type { Logger } from '../logging/logger.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { ResourceError } from './resource-error.js';
import type { ResourceHost } from './resource-host.js';
import { checkWatchable, resourceAnswers } from './resource-answers.js';
import { ResourceWatchers } from './resource-watchers.js';
import type { WorkspaceRoots } from './workspace-roots.js';

const METHOD_NOT_FOUND = -32601;
const STATELESS_SUBSCRIBE =
  'Resource subscriptions need a session that outlives one request: this HTTP server is stateless ' +
  '(start it with --stateless=false), so read the resource again instead';

/**
 * resources/list, resources/templates/list, resources/read and, on stateful connections, resources/subscribe and
 * unsubscribe. Subscriptions belong to this connection and stop when it closes.
 */
export function registerResourceHandlers(
  server: Server,
  tenant: Promise<ProtocolTenant>,
  logger: Logger,
  workspace: WorkspaceRoots,
  stateful: boolean,
  /** A resources/read request's CallContext, from its signal (mcp-server.ts). */
  contextOf: (signal: AbortSignal) => CallContext,
): void {
  const host = async (): Promise<ResourceHost> => (await tenant).resources;

  const answers = resourceAnswers(host, workspace);
  server.setRequestHandler(ListResourcesRequestSchema, answers.list);
  server.setRequestHandler(ListResourceTemplatesRequestSchema, answers.templates);
  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) =>
    answers.read(request.params.uri, contextOf(extra.signal)),
  );
  const read = answers.contents;

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
      // A poll is the connection's own work: its records reach this connection's client.
      read: async (uri) => (await read(uri, ownReadContext(logger))).text,
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
    checkWatchable(uri, (await host()).minimal);
    await (await watchersOf()).subscribe(uri);
    return {};
  });

  server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    watchers?.unsubscribe(request.params.uri);
    return {};
  });
}
