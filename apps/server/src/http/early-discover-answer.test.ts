import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config/settings.js';
import { ModernEndpoint } from '../modern/modern-http.js';
import { writeAnswer } from './answer-framing.js';
import { earlyDiscoverAnswer } from './early-discover-answer.js';
import {
  comparedServers,
  differingAnswers,
  loopback,
  OPENING_TENANT,
  posted,
  takenBy,
} from './test-support/early-answers.js';
import type { SentRequest } from './test-support/early-answers.js';

const VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';
const CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';
const BOTH = 'application/json, text/event-stream';
/** What a 2026-07-28 client sends with its discover (the SDK's v2 client transport). */
const HEADERS = {
  'content-type': 'application/json',
  accept: BOTH,
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'server/discover',
};
const discover = (
  meta: Record<string, unknown> = {},
  params: Record<string, unknown> = {},
  id: unknown = 1,
) => ({
  jsonrpc: '2.0',
  id,
  method: 'server/discover',
  params: { _meta: { [VERSION_KEY]: '2026-07-28', [CAPABILITIES_KEY]: {}, ...meta }, ...params },
});
const withClient = discover({ [CLIENT_INFO_KEY]: { name: 'early-discover-test', version: '1.0.0' } });

type Request = SentRequest;

/** Discovers the early answer takes, with every Accept a client may send (the v2 handler reads none). */
const ANSWERED: Record<string, Request> = {
  'the least envelope': { body: discover(), headers: HEADERS },
  'a client named, a string id': {
    body: discover({ [CLIENT_INFO_KEY]: { name: 'early-discover-test', version: '1.0.0' } }, {}, 'd'),
    headers: HEADERS,
  },
  'elicitation and the Tasks extension': {
    body: discover({
      [CAPABILITIES_KEY]: { elicitation: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } },
    }),
    headers: HEADERS,
  },
  'Accept JSON only': { body: withClient, headers: { ...HEADERS, accept: 'application/json' } },
  'Accept events only': { body: withClient, headers: { ...HEADERS, accept: 'text/event-stream' } },
  'no Accept': { body: withClient, headers: { ...HEADERS, accept: undefined } },
  'a charset': {
    body: withClient,
    headers: { ...HEADERS, 'content-type': 'application/json; charset=utf-8' },
  },
};

/** Left to the v2 handler, which refuses them or answers them in its own words. */
const DECLINED: Record<string, Request> = {
  'no MCP-Protocol-Version': { body: withClient, headers: { ...HEADERS, 'mcp-protocol-version': undefined } },
  'MCP-Protocol-Version naming another revision': {
    body: withClient,
    headers: { ...HEADERS, 'mcp-protocol-version': '2025-11-25' },
  },
  'no Mcp-Method': { body: withClient, headers: { ...HEADERS, 'mcp-method': undefined } },
  'Mcp-Method naming another method': {
    body: withClient,
    headers: { ...HEADERS, 'mcp-method': 'tools/list' },
  },
  'an Mcp-Name': { body: withClient, headers: { ...HEADERS, 'mcp-name': 'discover' } },
  'an Mcp-Param header': { body: withClient, headers: { ...HEADERS, 'mcp-param-project': 'a/b' } },
  'no Content-Type': { body: withClient, headers: { ...HEADERS, 'content-type': undefined } },
  'another media type': { body: withClient, headers: { ...HEADERS, 'content-type': 'text/plain' } },
  'a Content-Type parameter the SDK parses': {
    body: withClient,
    headers: { ...HEADERS, 'content-type': 'application/json; charset=utf-16' },
  },
  'a parameter besides the envelope': { body: discover({}, { cursor: 'x' }), headers: HEADERS },
  'another revision in the envelope': {
    body: discover({ [VERSION_KEY]: '2025-11-25' }),
    headers: { ...HEADERS, 'mcp-protocol-version': '2025-11-25' },
  },
  'an envelope without client capabilities': {
    body: discover({ [CAPABILITIES_KEY]: undefined }),
    headers: HEADERS,
  },
  'a capability the early answer does not check': {
    body: discover({ [CAPABILITIES_KEY]: { roots: {} } }),
    headers: HEADERS,
  },
  'a batch': { body: [withClient], headers: HEADERS },
  'another method': {
    body: { ...withClient, method: 'tools/list' },
    headers: { ...HEADERS, 'mcp-method': 'tools/list' },
  },
};

/** A loopback server answering each POST as mcp-endpoint.ts would: early when `early`, else on the v2 handler. */
async function serving(jsonResponse: boolean, early: boolean): Promise<Server> {
  const modern = new ModernEndpoint({ jsonResponse, maxListenStreams: 10, maxRequestBodyBytes: 0 } as Config);
  const server = await loopback((body, request, response) => {
    const answer = early ? earlyDiscoverAnswer(body, request.headers) : null;
    if (answer !== null) return writeAnswer(response, answer, true);
    void modern.serve('credential', OPENING_TENANT, request, response, body).then((served) => {
      // A request the v2 classifier calls 2025 traffic: the v1 wiring's, not compared here.
      if (!served) response.writeHead(599).end();
    });
  });
  server.once('close', () => void modern.close());
  return server;
}

/** Headers that say how the bytes travel (chunked or counted), not what the answer is. */
const FRAMING = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

async function answerOf(server: Server, request: Request) {
  const response = await posted(server, request);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !FRAMING.includes(name)),
    body: await response.text(),
  };
}

describe('the early answer to an HTTP server/discover', () => {
  const pairs = comparedServers(serving);

  it('takes what clients discover with and leaves the rest to the v2 handler', () => {
    expect(takenBy(earlyDiscoverAnswer, { ...ANSWERED, ...DECLINED })).toEqual(Object.keys(ANSWERED));
  });

  it('is the v2 handler’s answer, status, headers and bytes, with and without --json-response', async () => {
    expect(await differingAnswers(pairs, { ...ANSWERED, ...DECLINED }, answerOf)).toEqual([]);
    const [, , earlyAuto] = pairs[0]!;
    // Not two empty answers: the comparison is of real ones, the credential's task store announced.
    const answer = await answerOf(earlyAuto, ANSWERED['the least envelope']!);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual([['content-type', 'application/json']]);
    expect(answer.body).toContain('"supportedVersions":["2026-07-28"]');
    expect(answer.body).toContain('"extensions":{"io.modelcontextprotocol/tasks":{}}');
  });

  it('leaves the refusals to the v2 handler, which answers them with its own words', async () => {
    const [, sdkAuto] = pairs[0]!;
    const refused = await answerOf(sdkAuto, DECLINED['no Mcp-Method']!);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('the required Mcp-Method header is absent');
  });
});
