import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { TransformCallback } from 'node:stream';
import { JSONRPCMessageSchema, RequestIdSchema } from '@modelcontextprotocol/sdk/types.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { INVALID_REQUEST, PARSE_ERROR } from '../protocol-error.js';
import { isPlainRequest } from './plain-request.js';

/**
 * The error answer for one stdin line the SDK would drop without a word, or null when the line is a JSON-RPC message
 * (or blank). The SDK's stdio transport reports such a line only to its own `onerror`, so a client that sent
 * `tools/call` with `params: "x"` would wait for an answer until its timeout; JSON-RPC 2.0 §5 answers instead,
 * with the request's id when it has a usable one.
 */
export function refusalOf(line: string): JSONRPCMessage | null {
  if (line.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return answer(null, PARSE_ERROR, 'Parse error: the line is not JSON');
  }
  return refusalOfValue(value);
}

/**
 * The error answer for parsed JSON that is not one JSON-RPC message, or null when it is one: stdio lines and HTTP
 * bodies alike. A batch (an array) is refused: the 2025-06-18 revision removed batching from MCP.
 */
export function refusalOfValue(value: unknown): JSONRPCMessage | null {
  if (isPlainRequest(value)) return null;
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return null;
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : null;
  const usableId = RequestIdSchema.safeParse(id).success ? (id as string | number) : null;
  const why = Array.isArray(value)
    ? 'batches are not supported'
    : `not a JSON-RPC 2.0 message (${parsed.error.issues[0]?.message ?? 'invalid'})`;
  return answer(usableId, INVALID_REQUEST, `Invalid Request: ${why}`);
}

function answer(id: string | number | null, code: number, message: string): JSONRPCMessage {
  return { jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage;
}

/**
 * Passes whole lines (as `LineLimit` emits them) that are JSON-RPC messages, and answers the others through
 * `refuse` instead of handing them to the SDK.
 */
export class JsonRpcFilter extends Transform {
  private partial = '';
  private readonly decoder = new StringDecoder('utf8');

  constructor(private readonly refuse: (answer: JSONRPCMessage) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.partial + this.decoder.write(chunk);
    const lines = text.split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const refusal = refusalOf(line.replace(/\r$/, ''));
      if (refusal) this.refuse(refusal);
      else if (line.trim() !== '') this.push(`${line}\n`);
    }
    done();
  }
}
