import { parseJSONRPCMessage } from '@modelcontextprotocol/server';
import type { JSONRPCMessage, Transport, TransportSendOptions } from '@modelcontextprotocol/server';
import type { Logger } from '../logging/logger.js';
import { progressSender } from '../progress-sender.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import type { ToolCall } from '../tool-call.js';
import { answerModernCall, directCallOf, validEnvelopeOf } from './direct-calls.js';
import type { Envelope } from './modern-context.js';
import { isPlainRequest } from '../transport/plain-request.js';
import { RunningCalls } from '../transport/running-calls.js';
import type { UncheckedLines } from './unchecked-lines.js';

/**
 * Answers the plain tools/calls of a 2026-07-28 stdio connection on the one call path of every transport
 * (tool-call.ts), between the wire and the SDK's stdio entry. Only once the entry has pinned the connection to the
 * revision (a request with a valid envelope other than server/discover went to it), and only a call the SDK would
 * serve the same way (direct-calls.ts). Everything else goes on to the entry, with its wording, read through the
 * SDK's message schema as its own stdio reading would have: a call answered here is only looked at (plain-request.ts
 * accepts what the schema accepts), which spared a zod parse a call. notifications/cancelled and the connection
 * closing abort the calls answered here.
 */
export class DirectCallTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private pinned = false;
  private readonly calls = new RunningCalls();

  constructor(
    private readonly wire: UncheckedLines,
    private readonly tenant: Promise<ProtocolTenant>,
    private readonly logger: Logger,
  ) {
    wire.onvalue = (value) => this.receiveUnchecked(value);
    wire.onmessage = (message) => this.receive(message);
    wire.onerror = (error) => this.onerror?.(error);
    wire.onclose = () => {
      this.calls.abortAll();
      this.onclose?.();
    };
  }

  start(): Promise<void> {
    return this.wire.start();
  }

  /** One stream for every message: the options (the request a message relates to) change nothing on stdio. */
  send(message: JSONRPCMessage, _options?: TransportSendOptions): Promise<void> {
    return this.wire.send(message);
  }

  close(): Promise<void> {
    return this.wire.close();
  }

  /** A line as JSON.parse read it: a plain call answered here, anything else read by the schema first. */
  private receiveUnchecked(value: unknown): void {
    if (this.pinned && isPlainRequest(value)) {
      const message = value as JSONRPCMessage;
      const envelope = validEnvelopeOf(message);
      const call = envelope ? directCallOf(message, envelope) : null;
      if (call) return void this.answer(call, envelope);
    }
    let message: JSONRPCMessage;
    try {
      message = parseJSONRPCMessage(value);
    } catch (error) {
      return this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
    this.receive(message);
  }

  private receive(message: JSONRPCMessage): void {
    const envelope = validEnvelopeOf(message);
    if (envelope) {
      const call = this.pinned ? directCallOf(message, envelope) : null;
      if (call) return void this.answer(call, envelope);
      if ('id' in message && 'method' in message && message.method !== 'server/discover') this.pinned = true;
    }
    this.calls.cancelFrom(message);
    this.onmessage?.(message);
  }

  /** One call: answered unless it was cancelled, which the SDK answers with nothing too. */
  private async answer(call: ToolCall, envelope: Envelope): Promise<void> {
    try {
      await this.calls.run(
        call.id,
        (signal) => {
          const notify = async (notification: { method: string; params: Record<string, unknown> }) => {
            if (!signal.aborted) await this.wire.send({ jsonrpc: '2.0', ...notification });
          };
          const progress = progressSender(call.progressToken, notify, this.logger);
          return answerModernCall(this.tenant, call, envelope, this.logger, signal, progress);
        },
        (answer) => this.wire.send(answer),
      );
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
