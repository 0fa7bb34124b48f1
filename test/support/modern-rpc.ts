import { MODERN_REVISION, modernEnvelope } from './modern-client.js';

/** The SEP-2243 header each method's `Mcp-Name` mirrors, as the SDK's client sets it. */
const NAME_FIELD: Readonly<Record<string, string>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
  'tasks/get': 'taskId',
  'tasks/update': 'taskId',
  'tasks/cancel': 'taskId',
};

export interface RpcAnswer {
  status: number;
  headers: Headers;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
  /** The methods of the notifications an SSE answer carried before the response. */
  notifications: string[];
}

export interface ModernRpc {
  /** One 2026-07-28 request: the envelope in `_meta`, the standard headers, the answer read from JSON or SSE. */
  (method: string, params: Record<string, unknown>, meta?: Record<string, unknown>): Promise<RpcAnswer>;
}

/**
 * A 2026-07-28 client written out by hand, for what the SDK's v2 client does not speak: the Tasks extension's
 * methods and its `resultType: "task"` (the v2 client refuses any result type but complete and input_required).
 * `capabilities` are the client's per-request capabilities (`io.modelcontextprotocol/tasks` in `extensions`).
 */
export function modernRpc(
  url: string,
  headers: Record<string, string>,
  capabilities: Record<string, unknown>,
): ModernRpc {
  let id = 0;
  return (method, params, meta = {}) => {
    id += 1;
    return postModern(url, headers, {
      jsonrpc: '2.0',
      id,
      method,
      params: {
        ...params,
        _meta: { ...modernEnvelope('modern-rpc', capabilities), ...meta },
      },
    });
  };
}

/** POSTs one framed 2026-07-28 request with the standard headers its method and params call for. */
export async function postModern(
  url: string,
  headers: Record<string, string>,
  message: { jsonrpc: '2.0'; id: number; method: string; params?: Record<string, unknown> },
): Promise<RpcAnswer> {
  const nameField = NAME_FIELD[message.method];
  const name = nameField ? message.params?.[nameField] : undefined;
  const response = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': MODERN_REVISION,
      'Mcp-Method': message.method,
      ...(typeof name === 'string' ? { 'Mcp-Name': name } : {}),
      ...headers,
    },
    body: JSON.stringify(message),
  });
  const text = await response.text();
  // An SSE answer is a run of data lines, the response last; a JSON one is the body.
  const messages = response.headers.get('content-type')?.includes('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice('data: '.length)) as { method?: string })
    : [JSON.parse(text) as { method?: string }];
  const answer = (messages.at(-1) ?? {}) as Omit<RpcAnswer, 'status' | 'headers' | 'notifications'>;
  const notifications = messages.slice(0, -1).flatMap((earlier) => (earlier.method ? [earlier.method] : []));
  return { status: response.status, headers: response.headers, notifications, ...answer };
}
