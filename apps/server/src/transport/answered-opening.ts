import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
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
    // An error would contradict the answer already sent (early-answer.ts rules that out): it goes out, seen.
    return 'result' in message ? Promise.resolve() : this.wire.send(message, options);
  }

  close(): Promise<void> {
    return this.wire.close();
  }
}

/**
 * The output of a 2026-07-28 stdio connection whose opening `server/discover` was answered before the SDK loaded:
 * the v2 line reads the request too and writes its answer, the same bytes, which this drops; everything else goes
 * through. The v2 line handles one message after the other, so nothing the client sent next needs holding.
 */
export class WithoutRepeatedAnswer extends Transform {
  private repeated = false;

  constructor(private readonly openingId: string | number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // The SDK's stdio transport writes each message in one write: a chunk is one line of JSON.
    if (this.repeated || !isAnswerTo(chunk, this.openingId)) return done(null, chunk);
    this.repeated = true;
    done();
  }
}

function isAnswerTo(line: Buffer, id: string | number): boolean {
  const message = JSON.parse(line.toString('utf8')) as { id?: unknown; result?: unknown };
  return message.id === id && message.result !== undefined;
}
