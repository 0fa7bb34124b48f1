/**
 * Issue 19: JSON-RPC over Streamable HTTP as the specification words it: codes, no batches, no logging offered
 * where no log can follow, and DNS-rebinding protection that still serves the server's own localhost origin.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

let sandbox: Sandbox;
let server: HttpServer;
let stateful: HttpServer;

beforeAll(async () => {
  sandbox = await startSandbox();
  [server, stateful] = await Promise.all([
    startHttpServer({ args: ['--gitlab-url', sandbox.url] }),
    startHttpServer({ args: ['--gitlab-url', sandbox.url, '--stateless=false'] }),
  ]);
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all([server?.stop(), stateful?.stop()]);
  await sandbox?.close();
});

const token = () => ({ 'PRIVATE-TOKEN': sandbox.tokens.api });
const initialize = (id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

interface JsonRpcAnswer {
  id?: unknown;
  result?: { capabilities: Record<string, unknown> };
  error?: { code: number; message: string };
}

/** The one JSON-RPC message of an answer: its JSON body, or the first SSE event with data (a priming event has none). */
async function messageOf(response: Response): Promise<JsonRpcAnswer> {
  const text = await response.text();
  const data = /^data: (.+)$/m.exec(text)?.[1];
  return JSON.parse(data ?? text) as JsonRpcAnswer;
}

describe('JSON-RPC errors over HTTP', () => {
  it('an unknown tool is -32602 on the plain path, and GitLab is not asked', async () => {
    await postMcp(server.url, token(), initialize()); // the credential's tenant is open: its probe is over
    sandbox.requests.clear();
    const call = { ...executeCall('user.current', {}), params: { name: 'no_such_tool', arguments: {} } };
    const answer = await messageOf(await postMcp(server.url, token(), call));
    expect(answer.error).toEqual({ code: -32602, message: 'Unknown tool: no_such_tool' });
    expect(sandbox.requests.all()).toEqual([]);
  });

  it('initialize without params is -32602 with a readable message', async () => {
    const answer = await messageOf(
      await postMcp(server.url, token(), { jsonrpc: '2.0', id: 3, method: 'initialize' }),
    );
    expect(answer.error).toEqual({
      code: -32602,
      message: 'Invalid params for initialize: params: Invalid input: expected object, received undefined',
    });
  });

  it('a message without method is 400 -32600 with its id, not -32700: it parsed', async () => {
    const response = await postMcp(server.url, token(), { jsonrpc: '2.0', id: 9, params: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: 9, error: { code: -32600 } });
  });

  it('a batch is refused 400 -32600 (removed in 2025-06-18), and none of its calls reaches GitLab', async () => {
    sandbox.requests.clear();
    const batch = [executeCall('user.current', {}), { ...executeCall('user.current', {}), id: 2 }];
    const response = await postMcp(server.url, token(), batch);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: batches are not supported' },
    });
    expect(sandbox.requests.all()).toEqual([]);
  });
});

describe('protocol revisions over HTTP', () => {
  it.each(['2025-11-25', '2025-06-18', '2025-03-26'])(
    'MCP-Protocol-Version %s is served',
    async (version) => {
      const response = await postMcp(
        server.url,
        { ...token(), 'MCP-Protocol-Version': version },
        executeCall('user.current', {}),
      );
      expect(response.status).toBe(200);
    },
  );

  it('MCP-Protocol-Version 2026-07-28 on a request without its _meta envelope is refused 400 -32602 by the SDK, and GitLab is not asked', async () => {
    sandbox.requests.clear();
    const response = await postMcp(
      server.url,
      { ...token(), 'MCP-Protocol-Version': '2026-07-28' },
      executeCall('user.current', {}),
    );
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatchObject({ id: 1, error: { code: -32602 } });
    expect(sandbox.requests.all()).toEqual([]);
  });
});

describe('logging', () => {
  it('stateless HTTP does not offer logging, which no later POST could receive, and refuses logging/setLevel', async () => {
    const init = await messageOf(await postMcp(server.url, token(), initialize()));
    expect(init.result?.capabilities).not.toHaveProperty('logging');
    const setLevel = await messageOf(
      await postMcp(server.url, token(), {
        jsonrpc: '2.0',
        id: 2,
        method: 'logging/setLevel',
        params: { level: 'info' },
      }),
    );
    expect(setLevel.error).toMatchObject({ code: -32601 });
  });

  it('a stateful session offers logging', async () => {
    const init = await messageOf(await postMcp(stateful.url, token(), initialize()));
    expect(init.result?.capabilities).toHaveProperty('logging');
  });
});

/** A POST with the Host header given (fetch cannot set one): its status and parsed body. */
function postWithHost(
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; body: { error?: { code: number; message: string } } }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${server.url}/mcp`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          ...token(),
          ...headers,
        },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => {
          const data = /^data: (.+)$/m.exec(text)?.[1] ?? text;
          resolve({ status: answer.statusCode ?? 0, body: JSON.parse(data) as never });
        });
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

describe('DNS-rebinding protection on a loopback listener', () => {
  const own = () => new URL(server.url).host;

  it("serves the server's own localhost origin", async () => {
    for (const host of [own(), `localhost:${new URL(server.url).port}`]) {
      const response = await postWithHost({ Host: host, Origin: `http://${host}` }, initialize());
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
  });

  it('refuses a foreign Host, with or without an Origin, before the token is looked at', async () => {
    for (const origin of [undefined, 'http://evil.example.com']) {
      const response = await postWithHost(
        { Host: 'evil.example.com', ...(origin ? { Origin: origin } : {}) },
        initialize(),
      );
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        error: { code: -32000, message: 'Host evil.example.com is not served here' },
      });
    }
  });

  it('refuses a foreign Origin sent to a loopback Host', async () => {
    const response = await postMcp(
      server.url,
      { ...token(), Origin: 'http://evil.example.com' },
      initialize(),
    );
    expect(response.status).toBe(403);
  });

  it('refuses a localhost origin on another port: another local page is not this server', async () => {
    const response = await postMcp(server.url, { ...token(), Origin: 'http://localhost:1' }, initialize());
    expect(response.status).toBe(403);
  });
});
