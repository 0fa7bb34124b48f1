import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { connectHttpClient, executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { RawStdio } from './support/raw-stdio.js';
import { rssOf } from './support/stdio-server.js';

/**
 * Issue 11, protocol abuse: what a broken or hostile client sends over stdio and HTTP is answered or refused, the
 * process lives on (or, when the client leaves, exits cleanly), and memory stays bounded where input could pile up.
 */
const MB = 1024 ** 2;
/** The stdio line limit these tests run with (the default is 4 MiB; smaller keeps the test quick). */
const LINE_LIMIT = MB;
/** How far RSS may rise while an over-long line streams in: a few times the limit, never the line's size. */
const OVERLONG_RSS_BOUND = 48 * MB;
const OVERLONG_BYTES = 96 * MB;
/** Calls written in one go before any answer is read. */
const FLOOD = 2_000;
/** RSS bound of the server while the stdio flood is in flight, above its idle RSS. */
const FLOOD_RSS_BOUND = 256 * MB;
const SLOW_PATH = '/projects/42/repository/branches/develop';
/** HTTP flood: a limit the flood passes however slow the machine, with a burst that keeps many calls in flight. */
const FLOOD_RPS = 5;
const FLOOD_BURST = 150;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, START_TIMEOUT);
afterAll(() => sandbox?.close());

const branchGet = (id: number, branch = 'main') => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {
    name: 'gitlab_execute_action',
    arguments: { action: 'branch.get', params: { project_id: 42, branch_name: branch } },
  },
});

async function startRaw(env: Record<string, string> = {}): Promise<RawStdio> {
  const raw = new RawStdio({ GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api, ...env });
  await raw.initialize();
  // tools/list waits for the start-up probe, so what follows runs against a ready session.
  await raw.request('ready', 'tools/list');
  return raw;
}

describe('issue 11: protocol abuse over stdio', () => {
  let raw: RawStdio;
  beforeAll(async () => {
    raw = await startRaw({ GITLAB_MCP_STDIO_MAX_LINE_BYTES: String(LINE_LIMIT) });
  }, START_TIMEOUT);
  afterAll(() => raw?.kill());

  it('answers malformed JSON-RPC as JSON-RPC 2.0 says, and carries on', async () => {
    const cases: Array<[string, { id: unknown; code: number }]> = [
      ['this is not json', { id: null, code: -32700 }],
      ['{"jsonrpc":"2.0","id":101,', { id: null, code: -32700 }],
      ['{"jsonrpc":"1.0","id":102,"method":"ping"}', { id: 102, code: -32600 }],
      ['{"id":103,"method":"ping"}', { id: 103, code: -32600 }],
      ['{"jsonrpc":"2.0","id":104,"method":"tools/call","params":"x"}', { id: 104, code: -32600 }],
      ['{"jsonrpc":"2.0","id":105,"method":"tools/list","params":[1,2]}', { id: 105, code: -32600 }],
      ['{"jsonrpc":"2.0","id":106,"method":42}', { id: 106, code: -32600 }],
      ['{"jsonrpc":"2.0","id":107,"method":"ping","extra":true}', { id: 107, code: -32600 }],
      ['[{"jsonrpc":"2.0","id":108,"method":"ping"}]', { id: null, code: -32600 }],
      ['42', { id: null, code: -32600 }],
    ];
    for (const id of ['null', '{}', '[]', '1.5', 'true', String(2 ** 60)])
      cases.push([`{"jsonrpc":"2.0","id":${id},"method":"ping"}`, { id: null, code: -32600 }]);
    raw.messages.length = 0;
    for (const [line] of cases) await raw.write(`${line}\n`);
    const pong = await raw.request(199, 'ping');
    expect(pong).toMatchObject({ jsonrpc: '2.0', id: 199, result: {} });
    // Answers come in the order the lines went in, all before the ping's.
    const answers = raw.messages
      .filter((message) => message.id !== 199)
      .map((message) => ({ id: message.id, code: message.error?.code }));
    expect(answers).toEqual(cases.map(([, expected]) => expected));
    expect(raw.junk).toEqual([]);
  });

  it('answers a request without an id not at all (a notification), and an unknown method with -32601', async () => {
    raw.messages.length = 0;
    await raw.send({ jsonrpc: '2.0', method: 'tools/list' });
    await raw.send({ jsonrpc: '2.0', method: 'notifications/no_such_thing' });
    const unknown = await raw.request(201, 'no/such_method', {});
    expect(unknown).toMatchObject({ id: 201, error: { code: -32601 } });
    const answered = await raw.request('string-id', 'ping');
    expect(answered).toMatchObject({ id: 'string-id', result: {} });
    expect(raw.messages.map((message) => message.id)).toEqual([201, 'string-id']);
  });

  it(`refuses a ${OVERLONG_BYTES / MB} MiB line without buffering it (RSS rises < ${OVERLONG_RSS_BOUND / MB} MiB)`, async () => {
    const before = rssOf(raw.pid);
    let peak = before;
    const piece = Buffer.alloc(MB, 'a');
    await raw.write('{"jsonrpc":"2.0","id":301,"method":"ping","params":{"junk":"');
    for (let sent = 0; sent < OVERLONG_BYTES; sent += MB) {
      await raw.write(piece);
      if (sent % (8 * MB) === 0) peak = Math.max(peak, rssOf(raw.pid));
    }
    await raw.write('"}}\n');
    const refusal = await raw.next((message) => message.error?.code === -32600 && message.id === null);
    peak = Math.max(peak, rssOf(raw.pid));
    expect(refusal.error?.message).toMatch(/exceeds GITLAB_MCP_STDIO_MAX_LINE_BYTES/);
    expect(peak - before).toBeLessThan(OVERLONG_RSS_BOUND);
    expect(raw.messages.some((message) => message.id === 301)).toBe(false);
    expect(await raw.request(302, 'ping')).toMatchObject({ id: 302, result: {} });
  }, 120_000);

  it(`answers a flood of ${FLOOD} tools/call written before any answer is read, with memory bounded`, async () => {
    const idle = rssOf(raw.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(raw.pid))), 50);
    const ids = Array.from({ length: FLOOD }, (_, index) => 10_000 + index);
    await raw.write(ids.map((id) => `${JSON.stringify(branchGet(id))}\n`).join(''));
    const answers = await Promise.all(ids.map((id) => raw.next((message) => message.id === id, 110_000)));
    clearInterval(sampler);
    const texts = answers.map(
      (answer) =>
        (answer.result as { content?: Array<{ text?: string }> } | undefined)?.content?.[0]?.text ?? '',
    );
    expect(answers.filter((answer) => answer.error)).toEqual([]);
    expect(texts.filter((text) => !text.includes('main')).slice(0, 3)).toEqual([]);
    expect(peak - idle).toBeLessThan(FLOOD_RSS_BOUND);
    expect(await raw.request(303, 'ping')).toMatchObject({ id: 303, result: {} });
  }, 120_000);
});

describe('issue 11: a stdio client that leaves mid-call', () => {
  it('exits cleanly when stdin closes while a slow GitLab call is in flight', async () => {
    sandbox.faults.add({ path: SLOW_PATH, fault: { kind: 'delay', ms: 15_000 } });
    const raw = await startRaw();
    try {
      await raw.send(branchGet(1, 'develop'));
      // The sandbox logs a request once it has answered, so the call is known to be in flight only by time.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const started = Date.now();
      const exit = await raw.end();
      expect(exit).toEqual({ code: 0, signal: null });
      // It left without waiting for GitLab's answer.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(raw.junk).toEqual([]);
      expect(raw.stderr()).not.toMatch(/Error|at .*\.js:\d+/);
    } finally {
      sandbox.faults.clear();
      await raw.kill();
    }
  }, 60_000);
});

describe('issue 11: protocol abuse over HTTP', () => {
  let server: HttpServer;
  const headers = () => ({ 'PRIVATE-TOKEN': sandbox.tokens.api });

  beforeAll(async () => {
    server = await startHttpServer({
      args: ['--gitlab-url', sandbox.url],
      env: {
        GITLAB_MCP_RATE_LIMIT_RPS: String(FLOOD_RPS),
        GITLAB_MCP_RATE_LIMIT_BURST: String(FLOOD_BURST),
      },
    });
  }, START_TIMEOUT);
  afterAll(() => server?.stop());

  it('answers a body that is not JSON with -32700 and an unknown method with -32601', async () => {
    const notJson = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...headers(),
      },
      body: '{"jsonrpc":"2.0",',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: -32700 } });
    const unknown = await postMcp(server.url, headers(), { jsonrpc: '2.0', id: 5, method: 'no/such_method' });
    expect(await unknown.text()).toMatch(/"code":-32601/);
  });

  it('answers a flood of 600 concurrent POSTs past the rate limit: 200 or 429/503, never a crash', async () => {
    const responses = await Promise.all(
      Array.from({ length: 600 }, () =>
        postMcp(
          server.url,
          headers(),
          executeCall('branch.get', { project_id: 42, branch_name: 'main' }),
        ).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          text: await response.text(),
        })),
      ),
    );
    const statuses = new Set(responses.map((response) => response.status));
    expect([...statuses].filter((status) => ![200, 429, 503].includes(status))).toEqual([]);
    const served = responses.filter((response) => response.status === 200);
    expect(served.length).toBeGreaterThanOrEqual(FLOOD_BURST / 2);
    expect(served.every((response) => response.text.includes('main'))).toBe(true);
    // The limit was passed: refusals say when to come back.
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((response) => Number(response.retryAfter) >= 1)).toBe(true);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 120_000);

  it('keeps serving others when a client destroys its socket mid-call', async () => {
    sandbox.faults.add({ path: SLOW_PATH, fault: { kind: 'delay', ms: 5_000 } });
    try {
      const body = JSON.stringify(executeCall('branch.get', { project_id: 42, branch_name: 'develop' }));
      const socketClosed = new Promise<void>((resolve) => {
        const pending = httpRequest(`${server.url}/mcp`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json, text/event-stream',
            'Content-Length': Buffer.byteLength(body),
            // Another credential than the flood's, whose allowance the flood used up.
            'PRIVATE-TOKEN': sandbox.tokens.noAdmin,
          },
        });
        pending.on('error', () => resolve()); // destroying our own socket is the point of this test
        pending.end(body);
        setTimeout(() => pending.destroy(), 1_500);
      });
      await socketClosed;
      const other = await connectHttpClient(server.url, { 'PRIVATE-TOKEN': sandbox.tokens.alice });
      try {
        const answer = await other.call('gitlab_execute_action', { action: 'user.current', params: {} });
        expect(JSON.stringify(answer.content)).toContain('@alice');
      } finally {
        await other.close();
      }
      // The abandoned call's GitLab answer arrives later; the process takes it without harm.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      expect(rssOf(server.child.pid!)).toBeLessThan(512 * MB);
    } finally {
      sandbox.faults.clear();
    }
  }, 60_000);
});
