import {
  CLIENT_CAPABILITIES_META_KEY,
  classifyInboundRequest,
  PROTOCOL_VERSION_META_KEY,
  SERVER_INFO_META_KEY,
} from '@modelcontextprotocol/server';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { isRecord } from '@gitlab-mcp/result';
import type { Logger } from '../logging/logger.js';
import type { Progress } from '../call-context.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { SERVER_INFO } from '../server-identity.js';
import { answerToolCall, toolCallOf } from '../tool-call.js';
import type { ResultWording, ToolCall } from '../tool-call.js';
import { callContextOf, entryOf, inputRequiredOf } from './modern-context.js';
import type { Envelope } from './modern-context.js';
import { roundOf } from './input-rounds.js';

/**
 * A 2026-07-28 result as the SDK's encoding sends it: typed `complete` (or `input_required`), with the server's
 * identity in `_meta`. Our own result goes out as built: the SDK's Server parses each answer with its schemas
 * twice, which was a sixth of this revision's CPU per call.
 */
const MODERN_WORDING: ResultWording = {
  result: (result) => withServerInfo({ ...result, resultType: 'complete' }),
  failure: (error) => {
    const asked = inputRequiredOf(error);
    return asked && withServerInfo(asked as unknown as Record<string, unknown>);
  },
};

function withServerInfo(result: Record<string, unknown>): Record<string, unknown> {
  const meta = isRecord(result._meta) ? result._meta : {};
  return { ...result, _meta: { ...meta, [SERVER_INFO_META_KEY]: SERVER_INFO } };
}

/**
 * The envelope of a request the SDK classifies as 2026-07-28 traffic with a valid envelope. stdio has no headers:
 * the body's own claim stands in for the MCP-Protocol-Version header the classifier cross-checks.
 */
export function validEnvelopeOf(message: JSONRPCMessage): Envelope {
  if (!('method' in message) || !('id' in message) || !isRecord(message.params)) return undefined;
  const meta = message.params._meta;
  const claimed = isRecord(meta) ? meta[PROTOCOL_VERSION_META_KEY] : undefined;
  if (typeof claimed !== 'string') return undefined;
  const route = classifyInboundRequest({ httpMethod: 'POST', protocolVersionHeader: claimed, body: message });
  return route.kind === 'modern' ? (meta as Envelope) : undefined;
}

/**
 * A tools/call of a 2026-07-28 request the SDK would serve the same way, read: a well-formed call, no later round
 * (`inputResponses`, `requestState`), no task, and a client whose capabilities leave nothing for the SDK to decide
 * (no extension, such as Tasks; elicitation absent or declaring forms). Null: the SDK serves it, with its wording.
 */
export function directCallOf(message: JSONRPCMessage, envelope: Envelope): ToolCall | null {
  const call = toolCallOf(message);
  if (!call || call.task || !('params' in message) || !isRecord(message.params)) return null;
  const { inputResponses, requestState } = message.params;
  if (inputResponses !== undefined || requestState !== undefined) return null;
  const capabilities = entryOf(envelope, CLIENT_CAPABILITIES_META_KEY);
  if (capabilities?.extensions !== undefined) return null;
  const elicitation = capabilities?.elicitation;
  return elicitation === undefined || (isRecord(elicitation) && isRecord(elicitation.form)) ? call : null;
}

/**
 * Answers a 2026-07-28 call read by directCallOf on the one call path of every transport (tool-call.ts): its first
 * round, so a question for the user ends it with an input request.
 */
export function answerModernCall(
  tenant: Promise<ProtocolTenant>,
  call: ToolCall,
  envelope: Envelope,
  logger: Logger,
  signal: AbortSignal,
  progress: Progress,
): Promise<JSONRPCMessage> {
  const context = callContextOf(envelope, logger)(roundOf({}), signal, progress);
  return answerToolCall(tenant, call, context, MODERN_WORDING);
}
