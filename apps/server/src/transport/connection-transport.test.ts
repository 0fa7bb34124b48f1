import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import type { ToolCall } from '../tool-call.js';
import { ConnectionTransport } from './connection-transport.js';
import type { CallAnswerer } from './connection-transport.js';

const call = (id: number, name = 'tool'): JSONRPCMessage =>
  ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: {} } }) as JSONRPCMessage;

/** A connection whose client side records what the server side sends, and whose Server side records what it gets. */
async function connection(answer: CallAnswerer, initialized = true) {
  const [client, wire] = InMemoryTransport.createLinkedPair();
  const sent: JSONRPCMessage[] = [];
  client.onmessage = (message) => void sent.push(message);
  const transport = new ConnectionTransport(wire, {
    requireInitialize: true,
    initialized: () => initialized,
    answer,
  });
  const passed: JSONRPCMessage[] = [];
  transport.onmessage = (message) => void passed.push(message);
  await transport.start();
  await client.start();
  return { client, transport, sent, passed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ConnectionTransport', () => {
  it('answers tools/call through its answerer, progress first, and passes every other message on', async () => {
    const seen: ToolCall[] = [];
    const { client, sent, passed } = await connection(async (toolCall, _signal, notify) => {
      seen.push(toolCall);
      await notify({ method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } });
      return { jsonrpc: '2.0', id: toolCall.id, result: { content: [] } };
    });
    await client.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'tool', arguments: { a: 1 }, _meta: { progressToken: 'p' } },
    });
    await client.send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
    await settle();
    expect(seen).toEqual([{ id: 1, name: 'tool', args: { a: 1 }, progressToken: 'p', task: false }]);
    expect(sent).toEqual([
      { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } },
      { jsonrpc: '2.0', id: 1, result: { content: [] } },
    ]);
    expect(passed).toEqual([{ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }]);
  });

  it('a cancelled call aborts its signal and is answered with nothing; closing aborts the others', async () => {
    const signals: AbortSignal[] = [];
    const { client, sent, passed } = await connection(async (toolCall, signal) => {
      signals.push(signal);
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      return { jsonrpc: '2.0', id: toolCall.id, result: { content: [] } };
    });
    await client.send(call(1));
    await client.send(call(2));
    await settle();
    const cancelled = {
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: 1 },
    } as const;
    await client.send(cancelled);
    await settle();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(passed).toEqual([cancelled]);
    await client.close();
    await settle();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    expect(sent).toEqual([]);
  });

  it('refuses a call before initialize and a malformed call, with the wording of the other requests', async () => {
    const early = await connection(async () => {
      throw new Error('never called');
    }, false);
    await early.client.send(call(1));
    const malformed = await connection(async () => {
      throw new Error('never called');
    });
    await malformed.client.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { arguments: {} } });
    await settle();
    expect(early.sent).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32000, message: 'Bad Request: Server not initialized: send initialize first' },
      },
    ]);
    expect(malformed.sent).toEqual([
      {
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32602,
          message:
            'Invalid params for tools/call: params.name: Invalid input: expected string, received undefined',
        },
      },
    ]);
  });
});
