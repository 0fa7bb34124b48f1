import { describe, expect, it } from 'vitest';
import { OpeningMessage } from './opening-message.js';

async function readAll(stream: OpeningMessage): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

describe('OpeningMessage', () => {
  it('resolves with the first message and keeps every line, the first included, for the reader that comes later', async () => {
    const opening = new OpeningMessage();
    opening.write(Buffer.from('{"jsonrpc":"2.0","id":1,"method":"server/discover"}\n'));
    opening.write(Buffer.from('{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n'));
    expect(await opening.first).toEqual({ jsonrpc: '2.0', id: 1, method: 'server/discover' });
    opening.end();
    expect(await readAll(opening)).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"server/discover"}\n{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n',
    );
  });

  it('resolves with null when the input ends before any message', async () => {
    const opening = new OpeningMessage();
    opening.end();
    const [first, text] = await Promise.all([opening.first, readAll(opening)]);
    expect(first).toBeNull();
    expect(text).toBe('');
  });
});
