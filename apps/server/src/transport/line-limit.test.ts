import { describe, expect, it } from 'vitest';
import { LineLimit } from './line-limit.js';

async function pipeThrough(limit: number, chunks: string[]) {
  const dropped: number[] = [];
  const stream = new LineLimit(limit, (bytes) => dropped.push(bytes));
  const out: Buffer[] = [];
  stream.on('data', (piece: Buffer) => out.push(piece));
  for (const chunk of chunks) stream.write(Buffer.from(chunk));
  stream.end();
  await new Promise((resolve) => stream.on('end', resolve));
  return { text: Buffer.concat(out).toString(), dropped };
}

describe('LineLimit', () => {
  it('passes lines within the limit unchanged, across chunk borders', async () => {
    const result = await pipeThrough(10, ['{"a":', '1}\n{"b":2}\n']);
    expect(result).toEqual({ text: '{"a":1}\n{"b":2}\n', dropped: [] });
  });

  it('drops an over-long line whole, even when it arrives in pieces, and keeps the next one', async () => {
    const result = await pipeThrough(8, ['{"ok":1}\n{"too":"lo', 'ooooong"}\n{"ok":2}\n']);
    expect(result.text).toBe('{"ok":1}\n{"ok":2}\n');
    expect(result.dropped).toEqual([19]);
  });

  it('never emits the start of an over-long line before knowing it is too long', async () => {
    const result = await pipeThrough(4, ['abc', 'defgh\n']);
    expect(result.text).toBe('');
    expect(result.dropped).toEqual([8]);
  });
});
