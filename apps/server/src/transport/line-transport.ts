import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * A 2025-era stdio connection over the hardened input (stdio-server.ts), whose every line JsonRpcFilter has already
 * checked to be one JSON-RPC message. The SDK's StdioServerTransport would read each line through its message
 * schema once more, for every call. Writes as the SDK's does: one line per message, waiting for the output to drain.
 */
export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private partial = '';
  private readonly receive = (chunk: Buffer | string) => {
    const lines = (this.partial + chunk.toString()).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') this.onmessage?.(JSON.parse(line) as JSONRPCMessage);
  };
  private readonly failed = (error: Error) => this.onerror?.(error);

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.receive);
    this.input.on('error', this.failed);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    this.input.off('data', this.receive);
    this.input.off('error', this.failed);
    this.onclose?.();
  }
}
