import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { writeAnswer } from './answer-framing.js';
import { earlyHttpAnswer } from './early-http-answer.js';
import { SdkSessions } from './sdk-sessions.js';
import {
  comparedServers,
  differingAnswers,
  loopback,
  OPENING_TENANT,
  posted,
  takenBy,
} from './test-support/early-answers.js';
import type { SentRequest } from './test-support/early-answers.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const initialize = (params: Record<string, unknown> = {}, id: string | number = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'early-http-answer-test', version: '1.0.0' },
    ...params,
  },
});

type Opening = SentRequest;

/** Stateless openings the early answer takes (the body checks themselves are early-answer.test.ts's). */
const ANSWERED: Record<string, Opening> = {
  'the least a client sends': { body: initialize(), headers: HEADERS },
  'an older revision, a string id': {
    body: initialize({ protocolVersion: '2025-03-26' }, 'a'),
    headers: HEADERS,
  },
  'a revision the SDK does not speak': {
    body: initialize({ protocolVersion: '2099-01-01' }),
    headers: HEADERS,
  },
  'client capabilities': {
    body: initialize({ capabilities: { roots: { listChanged: true }, elicitation: {} } }),
    headers: HEADERS,
  },
  'a charset': {
    body: initialize(),
    headers: { ...HEADERS, 'content-type': 'application/json; charset=utf-8' },
  },
  'Accept in another order': {
    body: initialize(),
    headers: { ...HEADERS, accept: 'text/event-stream, application/json' },
  },
};

/** Left to the SDK's transport, which refuses or answers them in its own words. */
const DECLINED: Record<string, Opening> = {
  'Accept without server-sent events': {
    body: initialize(),
    headers: { ...HEADERS, accept: 'application/json' },
  },
  'Accept without JSON': { body: initialize(), headers: { ...HEADERS, accept: 'text/event-stream' } },
  'no Content-Type': { body: initialize(), headers: { accept: HEADERS.accept } },
  'another media type': { body: initialize(), headers: { ...HEADERS, 'content-type': 'text/plain' } },
  'a Content-Type parameter the SDK parses': {
    body: initialize(),
    headers: { ...HEADERS, 'content-type': 'application/json; charset=utf-16' },
  },
  'an initialize the early answer does not check': {
    body: initialize({ capabilities: { tasks: {} } }),
    headers: HEADERS,
  },
  'another method': { body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, headers: HEADERS },
  'server/discover (the 2026-07-28 endpoint answers it)': {
    body: {
      jsonrpc: '2.0',
      id: 1,
      method: 'server/discover',
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    },
    headers: HEADERS,
  },
};

/** A loopback server answering each POST as mcp-endpoint.ts would: early when `early`, else on the SDK's transport. */
async function serving(jsonResponse: boolean, early: boolean): Promise<Server> {
  const sdk = new SdkSessions({ jsonResponse, sessionTimeout: 60_000 });
  return loopback((body, request, response) => {
    const answer = early ? earlyHttpAnswer(body, request.headers) : null;
    if (answer !== null) writeAnswer(response, answer, jsonResponse);
    else void sdk.serveAlone(OPENING_TENANT, request, response, body);
  });
}

async function answerOf(server: Server, opening: Opening) {
  const response = await posted(server, opening);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

describe('the early answer to a stateless HTTP initialize', () => {
  const pairs = comparedServers(serving);

  it('takes what clients open with and leaves the rest to the SDK', () => {
    expect(takenBy(earlyHttpAnswer, { ...ANSWERED, ...DECLINED })).toEqual(Object.keys(ANSWERED));
  });

  it('is the SDK transport’s answer byte for byte, as server-sent event and as JSON', async () => {
    expect(await differingAnswers(pairs, ANSWERED, answerOf)).toEqual([]);
    // Not two empty answers: the comparison is of real ones (an event stream: --json-response off).
    const [, , earlyEvents] = pairs[0]!;
    expect((await answerOf(earlyEvents, ANSWERED['the least a client sends']!)).body).toContain(
      '"capabilities":{"tools":{"listChanged":false},"resources":{"listChanged":false}',
    );
  });
});
