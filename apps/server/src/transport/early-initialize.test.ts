import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { createMcpServer } from '../mcp-server.js';
import type { ProtocolSession } from '../protocol-session.js';
import { earlyInitializeAnswer, LATEST_VERSION, SUPPORTED_VERSIONS } from './early-initialize.js';

const CLIENT_INFO = { name: 'early-initialize-test', version: '1.0.0' };
const request = (params: Record<string, unknown>, id: unknown = 1, extra: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: CLIENT_INFO, ...params },
  ...extra,
});

/** Openings the early answer takes: what clients send, every field the SDK's schemas name in a valid form. */
const ANSWERED = {
  'the least a client sends': request({}),
  'an older revision, a string id': request({ protocolVersion: '2024-11-05' }, 'opening'),
  'a revision the SDK does not speak (answered with its latest)': request({ protocolVersion: '2099-01-01' }),
  'roots and sampling': request({ capabilities: { roots: { listChanged: true }, sampling: {} } }),
  'sampling with context and tools': request({ capabilities: { sampling: { context: {}, tools: {} } } }),
  'elicitation as {}': request({ capabilities: { elicitation: {} } }),
  'elicitation modes': request({ capabilities: { elicitation: { form: { applyDefaults: true }, url: {} } } }),
  'experimental and extensions': request({
    capabilities: { experimental: { 'x-trace': {} }, extensions: { 'io.example/thing': { on: true } } },
  }),
  'a capability the SDK does not know': request({ capabilities: { whatever: 5 } }),
  'a client with every text field': request({
    clientInfo: { ...CLIENT_INFO, title: 'Early', websiteUrl: 'https://example.com', description: 'A test' },
  }),
};

/** Openings left to the SDK: it refuses some, answers others with what only it should decide. */
const DECLINED = {
  'roots.listChanged not a boolean': request({ capabilities: { roots: { listChanged: 'yes' } } }),
  'sampling an array': request({ capabilities: { sampling: [] } }),
  'elicitation.form.applyDefaults not a boolean': request({
    capabilities: { elicitation: { form: { applyDefaults: 1 } } },
  }),
  'an experimental capability not an object': request({ capabilities: { experimental: { x: true } } }),
  'the tasks capability': request({ capabilities: { tasks: { list: {} } } }),
  'no client version': request({ clientInfo: { name: 'x' } }),
  'client icons': request({ clientInfo: { ...CLIENT_INFO, icons: [] } }),
  'a numeric revision': request({ protocolVersion: 20251125 }),
  'a _meta': request({ _meta: { progressToken: 1 } }),
  'a fractional id': request({}, 1.5),
  'no id (a notification)': {
    jsonrpc: '2.0',
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: CLIENT_INFO },
  },
  'a key JSON-RPC does not have': request({}, 1, { extra: true }),
  'another method': { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
  'not JSON-RPC 2.0': request({}, 1, { jsonrpc: '1.0' }),
  'not an object': null,
};

/** What the SDK's Server, as createMcpServer builds it for stdio, writes in answer to one message. */
async function sdkAnswer(message: unknown): Promise<string | undefined> {
  const logger = createLogger({ level: 'error', secrets: [], write: () => undefined });
  const connection = createMcpServer(new Promise<ProtocolSession>(() => undefined), logger, true);
  const [client, wire] = InMemoryTransport.createLinkedPair();
  const answered = new Promise<JSONRPCMessage>((resolve) => (client.onmessage = resolve));
  await connection.connect(wire);
  await client.start();
  await client.send(message as JSONRPCMessage);
  const answer = await Promise.race([
    answered,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 500)),
  ]);
  await connection.server.close();
  return answer && JSON.stringify(answer);
}

describe('the early answer to the stdio opening', () => {
  it('restates the protocol revisions of the SDK', () => {
    expect({ LATEST_VERSION, SUPPORTED_VERSIONS }).toEqual({
      LATEST_VERSION: LATEST_PROTOCOL_VERSION,
      SUPPORTED_VERSIONS: SUPPORTED_PROTOCOL_VERSIONS,
    });
  });

  it('answers what clients open with, byte for byte as the SDK would, and leaves the rest to the SDK', async () => {
    const cases = { ...ANSWERED, ...DECLINED };
    const answeredEarly = Object.keys(cases).filter((name) =>
      earlyInitializeAnswer(cases[name as keyof typeof cases]),
    );
    expect(answeredEarly).toEqual(Object.keys(ANSWERED));
    const differing: Array<{ name: string; early: string; sdk: string | undefined }> = [];
    for (const [name, message] of Object.entries(ANSWERED)) {
      const early = earlyInitializeAnswer(message)!;
      const sdk = await sdkAnswer(message);
      expect(early.id).toBe(message.id);
      if (early.line !== `${sdk}\n`) differing.push({ name, early: early.line, sdk });
    }
    expect(differing).toEqual([]);
  });
});
