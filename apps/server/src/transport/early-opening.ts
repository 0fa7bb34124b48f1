import { Transform } from 'node:stream';
import type { TransformCallback, Writable } from 'node:stream';
import { earlyAnswer } from './early-answer.js';
import type { EarlyAnswer } from './early-answer.js';

/**
 * Stdin, passed through unchanged, whose first line is answered at once when it is an opening the server can
 * answer without the SDK (early-answer.ts): the answer goes out while the SDK and the server's modules are still
 * loading, which is most of the time to the first answer. `answered` settles with that answer, or null (another
 * opening, an over-long or broken line, no line at all); the SDK then reads the same line, as every other,
 * through the hardened input (stdio-server.ts), and its own answer is not sent twice.
 */
export class EarlyOpening extends Transform {
  readonly answered: Promise<EarlyAnswer | null>;
  private settle!: (answer: EarlyAnswer | null) => void;
  private firstLine: Buffer[] | null = [];
  private firstLineBytes = 0;

  constructor(
    private readonly output: Writable,
    /** GITLAB_MCP_STDIO_MAX_LINE_BYTES: a longer line is the line limit's to refuse. */
    private readonly maxLineBytes: number,
  ) {
    super();
    this.answered = new Promise((resolve) => (this.settle = resolve));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.firstLine) this.look(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.firstLine) this.decide(null);
    done();
  }

  private look(chunk: Buffer): void {
    const newline = chunk.indexOf(0x0a);
    const piece = newline === -1 ? chunk : chunk.subarray(0, newline);
    this.firstLine?.push(piece);
    this.firstLineBytes += piece.length;
    if (this.firstLineBytes > this.maxLineBytes) this.decide(null);
    else if (newline !== -1) this.decide(Buffer.concat(this.firstLine ?? []).toString('utf8'));
  }

  private decide(line: string | null): void {
    this.firstLine = null;
    const answer = line === null ? null : earlyAnswer(parsed(line));
    if (answer) this.output.write(answer.line);
    this.settle(answer);
  }
}

function parsed(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
