/**
 * Logging: stdout carries JSON-RPC and nothing else, stderr carries JSON log lines that never contain the token,
 * and logging/setLevel makes the server send the same records to the client as notifications/message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { LoggingMessageNotification } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT, startHarness } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { ServerProcess } from '../support/server-process.js';
import type { JsonRpcMessage } from '../support/server-process.js';

describe('stdout and stderr of a whole session', () => {
  let sandbox: Sandbox;
  let stdoutLines: JsonRpcMessage[];
  let stderr: string;
  let exitCode: number | null;
  const responses = new Map<number, JsonRpcMessage>();

  beforeAll(async () => {
    sandbox = await startSandbox();
    const server = new ServerProcess({ env: { GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api } });
    const ask = async (id: number, method: string, params: Record<string, unknown> = {}) =>
      responses.set(id, await server.request(id, method, params));
    const execute = (action: string, params: Record<string, unknown>) => ({
      name: 'gitlab_execute_action',
      arguments: { action, params },
    });
    await ask(1, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'raw-e2e', version: '1.0.0' },
    });
    server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    await ask(2, 'tools/list');
    await ask(3, 'tools/call', execute('branch.list', { project_id: 'group/project', per_page: 2 }));
    // The token as a branch name: the not-found path writes the request path into the log, which must scrub it.
    await ask(
      4,
      'tools/call',
      execute('branch.get', { project_id: 'group/project', branch_name: sandbox.tokens.api }),
    );
    await ask(5, 'logging/setLevel', { level: 'debug' });
    await ask(
      6,
      'tools/call',
      execute('branch.get', { project_id: 'group/project', branch_name: sandbox.tokens.api }),
    );
    const exited = await server.end();
    exitCode = exited.code;
    stderr = exited.stderr;
    stdoutLines = exited.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        try {
          return JSON.parse(line) as JsonRpcMessage;
        } catch {
          throw new Error(`stdout carried a line that is not JSON: ${line}`);
        }
      });
  }, START_TIMEOUT);
  afterAll(() => sandbox?.close());

  it('stdout carries only JSON-RPC 2.0 messages, one per line, and the session ends cleanly on EOF', () => {
    expect(exitCode).toBe(0);
    for (const message of stdoutLines) expect(message.jsonrpc).toBe('2.0');
    const ids = stdoutLines.flatMap((message) => (typeof message.id === 'number' ? [message.id] : []));
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
    for (const id of ids) expect(responses.get(id)).not.toHaveProperty('error');
  });

  it('stderr carries JSON log lines (time, level, msg), and never the token', () => {
    const lines = stderr.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({
        time: expect.any(String),
        level: expect.stringMatching(/^(debug|info|warn|error)$/),
        msg: expect.any(String),
      });
    }
    expect(stderr).not.toContain(sandbox.tokens.api);
    expect(stderr).toContain('[REDACTED]');
  });

  it('log notifications start only after logging/setLevel, and are scrubbed too', () => {
    const notifications = stdoutLines.filter((message) => message.method === 'notifications/message');
    const firstNotification = stdoutLines.findIndex((message) => message.method === 'notifications/message');
    const setLevelAnswer = stdoutLines.findIndex((message) => message.id === 5);
    expect(notifications.length).toBeGreaterThan(0);
    expect(firstNotification).toBeGreaterThan(setLevelAnswer);
    expect(JSON.stringify(notifications)).not.toContain(sandbox.tokens.api);
  });
});

describe('logging/setLevel through the MCP client', () => {
  let harness: Harness;
  const received: Array<LoggingMessageNotification['params']> = [];

  beforeAll(async () => {
    harness = await startHarness();
    harness.client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      received.push(notification.params);
    });
  }, START_TIMEOUT);
  afterAll(() => harness?.close());

  const branchList = () =>
    harness.call('gitlab_execute_action', {
      action: 'branch.list',
      params: { project_id: 'group/project', per_page: 1 },
    });

  it('no notifications/message before the client asks for them', async () => {
    await branchList();
    expect(received).toEqual([]);
  });

  it('after setLevel info, each call is reported to the client', async () => {
    await harness.client.setLoggingLevel('info');
    await branchList();
    // The server sends the record before the call's answer, on the same ordered stream.
    expect(received).toContainEqual(
      expect.objectContaining({
        level: 'info',
        logger: 'gitlab-mcp',
        data: expect.objectContaining({ msg: 'call', action: 'branch.list' }),
      }),
    );
  });

  it('stderr stays JSON lines without the token, even when a call echoes it back', async () => {
    const token = harness.sandbox.tokens.api;
    const echoed = await harness.call('gitlab_execute_action', {
      action: 'branch.get',
      params: { project_id: 'group/project', branch_name: token },
    });
    expect(echoed.isError).toBe(true);
    const lines = harness
      .stderr()
      .split('\n')
      .filter((line) => line !== '');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(harness.stderr()).not.toContain(token);
    expect(lines.some((line) => line.includes('[REDACTED]'))).toBe(true);
  });

  it('after setLevel error, an ordinary call sends nothing', async () => {
    await harness.client.setLoggingLevel('error');
    received.length = 0;
    await branchList();
    expect(received).toEqual([]);
  });
});
