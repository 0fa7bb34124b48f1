/**
 * Issue 25: resource updates for MCP 2026-07-28 clients through subscriptions/listen, in stateless HTTP and over
 * stdio alike. The server polls a listened resource every GITLAB_MCP_RESOURCE_POLL_INTERVAL while a stream names it,
 * tells the streams when it changed, and opens at most GITLAB_MCP_MAX_LISTEN_STREAMS streams per credential (over
 * stdio, the connection's one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { connectModernClient, connectModernStdioClient } from '../support/modern-client.js';
import type { ModernClient } from '../support/modern-client.js';

const POLL_MS = 150;
const P = 'gitlab://project/group%2Fproject';
const ISSUE_URI = `${P}/issue/3`;
const ISSUE_PATH = '/projects/group%2Fproject/issues/3';

const SETTINGS = { GITLAB_MCP_RESOURCE_POLL_INTERVAL: `${POLL_MS}ms`, GITLAB_MCP_MAX_LISTEN_STREAMS: '2' };

let sandbox: Sandbox;
let server: HttpServer;
const clients = new Map<string, ModernClient>();
const updates: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await startHttpServer({ args: ['--gitlab-url', sandbox.url], env: SETTINGS });
  const [http, stdio] = await Promise.all([
    connectModernClient(server.url, { 'PRIVATE-TOKEN': sandbox.tokens.api }),
    connectModernStdioClient(sandbox, { env: SETTINGS }),
  ]);
  clients.set('stateless HTTP', http).set('stdio', stdio);
  for (const modern of clients.values())
    modern.client.setNotificationHandler('notifications/resources/updated', (notification) => {
      updates.push(notification.params.uri);
    });
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all([...clients.values()].map((modern) => modern.close()));
  await server?.stop();
  await sandbox?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const issueReads = () =>
  sandbox.requests.all().filter((request) => request.method === 'GET' && request.path === ISSUE_PATH).length;

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(POLL_MS / 3);
  }
}

describe.each(['stateless HTTP', 'stdio'])('subscriptions/listen over %s', (wire) => {
  const client = () => clients.get(wire)!.client;

  it('watches a listened issue and tells the stream once when it changes behind its back', async () => {
    sandbox.requests.clear();
    updates.length = 0;
    const subscription = await client().listen({ resourceSubscriptions: [ISSUE_URI] });
    expect(subscription.honoredFilter).toEqual({ resourceSubscriptions: [ISSUE_URI] });
    await until(() => issueReads() >= 3);
    expect(updates).toEqual([]);
    const response = await fetch(`${sandbox.url}/api/v4${ISSUE_PATH}`, {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': sandbox.tokens.api, 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: `Edited while a 2026-07-28 client listens over ${wire}` }),
    });
    expect(response.status).toBe(200);
    await until(() => updates.length > 0);
    sandbox.requests.clear();
    await until(() => issueReads() >= 2);
    expect(updates).toEqual([ISSUE_URI]);

    await subscription.close();
    await sleep(POLL_MS * 2);
    sandbox.requests.clear();
    await sleep(POLL_MS * 4);
    expect(issueReads()).toBe(0);
  });

  it('refuses a collection, which is not watched, and GitLab is not polled for it', async () => {
    sandbox.requests.clear();
    await expect(client().listen({ resourceSubscriptions: [`${P}/issues`] })).rejects.toThrow(
      /cannot be subscribed to: it is not watched/,
    );
    await sleep(POLL_MS * 3);
    expect(sandbox.requests.all()).toEqual([]);
  });

  it('opens at most GITLAB_MCP_MAX_LISTEN_STREAMS streams for one credential', async () => {
    const open = [
      await client().listen({ resourceSubscriptions: [ISSUE_URI] }),
      await client().listen({ resourceSubscriptions: [ISSUE_URI] }),
    ];
    await expect(client().listen({ resourceSubscriptions: [ISSUE_URI] })).rejects.toThrow(
      /Subscription limit reached/,
    );
    await Promise.all(open.map((subscription) => subscription.close()));
  });
});
