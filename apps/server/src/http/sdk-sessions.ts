import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpServer } from '../mcp-server.js';
import { SSE_RETRY_MS, SseEventLog } from './sse-event-log.js';
import type { PooledTenant } from './tenant-pool.js';

/** A stateful MCP session (`--stateless=false`): its transport, and the credential it belongs to. */
interface McpSession {
  transport: StreamableHTTPServerTransport;
  credential: string;
  lastSeen: number;
}

/**
 * The 2025 MCP exchange on the SDK's Streamable HTTP transport: stateful sessions, and the stateless POSTs that
 * neither the early answer nor the direct call takes. A module of its own, loaded with the first request that
 * needs it (mcp-endpoint.ts): the transport, the Server and their schemas are most of the CPU of a cold start.
 */
export class SdkSessions {
  private readonly sessions = new Map<string, McpSession>();

  constructor(private readonly options: { jsonResponse: boolean; sessionTimeout: number }) {}

  /** A stateless POST: a Server and a transport of its own, gone with the response. */
  async serveAlone(pooled: PooledTenant, request: IncomingMessage, response: ServerResponse, body: unknown) {
    const connection = createMcpServer(Promise.resolve(pooled.tenant), pooled.logger);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: this.options.jsonResponse,
    });
    response.on('close', () => void connection.server.close());
    await connection.connect(transport);
    await transport.handleRequest(request, response, body);
  }

  async start(
    pooled: PooledTenant,
    credential: string,
    request: IncomingMessage,
    response: ServerResponse,
    body: unknown,
  ): Promise<void> {
    const connection = createMcpServer(Promise.resolve(pooled.tenant), pooled.logger, true);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      enableJsonResponse: this.options.jsonResponse,
      // Resumable streams, primed as the 2025-11-25 revision asks (sse-event-log.ts); stateless POSTs have no
      // session to resume, so they get neither.
      eventStore: new SseEventLog(),
      retryInterval: SSE_RETRY_MS,
      onsessioninitialized: (id) => {
        this.sessions.set(id, { transport, credential, lastSeen: Date.now() });
      },
      onsessionclosed: (id) => {
        this.sessions.delete(id);
      },
    });
    transport.onclose = () => void connection.server.close();
    await connection.connect(transport);
    await transport.handleRequest(request, response, body);
  }

  /** Serves a request of session `id`; false when this credential has no such session (another's is not found either). */
  async serve(
    id: string,
    credential: string,
    request: IncomingMessage,
    response: ServerResponse,
    body: unknown,
  ): Promise<boolean> {
    const live = this.sessions.get(id);
    if (!live || live.credential !== credential) return false;
    live.lastSeen = Date.now();
    await live.transport.handleRequest(request, response, body);
    return true;
  }

  /** Ends sessions idle longer than the session timeout. */
  sweep(now: number): void {
    for (const [id, live] of this.sessions)
      if (now - live.lastSeen > this.options.sessionTimeout)
        void live.transport.close().finally(() => this.sessions.delete(id));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.sessions.values()].map((live) => live.transport.close()));
    this.sessions.clear();
  }
}
