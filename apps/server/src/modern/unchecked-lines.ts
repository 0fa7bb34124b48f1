import type { Readable, Writable } from 'node:stream';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';

/**
 * The SDK's stdio transport of a 2026-07-28 connection, but a whole line arrives as JSON.parse read it, through
 * `onvalue`, not through the message schema (zod) its own reading applies to every line: the line's reader
 * (DirectCallTransport) answers a plain call without it and has the schema read everything else. The hardened
 * input (stdio-server.ts) hands over one whole JSON line a chunk; any other chunk (part of a line, one longer than
 * the SDK's buffer, not JSON) and every chunk while the SDK holds part of a line goes to the SDK's own reading, so
 * its limits and refusals stay its own. Closing, sending and output errors are the SDK's.
 */
export class UncheckedLines extends StdioServerTransport {
  /** A line as JSON.parse read it, before any schema. */
  onvalue?: (value: unknown) => void;
  /** The SDK's reading has part of a line in its buffer: what follows completes it. */
  private sdkHoldsPart = false;

  constructor(input: Readable, output: Writable) {
    super(input, output);
    const sdkReading = this._ondata;
    this._ondata = (chunk: Buffer) => {
      const value = this.sdkHoldsPart ? undefined : wholeLineValue(chunk);
      if (value === undefined) {
        this.sdkHoldsPart = chunk.at(-1) !== NEWLINE;
        return sdkReading(chunk);
      }
      // As the SDK's reading does: a failing handler is reported, the connection goes on.
      try {
        this.onvalue?.(value);
      } catch (error) {
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      }
    };
  }
}

const NEWLINE = 0x0a;

/** The JSON value of a chunk that is exactly one line within the SDK's buffer limit, else undefined. */
function wholeLineValue(chunk: Buffer): unknown {
  if (chunk.length > STDIO_DEFAULT_MAX_BUFFER_SIZE || chunk.indexOf(NEWLINE) !== chunk.length - 1)
    return undefined;
  try {
    return JSON.parse(chunk.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
