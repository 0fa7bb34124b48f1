import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ClientRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { JSONRPCMessage, MessageExtraInfo, Notification } from '@modelcontextprotocol/sdk/types.js';
import { INVALID_PARAMS, NOT_INITIALIZED } from '../protocol-error.js';
import { toolCallOf } from '../tool-call.js';
import { RunningCalls } from './running-calls.js';
import type { ToolCall } from '../tool-call.js';

/** Each request method the SDK knows, with the schema its handler's request must match. */
const REQUEST_SCHEMAS = new Map(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value as string, schema]),
);

/** Requests a client may send before the initialize exchange (lifecycle: only pings). */
const BEFORE_INITIALIZE = new Set(['initialize', 'ping']);

/** The prefix the SDK's McpError puts before its message, which the client's McpError puts there again. */
const MCP_ERROR_PREFIX = /^(?:MCP error -?\d+: )+/;

/** Answers one tools/call (tool-call.ts) under the request's signal; `notify` sends the call's progress. */
export type CallAnswerer = (
  call: ToolCall,
  signal: AbortSignal,
  notify: (notification: Notification) => Promise<void>,
) => Promise<JSONRPCMessage>;

export interface ConnectionOptions {
  /** Whether the connection's initialize has been answered (the SDK Server knows: getClientVersion). */
  initialized: () => boolean;
  /** Refuse requests before initialize (stdio, stateful HTTP: one connection is one session; stateless has none). */
  requireInitialize: boolean;
  answer: CallAnswerer;
}

/**
 * Stands between a transport and the SDK's Server, where each message of the connection arrives. JSON-RPC as the
 * specification words it, where the SDK answers otherwise: a request whose params do not match its method's schema
 * is refused -32602 with the fields named (the SDK answers -32603 with zod's dump); a request before initialize is
 * refused as the SDK's HTTP transport refuses it; an error message carries no "MCP error <code>:" prefix, which the
 * client's McpError adds itself. A tools/call is answered here, on the one path of every transport (tool-call.ts);
 * everything else goes on to the Server. notifications/cancelled and the connection closing abort the calls.
 */
export class ConnectionTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  /**
   * The protocol revision of the connection: the one the Server's answer to initialize settled on, else (a stateless
   * POST has had no initialize) the one its request names in MCP-Protocol-Version.
   */
  protocolVersion: string | undefined;
  private readonly calls = new RunningCalls();

  constructor(
    private readonly wire: Transport,
    private readonly options: ConnectionOptions,
  ) {}

  get sessionId(): string | undefined {
    return this.wire.sessionId;
  }

  async start(): Promise<void> {
    // The wire's own close handler (a stateful HTTP session's) keeps running before ours.
    const closing = this.wire.onclose;
    this.wire.onclose = () => {
      closing?.();
      this.calls.abortAll();
      this.onclose?.();
    };
    this.wire.onerror = (error) => this.onerror?.(error);
    this.wire.onmessage = (message, extra) => this.receive(message, extra);
    await this.wire.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    // Only initialize's answer names the revision and the server.
    if (
      'result' in message &&
      typeof message.result.protocolVersion === 'string' &&
      message.result.serverInfo
    )
      this.protocolVersion = message.result.protocolVersion;
    return this.wire.send(withPlainError(message), options);
  }

  close(): Promise<void> {
    return this.wire.close();
  }

  private receive(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    const named = extra?.requestInfo?.headers['mcp-protocol-version'];
    if (typeof named === 'string') this.protocolVersion ??= named;
    const call = toolCallOf(message);
    const refusal = refusalOf(
      message,
      this.options.requireInitialize && !this.options.initialized(),
      call !== null,
    );
    if (refusal) return void this.wire.send(refusal).catch(() => undefined);
    if (call) return void this.dispatch(call);
    if ('id' in message && 'method' in message && message.method === 'tools/call')
      // The schema took what the quick read of the call did not: refused all the same, the call cannot be read.
      return void this.wire
        .send(errorAnswer(message.id, INVALID_PARAMS, 'Invalid params for tools/call'))
        .catch(() => undefined);
    this.calls.cancelFrom(message);
    this.onmessage?.(message, extra);
  }

  /** One tools/call: answered unless it was cancelled, which the SDK answers with nothing too. */
  private async dispatch(call: ToolCall): Promise<void> {
    try {
      await this.calls.run(
        call.id,
        (signal) =>
          this.options.answer(call, signal, async (notification: Notification) => {
            if (!signal.aborted)
              await this.wire.send({ jsonrpc: '2.0', ...notification }, { relatedRequestId: call.id });
          }),
        (answer) => this.send(answer),
      );
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** `wellFormed`: the request has already been read whole (a tools/call, tool-call.ts): no schema to check. */
function refusalOf(
  message: JSONRPCMessage,
  uninitialized: boolean,
  wellFormed: boolean,
): JSONRPCMessage | null {
  if (!('method' in message) || !('id' in message)) return null;
  if (uninitialized && !BEFORE_INITIALIZE.has(message.method))
    return errorAnswer(
      message.id,
      NOT_INITIALIZED,
      'Bad Request: Server not initialized: send initialize first',
    );
  if (wellFormed) return null;
  const schema = REQUEST_SCHEMAS.get(message.method);
  const parsed = schema?.safeParse(message);
  if (!parsed || parsed.success) return null;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || 'request'}: ${issue.message}`,
  );
  return errorAnswer(
    message.id,
    INVALID_PARAMS,
    `Invalid params for ${message.method}: ${problems.join('; ')}`,
  );
}

function errorAnswer(id: string | number, code: number, message: string): JSONRPCMessage {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

function withPlainError(message: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in message) || !MCP_ERROR_PREFIX.test(message.error.message)) return message;
  return {
    ...message,
    error: { ...message.error, message: message.error.message.replace(MCP_ERROR_PREFIX, '') },
  };
}
