import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { isRecord } from '@gitlab-mcp/result';
import { clientFacts, ownReadContext } from '../call-context.js';
import type { CallContext } from '../call-context.js';
import { answerToolCall, toolCallOf } from '../tool-call.js';
import type { ToolCall } from '../tool-call.js';
import { SUPPORTED_VERSIONS } from '../transport/early-answer.js';
import { abortedIfClientLeaves, acceptsBothAnswers, writeAnswer } from './answer-framing.js';
import type { PooledTenant } from './tenant-pool.js';

/**
 * The hot path of a shared deployment: a stateless POST holding one plain tools/call. Through the SDK's transport
 * it would get a Server and a transport of its own and be adapted to a web Request, its message parsed with zod —
 * measured, more CPU than the call itself. The call is answered by the same function as on every other transport
 * (tool-call.ts), and the answer written here is the same JSON-RPC message, framed the same way. Anything else
 * (batches, other methods, progress tokens, tasks, headers the SDK would refuse) is left to the SDK's transport, so
 * every refusal keeps the SDK's wording.
 */
export function directCallOf(body: unknown, headers: IncomingHttpHeaders): ToolCall | null {
  const version = headers['mcp-protocol-version'];
  if (!acceptsBothAnswers(headers)) return null;
  if (!(headers['content-type'] ?? '').includes('application/json')) return null;
  if (version !== undefined && !SUPPORTED_VERSIONS.includes(String(version))) return null;
  if (!isRecord(body) || body.jsonrpc !== '2.0' || !isRecord(body.params) || body.params._meta !== undefined)
    return null;
  const call = toolCallOf(body);
  return call && !call.task ? call : null;
}

/** Runs the call on the credential's tenant and answers it as JSON or as one server-sent event. */
export async function answerDirectCall(
  call: ToolCall,
  pooled: PooledTenant,
  headers: IncomingHttpHeaders,
  response: ServerResponse,
  asJson: boolean,
): Promise<void> {
  const version = headers['mcp-protocol-version'];
  // A stateless POST has no client to ask and names no client (it has had no initialize).
  const context: CallContext = {
    ...ownReadContext(pooled.logger, abortedIfClientLeaves(response)),
    client: clientFacts(undefined, typeof version === 'string' ? version : undefined),
  };
  const text = JSON.stringify(await answerToolCall(Promise.resolve(pooled.tenant), call, context));
  writeAnswer(response, text, asJson);
}
