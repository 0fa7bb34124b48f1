import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UncheckedLines } from './unchecked-lines.js';

/** A started wire over an in-memory input, with what reached each of its two readers. */
async function wire() {
  const input = new PassThrough();
  const lines = new UncheckedLines(input, new PassThrough());
  const unchecked: unknown[] = [];
  const checked: unknown[] = [];
  lines.onvalue = (value) => unchecked.push(value);
  lines.onmessage = (message) => checked.push(message);
  await lines.start();
  const send = async (text: string) => {
    input.write(Buffer.from(text));
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { send, unchecked, checked };
}

const CALL = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 't', _meta: { progressToken: 'p' } },
};

describe('UncheckedLines', () => {
  it('hands a whole line over as JSON.parse read it, without the SDK reading it', async () => {
    const { send, unchecked, checked } = await wire();
    await send(`${JSON.stringify(CALL)}\n`);
    expect(unchecked).toEqual([CALL]);
    expect(checked).toEqual([]);
  });

  it('leaves part of a line, and what completes it, to the SDK, then takes whole lines again', async () => {
    const { send, unchecked, checked } = await wire();
    const line = `${JSON.stringify(CALL)}\n`;
    await send(line.slice(0, 10));
    await send(line.slice(10));
    expect(checked).toEqual([CALL]);
    expect(unchecked).toEqual([]);
    await send(line);
    expect(unchecked).toEqual([CALL]);
  });

  it('leaves a line that is not JSON to the SDK, which skips it', async () => {
    const { send, unchecked, checked } = await wire();
    await send('not json\n');
    expect([unchecked, checked]).toEqual([[], []]);
  });
});
