import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  classifyInboundRequest,
  createMcpHandler,
  InMemoryServerEventBus,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/server';
import type { JSONRPCMessage, McpHttpHandler } from '@modelcontextprotocol/server';
import { isRecord } from '@gitlab-mcp/result';
import { NO_PROGRESS } from '../call-context.js';
import type { Config } from '../config/settings.js';
import { abortedIfClientLeaves, carriesParamHeaders } from '../http/answer-framing.js';
import type { PooledTenant } from '../http/tenant-pool.js';
import type { ToolCall } from '../tool-call.js';
import { answerModernCall, directCallOf, validEnvelopeOf } from './direct-calls.js';
import { ListenWatches, listenedUris, refusalOf } from './listen-watches.js';
import type { Envelope } from './modern-context.js';
import { createModernServer } from './modern-server.js';
import { checkTaskListen } from './task-requests.js';
import { TaskStore } from './task-store.js';

/** A credential's MCP 2026-07-28 handler: its listen streams, counted against its ceiling, live on its bus. */
interface ModernLeg {
  handler: McpHttpHandler;
  bus: InMemoryServerEventBus;
  /** The credential's tenant as of its latest request (the pool opens it again from time to time). */
  pooled: PooledTenant;
  watches: ListenWatches;
  /** The credential's tasks (the Tasks extension): no other credential's request reaches them. */
  tasks: TaskStore;
}

/**
 * `/mcp` for MCP 2026-07-28 clients, through the SDK's v2 line: the SDK decides which era a request is, and serves
 * a modern one on a server made for it from the credential's pooled tenant. 2025-era traffic is left to the v1
 * wiring (McpEndpoint), which keeps its stateful sessions and its fast path.
 */
export class ModernEndpoint {
  private readonly legs = new Map<string, ModernLeg>();

  constructor(private readonly config: Config) {}

  /** Answers the request when it is 2026-07-28 traffic (or refused as such); false when it is a legacy one. */
  async serve(
    credential: string,
    pooled: PooledTenant,
    request: IncomingMessage,
    response: ServerResponse,
    body: unknown,
  ): Promise<boolean> {
    const route = classifyInboundRequest({
      httpMethod: request.method ?? 'POST',
      protocolVersionHeader: header(request, 'mcp-protocol-version'),
      mcpMethodHeader: header(request, 'mcp-method'),
      mcpNameHeader: header(request, 'mcp-name'),
      body,
    });
    if (route.kind === 'legacy') return false;
    const call = route.kind === 'modern' ? httpDirectCallOf(request, body) : null;
    if (call) {
      await answerDirectly(call, pooled, response);
      return true;
    }
    const leg = this.legOf(credential, pooled);
    const uris = listenedUris(body);
    try {
      checkTaskListen(body);
      // The stream's resources are watched while its response is open.
      if (uris.length > 0) response.once('close', await leg.watches.open(uris, pooled.tenant, pooled.logger));
    } catch (error) {
      answerError(response, body, error);
      return true;
    }
    // The client going away cancels the exchange, and with it the call's GitLab requests.
    const gone = new AbortController();
    response.once('close', () => gone.abort());
    const answer = await leg.handler.fetch(webRequestOf(request, gone.signal), { parsedBody: body });
    await writeAnswer(answer, response);
    return true;
  }

  /** Drops the handlers of credentials the pool no longer serves, once none of their listen streams is open. */
  sweep(served: (credential: string) => boolean): void {
    for (const [credential, leg] of this.legs)
      if (!served(credential) && leg.bus.listenerCount === 0 && leg.tasks.size === 0) {
        this.legs.delete(credential);
        leg.watches.close();
        void leg.handler.close();
      }
  }

  async close(): Promise<void> {
    for (const leg of this.legs.values()) {
      leg.watches.close();
      leg.tasks.close();
    }
    await Promise.allSettled([...this.legs.values()].map((leg) => leg.handler.close()));
    this.legs.clear();
  }

  private legOf(credential: string, pooled: PooledTenant): ModernLeg {
    const known = this.legs.get(credential);
    if (known) {
      known.pooled = pooled;
      return known;
    }
    const bus = new InMemoryServerEventBus();
    const leg: ModernLeg = {
      bus,
      pooled,
      watches: new ListenWatches((uri) => bus.publish({ kind: 'resource_updated', uri })),
      tasks: new TaskStore(),
      handler: createMcpHandler(() => createModernServer(leg.pooled.tenant, leg.pooled.logger, leg.tasks), {
        legacy: 'reject',
        bus,
        maxSubscriptions: this.config.maxListenStreams,
        responseMode: this.config.jsonResponse ? 'json' : 'auto',
        maxRequestBodySize: this.config.maxRequestBodyBytes || undefined,
      }),
    };
    this.legs.set(credential, leg);
    return leg;
  }
}

/**
 * A tools/call the SDK's handler would serve as a plain JSON answer, read from a request it classified as 2026-07-28
 * (its envelope valid, its headers not contradicting the body): the standard headers all present and agreeing
 * (MCP-Protocol-Version, Mcp-Method, Mcp-Name, as the SDK's entry requires them), no Mcp-Param-* header (ours
 * declare none; the SDK's rung judges any), a JSON body, no progress token (its notifications make the answer a
 * stream), and nothing else left for the SDK to decide (direct-calls.ts). Null: the SDK's handler serves it.
 */
function httpDirectCallOf(request: IncomingMessage, body: unknown): DirectCall | null {
  const envelope = isRecord(body) ? validEnvelopeOf(body as JSONRPCMessage) : undefined;
  if (!envelope || !isRecord(body) || !isRecord(body.params)) return null;
  const { headers } = request;
  if (headers['mcp-protocol-version'] !== envelope[PROTOCOL_VERSION_META_KEY]) return null;
  if (headers['mcp-method'] !== 'tools/call' || headers['mcp-name'] !== body.params.name) return null;
  if (!(headers['content-type'] ?? '').includes('application/json')) return null;
  if (carriesParamHeaders(headers)) return null;
  const call = directCallOf(body as JSONRPCMessage, envelope);
  return call && call.progressToken === undefined ? { call, envelope } : null;
}

interface DirectCall {
  call: ToolCall;
  envelope: Envelope;
}

/** Answers the call on the one call path (tool-call.ts), as the SDK's handler answers it: one JSON body. */
async function answerDirectly(
  { call, envelope }: DirectCall,
  pooled: PooledTenant,
  response: ServerResponse,
): Promise<void> {
  const answer = await answerModernCall(
    Promise.resolve(pooled.tenant),
    call,
    envelope,
    pooled.logger,
    // The client going away before the answer cancels the call, and with it the call's GitLab requests.
    abortedIfClientLeaves(response),
    NO_PROGRESS,
  );
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The Node request as the web Request the SDK's handler takes; its body, already read and parsed, goes apart. */
function webRequestOf(request: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'host' || name === 'content-length' || name === 'connection')
      continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://mcp.local${request.url ?? '/mcp'}`, {
    method: request.method ?? 'POST',
    headers,
    signal,
  });
}

/** A request refused before the SDK saw it, answered as a JSON-RPC error with the thrown error's code and data. */
function answerError(response: ServerResponse, body: unknown, error: unknown): void {
  const id = isRecord(body) && (typeof body.id === 'string' || typeof body.id === 'number') ? body.id : null;
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(refusalOf(id, error)));
}

/** Writes the SDK's answer: one JSON body, or a stream of server-sent events written as they come. */
async function writeAnswer(answer: Response, response: ServerResponse): Promise<void> {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (!answer.body) return void response.end();
  response.flushHeaders();
  const reader = answer.body.getReader();
  response.once('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      response.write(value);
    }
  } catch {
    // The client went away mid-stream: nothing left to write to.
  }
  response.end();
}
