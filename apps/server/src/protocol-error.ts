/**
 * A JSON-RPC error answer. The SDK sends a thrown error's `code`, `message` and `data` as they are; its own McpError
 * prefixes "MCP error <code>:" to the message, which the client's McpError then prefixes again. It stays apart from
 * the server's GitLabMcpError (@gitlab-mcp/result/errors): the SDK reads `code` as JSON-RPC's number, where that
 * type's `code` is a name of its closed table.
 */
export class ProtocolError extends Error {
  override readonly name: string = 'ProtocolError';

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** JSON-RPC 2.0's codes the server answers with itself (https://www.jsonrpc.org/specification#error_object). */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INVALID_PARAMS = -32602;
/** The code the SDK's Streamable HTTP transport answers a request before initialize with. */
export const NOT_INITIALIZED = -32000;
