import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

/**
 * Passes the JSON-RPC lines `JsonRpcFilter` emits (one message a chunk) through unchanged, and resolves `first`
 * with the first of them, parsed, as it goes by: the message that decides which protocol era a stdio connection
 * is served in. What follows waits in the stream's buffer until the chosen transport reads it, the first message
 * included. `first` is null when the input ends before any message.
 */
export class OpeningMessage extends Transform {
  readonly first: Promise<unknown>;
  private settle!: (message: unknown) => void;
  private settled = false;

  constructor() {
    super();
    this.first = new Promise((resolve) => (this.settle = resolve));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // The filter let only valid JSON through, so the parse cannot fail.
    if (!this.settled) this.decide(JSON.parse(chunk.toString('utf8')) as unknown);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.settled) this.decide(null);
    done();
  }

  private decide(message: unknown): void {
    this.settled = true;
    this.settle(message);
  }
}
