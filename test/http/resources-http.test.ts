/**
 * Resources, logging and the rate limit in HTTP mode (issue 10). A stateful session (`--stateless=false`) takes
 * resource subscriptions and log levels, and its notifications reach the client on the session's stream; a
 * stateless server does not advertise `subscribe` and says why it refuses one; and the per-credential rate limit
 * counts every request that asks GitLab (reads of GitLab resources, prompts, completions), not only tools/call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoggingMessageNotificationSchema,
  McpError,
  ResourceUpdatedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { LoggingMessageNotification } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { textOf } from '../support/harness.js';
import { connectHttpClient, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpClient, HttpServer } from '../support/http-server.js';

const POLL_MS = 150;
const ISSUE_URI = 'gitlab://project/group%2Fproject/issue/4';
const ISSUE_PATH = '/projects/group%2Fproject/issues/4';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox?.close());

const api = () => ({ 'PRIVATE-TOKEN': sandbox.tokens.api });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(POLL_MS / 3);
  }
}

const issueReads = () =>
  sandbox.requests.all().filter((request) => request.method === 'GET' && request.path === ISSUE_PATH).length;

describe('a stateful HTTP session (--stateless=false)', () => {
  let server: HttpServer;
  let http: HttpClient;
  const updates: string[] = [];
  const logs: Array<LoggingMessageNotification['params']> = [];

  beforeAll(async () => {
    server = await startHttpServer({
      args: ['--gitlab-url', sandbox.url, '--stateless=false'],
      env: { GITLAB_MCP_RESOURCE_POLL_INTERVAL: `${POLL_MS}ms` },
    });
    http = await connectHttpClient(server.url, api());
    http.client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
      updates.push(notification.params.uri);
    });
    http.client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logs.push(notification.params);
    });
  }, 30_000);
  afterAll(async () => {
    await http?.close();
    await server?.stop();
  });

  it('advertises resources.subscribe', () => {
    expect(http.client.getServerCapabilities()?.resources).toMatchObject({ subscribe: true });
  });

  it('subscribe, then a write: notifications/resources/updated arrives on the session stream, once', async () => {
    sandbox.requests.clear();
    await http.client.subscribeResource({ uri: ISSUE_URI });
    await until(() => issueReads() >= 3);
    expect(updates).toEqual([]);
    const written = await http.call('gitlab_execute_action', {
      action: 'issue.update',
      params: { project_id: 'group/project', issue_iid: 4, title: 'Renamed over HTTP' },
    });
    expect(written.isError, textOf(written)).toBeFalsy();
    await until(() => updates.length > 0);
    sandbox.requests.clear();
    await until(() => issueReads() >= 3);
    expect(updates).toEqual([ISSUE_URI]);
  });

  it('unsubscribe stops the polling', async () => {
    await http.client.unsubscribeResource({ uri: ISSUE_URI });
    await sleep(POLL_MS * 2);
    sandbox.requests.clear();
    await sleep(POLL_MS * 4);
    expect(issueReads()).toBe(0);
  });

  it('logging/setLevel, then a call: notifications/message reaches the session, scrubbed of the token', async () => {
    const call = () =>
      http.call('gitlab_execute_action', {
        action: 'branch.get',
        params: { project_id: 'group/project', branch_name: 'main' },
      });
    await call();
    expect(logs).toEqual([]);
    await http.client.setLoggingLevel('info');
    await call();
    await until(() => logs.some((log) => (log.data as { msg?: string }).msg === 'call'));
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'info',
        logger: 'gitlab-mcp',
        data: expect.objectContaining({ msg: 'call', action: 'branch.get' }),
      }),
    );
    expect(JSON.stringify(logs)).not.toContain(sandbox.tokens.api);
  });
});

describe('two stateful sessions of one credential', () => {
  it('each session receives the log records of its own calls', async () => {
    const server = await startHttpServer({ args: ['--gitlab-url', sandbox.url, '--stateless=false'] });
    const [first, second] = await Promise.all([
      connectHttpClient(server.url, api()),
      connectHttpClient(server.url, api()),
    ]);
    const seen = new Map<HttpClient, string[]>([
      [first, []],
      [second, []],
    ]);
    for (const [http, actions] of seen)
      http.client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
        const data = notification.params.data as { msg?: string; action?: string };
        if (data.msg === 'call') actions.push(data.action ?? '');
      });
    try {
      await first.client.setLoggingLevel('info');
      await second.client.setLoggingLevel('info');
      await first.call('gitlab_execute_action', { action: 'user.current', params: {} });
      await second.call('gitlab_execute_action', {
        action: 'branch.get',
        params: { project_id: 'group/project', branch_name: 'main' },
      });
      await until(() => seen.get(second)!.length > 0 && seen.get(first)!.length > 0, 3_000);
      expect(seen.get(first)).toEqual(['user.current']);
      expect(seen.get(second)).toEqual(['branch.get']);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await server.stop();
    }
  });
});

describe('a stateless HTTP server', () => {
  let server: HttpServer;

  beforeAll(async () => {
    server = await startHttpServer({ args: ['--gitlab-url', sandbox.url] });
  }, 30_000);
  afterAll(() => server?.stop());

  it('does not advertise subscribe, and refuses resources/subscribe saying it needs --stateless=false', async () => {
    const http = await connectHttpClient(server.url, api());
    try {
      expect(http.client.getServerCapabilities()?.resources).toBeDefined();
      expect(http.client.getServerCapabilities()?.resources?.subscribe).toBeUndefined();
      sandbox.requests.clear();
      const error = await http.client.subscribeResource({ uri: ISSUE_URI }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(-32601);
      expect((error as McpError).message).toContain('--stateless=false');
      expect(issueReads()).toBe(0);
      // Reading still works: the data is one read away.
      const { contents } = await http.client.readResource({ uri: ISSUE_URI });
      expect(JSON.parse((contents[0] as { text: string }).text)).toMatchObject({ iid: 4 });
    } finally {
      await http.close();
    }
  });
});

describe('the rate limit counts every request that asks GitLab', () => {
  let server: HttpServer;

  beforeAll(async () => {
    server = await startHttpServer({
      args: ['--gitlab-url', sandbox.url, '--rate-limit-rps', '0.1', '--rate-limit-burst', '1'],
    });
  }, 30_000);
  afterAll(() => server?.stop());

  const rpc = (id: number, method: string, params: Record<string, unknown>) => ({
    jsonrpc: '2.0',
    id,
    method,
    params,
  });
  const send = async (token: string, message: unknown) => {
    const response = await postMcp(server.url, { 'PRIVATE-TOKEN': token }, message);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    };
  };

  it('resources/read of a GitLab resource: 429 with Retry-After once the allowance is spent', async () => {
    const token = sandbox.tokens.api;
    const read = (id: number) => send(token, rpc(id, 'resources/read', { uri: ISSUE_URI }));
    const answers = [await read(1), await read(2), await read(3)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[0]!.text).toContain('"contents"');
    expect(Number(answers[2]!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(answers[2]!.text).toContain('Rate limit of this credential reached');
  });

  it('prompts/get and completion/complete are counted too', async () => {
    const token = sandbox.tokens.alice;
    const prompt = await send(
      token,
      rpc(1, 'prompts/get', { name: 'summarize_open_mrs', arguments: { project_id: 'group/project' } }),
    );
    expect(prompt.status).toBe(200);
    const complete = await send(
      token,
      rpc(2, 'completion/complete', {
        ref: { type: 'ref/prompt', name: 'summarize_open_mrs' },
        argument: { name: 'project_id', value: 'gro' },
      }),
    );
    expect(complete.status).toBe(200);
    expect(
      (await send(token, rpc(3, 'prompts/get', { name: 'summarize_open_mrs', arguments: {} }))).status,
    ).toBe(429);
  });

  it('lists, the handshake, ping and the server’s own resources are free', async () => {
    const token = sandbox.tokens.readApi;
    const free = [
      rpc(1, 'initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'rate-limit-test', version: '1.0.0' },
      }),
      rpc(2, 'ping', {}),
      rpc(3, 'tools/list', {}),
      rpc(4, 'resources/list', {}),
      rpc(5, 'resources/templates/list', {}),
      rpc(6, 'prompts/list', {}),
      rpc(7, 'resources/read', { uri: 'gitlab://guides/code-review' }),
      rpc(8, 'resources/read', { uri: 'gitlab://tools' }),
    ];
    for (const message of [...free, ...free]) expect((await send(token, message)).status).toBe(200);
  });
});
