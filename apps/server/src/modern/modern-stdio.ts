import type { Readable, Writable } from 'node:stream';
import type { Server } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { StdioServerHandle } from '@modelcontextprotocol/server/stdio';
import type { Config } from '../config/settings.js';
import type { Logger } from '../logging/logger.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { DirectCallTransport } from './stdio-direct-calls.js';
import { createModernServer } from './modern-server.js';
import { ListeningTransport } from './stdio-listen.js';
import { TaskStore } from './task-store.js';
import { UncheckedLines } from './unchecked-lines.js';

/**
 * A stdio connection whose opening message was a 2026-07-28 one, served by the SDK's v2 stdio entry over the
 * already hardened input (stdio-server.ts). The entry pins one server for the connection (a `server/discover`
 * probe may get one of its own); a later 2025 `initialize` is refused, as the SDK refuses it on a connection of
 * this era. Confirmations and questions are the rounds of a multi-round-trip call (each call's CallContext carries
 * them to the tenant, as over HTTP); progress goes out as notifications of the call; resource updates go to the
 * `subscriptions/listen` streams, at most GITLAB_MCP_MAX_LISTEN_STREAMS of them, as for one credential over HTTP;
 * long actions are tasks for a client that declares the Tasks extension.
 */
export function serveModernStdio(
  input: Readable,
  output: Writable,
  tenant: Promise<ProtocolTenant>,
  config: Config,
  logger: Logger,
): StdioServerHandle {
  let latest: Server | undefined;
  // The connection's tasks: one client, so one store, as one credential has over HTTP.
  const tasks = new TaskStore();
  const wire = new UncheckedLines(input, output);
  return serveStdio(async () => (latest = createModernServer(await tenant, logger, tasks)), {
    legacy: 'reject',
    transport: new ListeningTransport(
      new DirectCallTransport(wire, tenant, logger),
      tenant,
      () => latest,
      logger,
    ),
    maxSubscriptions: config.maxListenStreams,
    onerror: (error) => logger.warn('stdio protocol error', { error: error.message }),
  });
}
