import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { callSignal } from '../execute/call-signal.js';
import { ProtocolError } from '../protocol-error.js';
import type { ProtocolSession } from '../protocol-session.js';
import { isRecord } from '@gitlab-mcp/result';

/** A stateless POST that is exactly one plain tools/call. */
export interface DirectCall {
  id: string | number;
  name: string;
  args: Record<string, unknown>;
}

/**
 * The hot path of a shared deployment: a stateless POST holding one tools/call. Through the SDK it would get a
 * Server and a transport of its own, be adapted to a web Request, and have the request and the answer parsed with
 * zod — measured, more CPU than the call itself. The answer written here is the same JSON-RPC message, framed the
 * same way. Anything else (batches, other methods, progress tokens, headers the SDK would refuse) is left to the
 * SDK, so every refusal keeps the SDK's wording.
 */
export function directCallOf(body: unknown, headers: IncomingHttpHeaders): DirectCall | null {
  const accept = headers.accept ?? '';
  const version = headers['mcp-protocol-version'];
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return null;
  if (!(headers['content-type'] ?? '').includes('application/json')) return null;
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) return null;
  if (!isRecord(body) || body.jsonrpc !== '2.0' || body.method !== 'tools/call') return null;
  const { id, params } = body;
  if ((typeof id !== 'string' && typeof id !== 'number') || !isRecord(params)) return null;
  if (typeof params.name !== 'string' || (params.arguments !== undefined && !isRecord(params.arguments)))
    return null;
  if (params._meta !== undefined) return null;
  return { id, name: params.name, args: params.arguments ?? {} };
}

/** Runs the call on the credential's session and answers it as JSON or as one server-sent event. */
export async function answerDirectCall(
  call: DirectCall,
  session: ProtocolSession,
  response: ServerResponse,
  asJson: boolean,
): Promise<void> {
  // The client going away before the answer cancels the call, as it does on the SDK's path.
  const cancel = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) cancel.abort();
  });
  const message = await session
    .callTool(call.name, call.args, () => undefined, callSignal(cancel.signal))
    .then(
      (result) => ({ jsonrpc: '2.0', id: call.id, result }),
      (error: unknown) => ({
        jsonrpc: '2.0',
        id: call.id,
        error: {
          code: error instanceof ProtocolError ? error.code : -32603,
          message: error instanceof Error ? error.message : String(error),
        },
      }),
    );
  const text = JSON.stringify(message);
  if (asJson) {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
    return;
  }
  response
    .writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    .end(`event: message\ndata: ${text}\n\n`);
}
