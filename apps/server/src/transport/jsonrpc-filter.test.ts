import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { JsonRpcFilter, refusalOf, refusalOfValue } from './jsonrpc-filter.js';
import { isPlainRequest } from './plain-request.js';

describe('refusalOf', () => {
  it('passes JSON-RPC messages and blank lines', () => {
    expect(refusalOf('{"jsonrpc":"2.0","id":1,"method":"ping"}')).toBeNull();
    expect(refusalOf('{"jsonrpc":"2.0","method":"notifications/initialized"}')).toBeNull();
    expect(refusalOf('{"jsonrpc":"2.0","id":"a","result":{}}')).toBeNull();
    expect(refusalOf('   ')).toBeNull();
  });

  it('answers a line that is not JSON with a parse error', () => {
    expect(refusalOf('{"jsonrpc":')).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it('answers an invalid request with its id when the id is usable, else with null', () => {
    expect(refusalOf('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":"x"}')).toMatchObject({
      id: 7,
      error: { code: -32600 },
    });
    expect(refusalOf('{"jsonrpc":"1.0","id":"q","method":"ping"}')).toMatchObject({
      id: 'q',
      error: { code: -32600 },
    });
    for (const id of ['null', '{}', '[]', '1.5', 'true'])
      expect(refusalOf(`{"jsonrpc":"2.0","id":${id},"method":"ping"}`)).toMatchObject({
        id: null,
        error: { code: -32600 },
      });
    expect(refusalOf('[{"jsonrpc":"2.0","id":1,"method":"ping"}]')).toMatchObject({
      error: { code: -32600, message: expect.stringContaining('batches') },
    });
    expect(refusalOf('42')).toMatchObject({ id: null, error: { code: -32600 } });
  });
});

describe('refusalOfValue', () => {
  it('passes exactly what the message schema accepts, though it reads plain requests without it', () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 't', arguments: {} } };
    const values: unknown[] = [
      call,
      { ...call, id: 'a' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { ...call, params: { ...call.params, _meta: { progressToken: 'p' } } },
      { ...call, params: { ...call.params, _meta: { progressToken: 7 } } },
      { ...call, params: { ...call.params, _meta: { progressToken: 1.5 } } },
      { ...call, params: { ...call.params, _meta: { progressToken: true } } },
      { ...call, params: { ...call.params, _meta: { other: 1 } } },
      { ...call, params: { ...call.params, _meta: {} } },
      { ...call, params: { ...call.params, _meta: { ...MODERN_ENVELOPE, progressToken: 'p' } } },
      { ...call, params: { ...call.params, _meta: { ...MODERN_ENVELOPE, progressToken: 1.5 } } },
      { ...call, params: { ...call.params, _meta: { ...MODERN_ENVELOPE, progressToken: null } } },
      { ...call, params: { ...call.params, _meta: { [RELATED_TASK]: { taskId: 't' } } } },
      { ...call, params: { ...call.params, _meta: { [RELATED_TASK]: { taskId: 7 } } } },
      { ...call, params: { ...call.params, _meta: { [RELATED_TASK]: 'x' } } },
      { ...call, params: { ...call.params, _meta: [] } },
      { ...call, params: { ...call.params, _meta: null } },
      { ...call, params: { ...call.params, _meta: 'x' } },
      { ...call, id: 1.5 },
      { ...call, id: 2 ** 60 },
      { ...call, id: null },
      { ...call, jsonrpc: '1.0' },
      { ...call, method: 7 },
      { ...call, params: [] },
      { ...call, params: 'x' },
      { ...call, extra: true },
      { jsonrpc: '2.0', id: 1, result: {} },
      [call],
    ];
    const disagreeing = values.filter(
      (value) => (refusalOfValue(value) === null) !== JSONRPCMessageSchema.safeParse(value).success,
    );
    expect(disagreeing).toEqual([]);
  });

  it('reads a 2026-07-28 call, its envelope in _meta, without the schema', () => {
    const call = { name: 't', arguments: {}, _meta: MODERN_ENVELOPE };
    expect(isPlainRequest({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: call })).toBe(true);
  });
});

/** The _meta of a 2026-07-28 request (its protocol version, client and capabilities), as a client sends it. */
const MODERN_ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
const RELATED_TASK = 'io.modelcontextprotocol/related-task';

describe('JsonRpcFilter', () => {
  it('passes messages on and refuses the rest, in order', async () => {
    const refused: unknown[] = [];
    const filter = new JsonRpcFilter((answer) => refused.push(answer));
    const out: string[] = [];
    filter.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    filter.write(Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping"}\nnot json\n'));
    filter.write(Buffer.from('{"jsonrpc":"2.0","id":2,"method":"ping"}\n'));
    filter.end();
    await new Promise((resolve) => filter.on('end', resolve));
    expect(out.join('')).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n',
    );
    expect(refused).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not JSON' } },
    ]);
  });
});
