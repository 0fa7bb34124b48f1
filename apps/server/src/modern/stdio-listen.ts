import type { JSONRPCMessage, Server, Transport, TransportSendOptions } from '@modelcontextprotocol/server';
import type { Logger } from '../logging/logger.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { ListenWatches, listenedUris, refusalOf } from './listen-watches.js';

type RequestId = string | number;

/**
 * The GitLab side of `subscriptions/listen` on a 2026-07-28 stdio connection. The SDK's stdio entry owns the
 * streams (it answers the listen and stamps each update onto the streams that asked for its URI) but never tells
 * the server which URIs are listened to; this transport, between the entry and the wire, does. It watches the URIs
 * a listen names from the request until its stream ends (the client cancels it, the entry refuses or closes it),
 * and a change goes out through the connection's server, whose notification the entry routes. A URI that is not
 * watchable refuses the listen here, as over HTTP, before the entry acknowledges it.
 */
export class ListeningTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  /** The stopping function of each open listen, by its request id. */
  private readonly open = new Map<RequestId, () => void>();
  private readonly watches: ListenWatches;
  /** Inbound messages pass one after the other: a listen's watches start before anything after it is read. */
  private inbound = Promise.resolve();

  constructor(
    private readonly wire: Transport,
    tenant: Promise<ProtocolTenant>,
    /** The server pinned to the connection, which sends the updates. */
    server: () => Server | undefined,
    logger: Logger,
  ) {
    this.watches = new ListenWatches(
      (uri) =>
        void server()
          ?.sendResourceUpdated({ uri })
          .catch(() => undefined),
    );
    wire.onmessage = (message, extra) => {
      this.inbound = this.inbound.then(() => this.receive(message, tenant, logger, extra));
    };
    wire.onerror = (error) => this.onerror?.(error);
    wire.onclose = () => {
      this.watches.close();
      this.open.clear();
      this.onclose?.();
    };
  }

  start(): Promise<void> {
    return this.wire.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    // The listen's stream ends with its one response: torn down, or refused (past the ceiling).
    if ('id' in message && ('result' in message || 'error' in message)) this.stop(message.id);
    return this.wire.send(message, options);
  }

  close(): Promise<void> {
    return this.wire.close();
  }

  private async receive(
    message: JSONRPCMessage,
    tenant: Promise<ProtocolTenant>,
    logger: Logger,
    extra: Parameters<NonNullable<Transport['onmessage']>>[1],
  ): Promise<void> {
    const uris = listenedUris(message);
    const id = 'id' in message ? message.id : undefined;
    if (uris.length > 0 && id !== undefined) {
      try {
        this.open.set(id, await this.watches.open(uris, await tenant, logger));
      } catch (error) {
        await this.wire.send(refusalOf(id, error));
        return;
      }
    }
    if ('method' in message && message.method === 'notifications/cancelled') {
      const cancelled = (message.params as { requestId?: RequestId } | undefined)?.requestId;
      if (cancelled !== undefined) this.stop(cancelled);
    }
    this.onmessage?.(message, extra);
  }

  private stop(id: RequestId | undefined): void {
    if (id === undefined) return;
    this.open.get(id)?.();
    this.open.delete(id);
  }
}
