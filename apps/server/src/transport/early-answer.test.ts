import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config/settings.js';
import { createLogger } from '../logging/logger.js';
import { createMcpServer } from '../mcp-server.js';
import { serveModernStdio } from '../modern/modern-stdio.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { earlyAnswer, LATEST_VERSION, SUPPORTED_VERSIONS } from './early-answer.js';

const CLIENT_INFO = { name: 'early-answer-test', version: '1.0.0' };
const VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';
const CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';
const discover = (meta: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id: 7,
  method: 'server/discover',
  params: { _meta: { [VERSION_KEY]: '2026-07-28', [CAPABILITIES_KEY]: {}, ...meta } },
});
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
  'discover with the least envelope': discover({}),
  'discover naming its client': discover({ [CLIENT_INFO_KEY]: CLIENT_INFO }),
  'discover with elicitation and the Tasks extension': discover({
    [CAPABILITIES_KEY]: { elicitation: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } },
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
  'discover at a 2025 revision': discover({ [VERSION_KEY]: '2025-11-25' }),
  'discover without client capabilities': discover({ [CAPABILITIES_KEY]: undefined }),
  'discover with a capability this does not check': discover({ [CAPABILITIES_KEY]: { roots: {} } }),
  'discover with a client without a version': discover({ [CLIENT_INFO_KEY]: { name: 'x' } }),
  'discover with another _meta key': discover({ progressToken: 1 }),
};

const logger = createLogger({ level: 'error', secrets: [], write: () => undefined });

/** What the SDK writes in answer to one opening message: the 2025 Server or the v2 stdio line, as stdio serves. */
async function sdkAnswer(message: { method: string }): Promise<string | undefined> {
  return message.method === 'initialize' ? legacyAnswer(message) : modernAnswer(message);
}

/** createMcpServer's Server, as stdio builds it; the session is never needed to answer initialize. */
async function legacyAnswer(message: unknown): Promise<string | undefined> {
  const connection = createMcpServer(new Promise<ProtocolTenant>(() => undefined), logger, true);
  const [client, wire] = InMemoryTransport.createLinkedPair();
  const answered = new Promise<JSONRPCMessage>((resolve) => (client.onmessage = resolve));
  await connection.connect(wire);
  await client.start();
  await client.send(message as JSONRPCMessage);
  const answer = await withinHalfASecond(answered);
  await connection.server.close();
  return answer && `${JSON.stringify(answer)}\n`;
}

/** serveModernStdio over in-memory streams; discover reads nothing of the session, so an empty one does. */
async function modernAnswer(message: unknown): Promise<string | undefined> {
  const input = new PassThrough();
  const output = new PassThrough();
  const config = { maxListenStreams: 1 } as Config;
  const handle = serveModernStdio(input, output, Promise.resolve({} as ProtocolTenant), config, logger);
  const answered = new Promise<string>((resolve) =>
    output.once('data', (chunk: Buffer) => resolve(chunk.toString())),
  );
  input.write(`${JSON.stringify(message)}\n`);
  const answer = await withinHalfASecond(answered);
  await handle.close();
  return answer;
}

function withinHalfASecond<T>(answer: Promise<T>): Promise<T | undefined> {
  return Promise.race([
    answer,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 500)),
  ]);
}

describe('the early answer to the stdio opening', () => {
  it('restates the protocol revisions of the SDK', () => {
    expect({ LATEST_VERSION, SUPPORTED_VERSIONS }).toEqual({
      LATEST_VERSION: LATEST_PROTOCOL_VERSION,
      SUPPORTED_VERSIONS: SUPPORTED_PROTOCOL_VERSIONS,
    });
  });

  it('answers what clients open with, byte for byte as the SDK would, and leaves the rest to the SDK', async () => {
    const cases: Record<string, unknown> = { ...ANSWERED, ...DECLINED };
    const answeredEarly = Object.keys(cases).filter((name) => earlyAnswer(cases[name]));
    expect(answeredEarly).toEqual(Object.keys(ANSWERED));
    const differing: Array<{ name: string; early: string; sdk: string | undefined }> = [];
    for (const [name, message] of Object.entries(ANSWERED)) {
      const early = earlyAnswer(message)!;
      const sdk = await sdkAnswer(message);
      expect(early.id).toBe(message.id);
      if (early.line !== sdk) differing.push({ name, early: early.line, sdk });
    }
    expect(differing).toEqual([]);
  });
});
