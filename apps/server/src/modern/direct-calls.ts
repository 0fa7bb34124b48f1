import {
  CLIENT_CAPABILITIES_META_KEY,
  classifyInboundRequest,
  PROTOCOL_VERSION_META_KEY,
  SERVER_INFO_META_KEY,
} from '@modelcontextprotocol/server';
import type { JSONRPCMessage, Transport, TransportSendOptions } from '@modelcontextprotocol/server';
import { isRecord } from '@gitlab-mcp/result';
import type { Logger } from '../logging/logger.js';
import { progressSender } from '../progress-sender.js';
import type { ProtocolSession } from '../protocol-session.js';
import { SERVER_INFO } from '../server-identity.js';
import { answerToolCall, toolCallOf } from '../tool-call.js';
import type { ResultWording, ToolCall } from '../tool-call.js';
import { callContextOf, entryOf, inputRequiredOf } from './modern-context.js';
import type { Envelope } from './modern-context.js';
import { roundOf } from './input-rounds.js';

type RequestId = string | number;

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
 * Answers the plain tools/calls of a 2026-07-28 stdio connection on the one call path of every transport
 * (tool-call.ts), between the wire and the SDK's stdio entry. Only once the entry has pinned the connection to the
 * revision (a request with a valid envelope other than server/discover went to it), and only a call the SDK would
 * serve the same way: a valid envelope (checked by the SDK's own classifier), a well-formed call, no later round
 * (`inputResponses`, `requestState`), no task, and a client whose capabilities leave nothing for the SDK to decide
 * (no Tasks extension; elicitation absent or declaring forms). Everything else goes on to the entry, with its
 * wording. notifications/cancelled and the connection closing abort the calls answered here.
 */
export class DirectCallTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private pinned = false;
  private readonly calls = new Map<RequestId, AbortController>();

  constructor(
    private readonly wire: Transport,
    private readonly session: Promise<ProtocolSession>,
    private readonly logger: Logger,
  ) {
    wire.onmessage = (message, extra) => this.receive(message, extra);
    wire.onerror = (error) => this.onerror?.(error);
    wire.onclose = () => {
      for (const call of this.calls.values()) call.abort();
      this.calls.clear();
      this.onclose?.();
    };
  }

  start(): Promise<void> {
    return this.wire.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.wire.send(message, options);
  }

  close(): Promise<void> {
    return this.wire.close();
  }

  private receive(message: JSONRPCMessage, extra: Parameters<NonNullable<Transport['onmessage']>>[1]): void {
    const envelope = validEnvelopeOf(message);
    if (envelope) {
      const call = this.pinned ? directCallOf(message, envelope) : null;
      if (call) return void this.answer(call, envelope);
      if ('id' in message && 'method' in message && message.method !== 'server/discover') this.pinned = true;
    }
    if ('method' in message && message.method === 'notifications/cancelled' && isRecord(message.params)) {
      const { requestId } = message.params;
      if (typeof requestId === 'string' || typeof requestId === 'number') this.calls.get(requestId)?.abort();
    }
    this.onmessage?.(message, extra);
  }

  /** One call: answered unless it was cancelled, which the SDK answers with nothing too. */
  private async answer(call: ToolCall, envelope: Envelope): Promise<void> {
    const cancel = new AbortController();
    this.calls.set(call.id, cancel);
    const notify = async (notification: { method: string; params: Record<string, unknown> }) => {
      if (!cancel.signal.aborted)
        await this.wire.send({ jsonrpc: '2.0', ...notification }, { relatedRequestId: call.id });
    };
    try {
      const progress = progressSender(call.progressToken, notify, this.logger);
      const context = callContextOf(envelope, this.logger)(roundOf({}), cancel.signal, progress);
      const answer = await answerToolCall(this.session, call, context, MODERN_WORDING);
      if (!cancel.signal.aborted) await this.wire.send(answer);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      if (this.calls.get(call.id) === cancel) this.calls.delete(call.id);
    }
  }
}

/**
 * The envelope of a request the SDK classifies as 2026-07-28 traffic with a valid envelope. stdio has no headers:
 * the body's own claim stands in for the MCP-Protocol-Version header the classifier cross-checks.
 */
function validEnvelopeOf(message: JSONRPCMessage): Envelope {
  if (!('method' in message) || !('id' in message) || !isRecord(message.params)) return undefined;
  const meta = message.params._meta;
  const claimed = isRecord(meta) ? meta[PROTOCOL_VERSION_META_KEY] : undefined;
  if (typeof claimed !== 'string') return undefined;
  const route = classifyInboundRequest({ httpMethod: 'POST', protocolVersionHeader: claimed, body: message });
  return route.kind === 'modern' ? (meta as Envelope) : undefined;
}

/** The call, when nothing in it or its client is left for the SDK to decide. */
function directCallOf(message: JSONRPCMessage, envelope: Envelope): ToolCall | null {
  const call = toolCallOf(message);
  if (!call || call.task || !('params' in message) || !isRecord(message.params)) return null;
  const { inputResponses, requestState } = message.params;
  if (inputResponses !== undefined || requestState !== undefined) return null;
  const capabilities = entryOf(envelope, CLIENT_CAPABILITIES_META_KEY);
  if (capabilities?.extensions !== undefined) return null;
  const elicitation = capabilities?.elicitation;
  return elicitation === undefined || (isRecord(elicitation) && isRecord(elicitation.form)) ? call : null;
}
