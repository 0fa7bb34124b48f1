import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';

/**
 * A stdio connection whose opening `initialize` was answered before the SDK loaded (early-opening.ts). The SDK's
 * Server still reads that request, so what it knows of the client is what it would know had it answered itself;
 * its answer, the same bytes, is not sent a second time. What the client sent after the opening waits until that
 * answer, as the client itself waited for it: the Server answers initialize asynchronously, and a request handed
 * over sooner would find it not yet initialized.
 */
export class AnsweredOpening implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  /** What arrived after the opening request, while the Server has not answered it; null once it has. */
  private held: Array<[JSONRPCMessage, MessageExtraInfo | undefined]> | null = null;

  constructor(
    private readonly wire: Transport,
    private readonly openingId: string | number,
  ) {}

  start(): Promise<void> {
    this.wire.onclose = () => this.onclose?.();
    this.wire.onerror = (error) => this.onerror?.(error);
    let openingSeen = false;
    this.wire.onmessage = (message, extra) => {
      if (this.held) this.held.push([message, extra]);
      else if (openingSeen) this.onmessage?.(message, extra);
      else {
        openingSeen = true;
        this.held = [];
        this.onmessage?.(message, extra);
      }
    };
    return this.wire.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const held = this.held;
    if (!held || !('id' in message) || 'method' in message || message.id !== this.openingId)
      return this.wire.send(message, options);
    this.held = null;
    for (const [waiting, extra] of held) this.onmessage?.(waiting, extra);
    // An error would contradict the answer already sent (early-initialize.ts rules that out): it goes out, seen.
    return 'result' in message ? Promise.resolve() : this.wire.send(message, options);
  }

  close(): Promise<void> {
    return this.wire.close();
  }
}
