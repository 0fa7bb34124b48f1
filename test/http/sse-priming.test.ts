/**
 * Issue 19: SSE streams are primed as the 2025-11-25 revision of Streamable HTTP asks (its SHOULDs), the way the
 * SDK's own server transport does it once it has an event store: a stateful session's POST answered as an SSE
 * stream opens with an event of an id, a `retry` field and empty data, so a client whose stream drops can resume
 * it with GET and Last-Event-ID and receive what it missed. Older clients (before 2025-11-25, which did not allow
 * empty data) and stateless POSTs (no session to resume) get no priming event. Read on the wire, as SSE text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

interface SseEvent {
  id?: string;
  retry?: string;
  data: string;
}

/** The events of an SSE text: blank-line separated, `field: value` lines, comments (`:`) left out. */
function eventsOf(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.split('\n').some((line) => line !== '' && !line.startsWith(':')))
    .map((block) => {
      const event: SseEvent = { data: '' };
      for (const line of block.split('\n')) {
        const match = /^(id|retry|data): ?(.*)$/.exec(line);
        if (match?.[1] === 'data') event.data += match[2];
        else if (match?.[1] === 'id' || match?.[1] === 'retry') event[match[1]] = match[2];
      }
      return event;
    });
}

let sandbox: Sandbox;
let stateful: HttpServer;
let stateless: HttpServer;

beforeAll(async () => {
  sandbox = await startSandbox();
  [stateful, stateless] = await Promise.all([
    startHttpServer({ args: ['--gitlab-url', sandbox.url, '--stateless=false'] }),
    startHttpServer({ args: ['--gitlab-url', sandbox.url] }),
  ]);
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all([stateful?.stop(), stateless?.stop()]);
  await sandbox?.close();
});

const token = () => ({ 'PRIVATE-TOKEN': sandbox.tokens.api });
const initialize = (protocolVersion: string) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'sse-wire', version: '1.0.0' } },
});

/** A stateful session opened with `protocolVersion`: its id, and the SSE events of the initialize answer. */
async function openSession(protocolVersion: string) {
  const response = await postMcp(stateful.url, token(), initialize(protocolVersion));
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const sessionId = response.headers.get('mcp-session-id')!;
  const events = eventsOf(await response.text());
  const headers = { ...token(), 'Mcp-Session-Id': sessionId, 'MCP-Protocol-Version': protocolVersion };
  const initialized = await postMcp(stateful.url, headers, {
    jsonrpc: '2.0',
    method: 'notifications/initialized',
  });
  expect(initialized.status).toBe(202);
  return { headers, events };
}

describe('a stateful session at 2025-11-25', () => {
  it('opens every POST SSE stream with a priming event: an id, retry and empty data, before the answer', async () => {
    const { headers, events } = await openSession('2025-11-25');
    expect(events[0]).toEqual({ id: expect.any(String), retry: '2000', data: '' });
    expect(JSON.parse(events[1]!.data)).toMatchObject({ id: 1, result: { protocolVersion: '2025-11-25' } });

    const call = await postMcp(stateful.url, headers, executeCall('user.current', {}));
    const [priming, answer, ...rest] = eventsOf(await call.text());
    expect(priming).toEqual({ id: expect.any(String), retry: '2000', data: '' });
    expect(answer!.id).toEqual(expect.any(String));
    expect(answer!.id).not.toBe(priming!.id);
    expect(JSON.parse(answer!.data)).toMatchObject({
      id: 1,
      result: { structuredContent: { username: 'root' } },
    });
    expect(rest).toEqual([]);
  });

  it('a client resuming from the priming event (GET, Last-Event-ID) receives the answer it missed', async () => {
    const { headers } = await openSession('2025-11-25');
    const call = await postMcp(stateful.url, headers, executeCall('user.current', {}));
    const [priming, answer] = eventsOf(await call.text());
    const resumed = await fetch(`${stateful.url}/mcp`, {
      headers: { ...headers, Accept: 'text/event-stream', 'Last-Event-ID': priming!.id! },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('content-type')).toContain('text/event-stream');
    // The resumed stream stays open for what comes next: read until the replayed answer, then leave.
    const reader = resumed.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('\n\n')) text += (await reader.read()).value ?? '';
    await reader.cancel();
    expect(eventsOf(text)[0]).toEqual(answer);
  });
});

describe('no priming event', () => {
  it('for a client of an earlier revision, which does not expect empty data', async () => {
    const { headers, events } = await openSession('2025-06-18');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).not.toBe('');
    const call = await postMcp(stateful.url, headers, executeCall('user.current', {}));
    const answers = eventsOf(await call.text());
    expect(answers).toHaveLength(1);
    expect(answers[0]!.retry).toBeUndefined();
  });

  it('on a stateless POST: there is no session a client could resume it in', async () => {
    const call = executeCall('user.current', {});
    const withProgress = { ...call, params: { ...call.params, _meta: { progressToken: 'sse-1' } } };
    const response = await postMcp(
      stateless.url,
      { ...token(), 'MCP-Protocol-Version': '2025-11-25' },
      withProgress,
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = eventsOf(await response.text());
    expect(
      events.every((event) => event.data !== '' && event.id === undefined && event.retry === undefined),
    ).toBe(true);
    expect(JSON.parse(events.at(-1)!.data)).toMatchObject({
      result: { structuredContent: { username: 'root' } },
    });
  });
});
