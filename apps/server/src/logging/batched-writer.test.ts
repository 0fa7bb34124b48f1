import { describe, expect, it } from 'vitest';
import { batchedWriter } from './batched-writer.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched log writer', () => {
  it('writes the lines of one turn together, in order, by the next turn', async () => {
    const writes: string[] = [];
    const lines = batchedWriter((text) => writes.push(text));
    lines.write('a\n');
    lines.write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\n']);
    lines.write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes what is pending on flush, and nothing twice', async () => {
    const writes: string[] = [];
    const lines = batchedWriter((text) => writes.push(text));
    lines.write('last words\n');
    lines.flush();
    expect(writes).toEqual(['last words\n']);
    await nextTurn();
    lines.flush();
    expect(writes).toEqual(['last words\n']);
  });
});
