import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ClientRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { INVALID_PARAMS, NOT_INITIALIZED } from '../protocol-error.js';

/** Each request method the SDK knows, with the schema its handler's request must match. */
const REQUEST_SCHEMAS = new Map(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value as string, schema]),
);

/** Requests a client may send before the initialize exchange (lifecycle: only pings). */
const BEFORE_INITIALIZE = new Set(['initialize', 'ping']);

/** The prefix the SDK's McpError puts before its message, which the client's McpError puts there again. */
const MCP_ERROR_PREFIX = /^(?:MCP error -?\d+: )+/;

export interface GuardOptions {
  /** Refuse requests before initialize (stdio, where one connection is one session; stateless HTTP has none). */
  requireInitialize: boolean;
}

/**
 * JSON-RPC as the specification words it, where the SDK answers otherwise: a request whose params do not match its
 * method's schema is refused -32602 with the fields named (the SDK answers -32603 with zod's dump); a request
 * before initialize is refused as the SDK's HTTP transport refuses it; an error message carries no "MCP error
 * <code>:" prefix, which the client's McpError adds itself.
 */
export function guardProtocol(server: Server, options: GuardOptions): void {
  const connect = server.connect.bind(server);
  server.connect = async (transport) => {
    await connect(transport);
    const receive = transport.onmessage;
    const send = transport.send.bind(transport);
    transport.send = (message, sendOptions) => send(withPlainError(message), sendOptions);
    transport.onmessage = (message, extra) => {
      const refusal = refusalOf(message, options.requireInitialize && !server.getClientVersion());
      if (refusal) void send(refusal).catch(() => undefined);
      else receive?.(message, extra);
    };
  };
}

function refusalOf(message: JSONRPCMessage, uninitialized: boolean): JSONRPCMessage | null {
  if (!('method' in message) || !('id' in message)) return null;
  if (uninitialized && !BEFORE_INITIALIZE.has(message.method))
    return errorAnswer(
      message.id,
      NOT_INITIALIZED,
      'Bad Request: Server not initialized: send initialize first',
    );
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
