import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const generic = '/api/v4/projects/42/packages/generic/raw-body/1.0.0/tool.bin';
const auth = () => ({ 'private-token': sandbox.tokens.api });

describe('file bodies', () => {
  it('the generic registry stores a PUT body itself, byte for byte (curl --upload-file)', async () => {
    // NUL, invalid UTF-8 and a leading brace: nothing of it may be decoded as text or JSON.
    const bytes = Buffer.from([0x7b, 0x00, 0xff, 0xfe, 0x0a, 0x80]);
    const put = await fetch(`${sandbox.url}${generic}`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(put.status).toBe(201);
    const got = await fetch(`${sandbox.url}${generic}`, { headers: auth() });
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
  });

  it('cut_body sends the real headers and half the body, then drops the connection', async () => {
    await fetch(`${sandbox.url}${generic}`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(100_000, 7),
    });
    const answer = await fetch(`${sandbox.url}${generic}`, {
      headers: { ...auth(), 'x-sandbox-fault': JSON.stringify({ kind: 'cut_body' }) },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe('100000');
    await expect(answer.arrayBuffer()).rejects.toThrow();
  });
});
