/** Splits a stream's text into whole lines, keeping an unfinished last line for the next chunk. */
export class LineBuffer {
  private rest = '';

  push(text: string): string[] {
    const lines = (this.rest + text).split('\n');
    this.rest = lines.pop() ?? '';
    return lines;
  }
}
