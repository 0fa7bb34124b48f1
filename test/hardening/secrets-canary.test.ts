/**
 * The secrets scan's canary (issue 11): the server's own token is fed to the places a careless server would echo
 * it — a GitLab error body that repeats the request's PRIVATE-TOKEN header, a parameter value refused by
 * validation, a parameter value GitLab answers "not found" to — with logging forwarded to the client at debug
 * level. Neither the answers nor the server's stderr nor any notification may carry it; the run's scan
 * (secrets-scan.ts) reads the same recordings, and this file checks they were made.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { openTee, RUN_DIR_ENV } from './secrets-tee.js';

/** The branch whose read the proxy answers with the request's own token in GitLab's error message. */
const ECHO_BRANCH = 'echo-my-headers';

let sandbox: Sandbox;
let proxy: Server;
let harness: Harness;
let token: string;
const notifications: string[] = [];

/** GitLab in front of the sandbox: every request passes through, except the echo branch, answered 500 with its headers. */
function echoingProxy(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url?.includes(`/repository/branches/${ECHO_BRANCH}`)) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ message: `500 Internal Server Error: headers ${JSON.stringify(req.headers)}` }),
        );
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
      ) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body }).then(
        async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers));
          res.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => res.destroy(),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  sandbox = await startSandbox();
  token = sandbox.tokens.api;
  proxy = await echoingProxy(sandbox.url);
  const { port } = proxy.address() as AddressInfo;
  harness = await startHarness({
    env: { GITLAB_URL: `http://127.0.0.1:${port}`, GITLAB_MCP_LOG_LEVEL: 'debug' },
  });
  harness.client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
    notifications.push(JSON.stringify(notification));
  });
  await harness.client.setLoggingLevel('debug');
}, START_TIMEOUT);

afterAll(async () => {
  await harness?.close();
  proxy?.close();
  await sandbox?.close();
});

const run = (action: string, params: Record<string, unknown>) =>
  harness.call('gitlab_execute_action', { action, params });

describe('the token never comes back', () => {
  it('not from a GitLab error body that echoes the request headers', async () => {
    const result = await run('branch.get', { project_id: 'group/project', branch_name: ECHO_BRANCH });
    const text = textOf(result);
    expect(result.isError).toBe(true);
    // The proxy did echo it: the message is there, with the token scrubbed.
    expect(text).toMatch(/private-token/);
    expect(text).toMatch(/\\?\[REDACTED\\?\]/);
    expect(JSON.stringify(result)).not.toContain(token);
  });

  it('not from a parameter value validation refuses', async () => {
    const result = await run('branch.list', { project_id: 'group/project', sort: token });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).not.toContain(token);
  });

  it('not from a parameter value GitLab answers "not found" to', async () => {
    const result = await run('branch.get', { project_id: 'group/project', branch_name: token });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).not.toContain(token);
  });

  it('not in stderr nor in any log notification', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.join('\n')).not.toContain(token);
    expect(harness.stderr()).toMatch(/"level":"debug"|"level":"warn"/);
    expect(harness.stderr()).not.toContain(token);
  });

  it("the run's scan sees this server: its stderr and messages were recorded", () => {
    const dir = process.env[RUN_DIR_ENV];
    expect(dir, 'the e2e global setup did not open a run directory').toBeTruthy();
    const recorded = readdirSync(dir!)
      .filter((file) => file.endsWith('.log'))
      .map((file) => readFileSync(join(dir!, file), 'utf8'))
      .join('\n');
    expect(recorded).toContain(ECHO_BRANCH);
    expect(recorded).not.toContain(token);
  });

  it('the recorder itself: a server that writes a token fails the harness that closes it', async () => {
    const tee = openTee('self-test');
    tee.stderr(`{"msg":"careless","token":"${token.slice(0, 5)}`);
    tee.stderr(`${token.slice(5)}"}\n`);
    await expect(tee.close()).rejects.toThrow(/secrets scan: glpat-… appeared/);
    // This recording leaks on purpose: it is removed so that the run's final scan does not count it.
    const dir = process.env[RUN_DIR_ENV]!;
    for (const file of readdirSync(dir).filter((name) => name.startsWith('self-test-')))
      rmSync(join(dir, file));
  });
});
