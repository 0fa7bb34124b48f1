import type { JSONRPCMessage, Transport, TransportSendOptions } from '@modelcontextprotocol/server';
import { isRecord } from '@gitlab-mcp/result';
import type { Logger } from '../logging/logger.js';
import { progressSender } from '../progress-sender.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import type { ToolCall } from '../tool-call.js';
import { answerModernCall, directCallOf, validEnvelopeOf } from './direct-calls.js';
import type { Envelope } from './modern-context.js';

type RequestId = string | number;

/**
 * Answers the plain tools/calls of a 2026-07-28 stdio connection on the one call path of every transport
 * (tool-call.ts), between the wire and the SDK's stdio entry. Only once the entry has pinned the connection to the
 * revision (a request with a valid envelope other than server/discover went to it), and only a call the SDK would
 * serve the same way (direct-calls.ts). Everything else goes on to the entry, with its wording.
 * notifications/cancelled and the connection closing abort the calls answered here.
 */
export class DirectCallTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private pinned = false;
  private readonly calls = new Map<RequestId, AbortController>();

  constructor(
    private readonly wire: Transport,
    private readonly tenant: Promise<ProtocolTenant>,
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
      const answer = await answerModernCall(
        this.tenant,
        call,
        envelope,
        this.logger,
        cancel.signal,
        progress,
      );
      if (!cancel.signal.aborted) await this.wire.send(answer);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      if (this.calls.get(call.id) === cancel) this.calls.delete(call.id);
    }
  }
}
