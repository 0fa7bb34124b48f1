import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

/**
 * Passes stdin through whole lines only, and drops any line longer than `maxLineBytes` as it streams in, so an
 * over-long request is refused while holding at most `maxLineBytes` (the SDK's own buffer would close the session).
 * `onOverlong` is told once per dropped line, after its end arrives.
 */
export class LineLimit extends Transform {
  private pending: Buffer[] = [];
  private lineBytes = 0;
  private dropping = false;

  constructor(
    private readonly maxLineBytes: number,
    private readonly onOverlong: (droppedBytes: number) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline + 1;
      this.takePiece(chunk.subarray(start, end), newline !== -1);
      start = end;
    }
    done();
  }

  private takePiece(piece: Buffer, endsLine: boolean): void {
    const contentBytes = piece.length - (endsLine ? 1 : 0);
    this.lineBytes += contentBytes;
    if (!this.dropping && this.lineBytes > this.maxLineBytes) {
      this.dropping = true;
      this.pending = [];
    }
    if (!this.dropping) this.pending.push(piece);
    if (endsLine) {
      if (this.dropping) this.onOverlong(this.lineBytes);
      else this.push(Buffer.concat(this.pending));
      this.pending = [];
      this.lineBytes = 0;
      this.dropping = false;
    }
  }
}
