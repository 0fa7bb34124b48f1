import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '../../logging/logger.js';
import type { ProtocolTenant } from '../../protocol-tenant.js';

/** A request of an early-answer test: the body and the headers it is sent with. */
export interface SentRequest {
  body: unknown;
  headers: IncomingHttpHeaders;
}

/** The names of the requests an early answer takes (answers, rather than leaving to the SDK). */
export function takenBy(
  earlyAnswer: (body: unknown, headers: IncomingHttpHeaders) => string | null,
  requests: Readonly<Record<string, SentRequest>>,
): string[] {
  return Object.entries(requests)
    .filter(([, { body, headers }]) => earlyAnswer(body, headers) !== null)
    .map(([name]) => name);
}

/**
 * Sends each request to a server answering through the SDK and to one answering early, for each pair of them
 * (`--json-response` off, then on), and lists where the two answers differ: an early answer is the SDK's, byte
 * for byte, or it is not taken.
 */
export async function differingAnswers<R, A>(
  pairs: ReadonlyArray<readonly [json: boolean, sdk: Server, early: Server]>,
  requests: Readonly<Record<string, R>>,
  answerOf: (server: Server, request: R) => Promise<A>,
): Promise<Array<{ name: string; json: boolean; sdk: A; early: A }>> {
  const differing: Array<{ name: string; json: boolean; sdk: A; early: A }> = [];
  for (const [name, request] of Object.entries(requests))
    for (const [json, sdk, early] of pairs) {
      const [bySdk, byEarly] = [await answerOf(sdk, request), await answerOf(early, request)];
      if (JSON.stringify(bySdk) !== JSON.stringify(byEarly))
        differing.push({ name, json, sdk: bySdk, early: byEarly });
    }
  return differing;
}

/**
 * The servers an early-answer test compares, made before its tests and closed after them: with `--json-response`
 * off, then on, one answering through the SDK and one answering early.
 */
export function comparedServers(
  serving: (jsonResponse: boolean, early: boolean) => Promise<Server>,
): ReadonlyArray<readonly [json: boolean, sdk: Server, early: Server]> {
  const pairs: Array<readonly [json: boolean, sdk: Server, early: Server]> = [];
  beforeAll(async () => {
    for (const json of [false, true])
      pairs.push([json, await serving(json, false), await serving(json, true)]);
  });
  afterAll(() => pairs.forEach(([, sdk, early]) => [sdk, early].forEach((server) => server.close())));
  return pairs;
}

/** POSTs the request to the server's /mcp, with the headers it sets (an undefined one is not sent). */
export function posted(server: Server, { body, headers }: SentRequest): Promise<Response> {
  const { port } = server.address() as AddressInfo;
  const sent = Object.entries(headers).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return fetch(`http://127.0.0.1:${port}/mcp`, {
    method: 'POST',
    headers: Object.fromEntries(sent),
    body: JSON.stringify(body),
  });
}

/** A credential's pooled tenant for an opening, which no answer reads: it is never built. */
export const OPENING_TENANT = {
  tenant: {} as ProtocolTenant,
  logger: createLogger({ level: 'error', secrets: [], write: () => undefined }),
};

/** A loopback server handing each POST's body, read and parsed as mcp-endpoint.ts reads it, to `answer`. */
export async function loopback(
  answer: (body: unknown, request: IncomingMessage, response: ServerResponse) => void,
): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => answer(JSON.parse(text) as unknown, request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
