/**
 * HTTP mode over time: a rate limit per credential, stateful sessions that let the server ask the client (a
 * confirmation), a drain on SIGTERM that lets a call in flight finish, and the other listeners (TLS, unix socket).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { SERVER_BIN, describeRequest, textOf } from '../support/harness.js';
import { connectHttpClient, executeCall, postMcp, startHttpServer } from '../support/http-server.js';

const run = promisify(execFile);

let sandbox: Sandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  dir = mkdtempSync(join(tmpdir(), 'gitlab-mcp-http-'));
}, 30_000);

afterAll(async () => {
  await sandbox?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const api = () => ({ 'PRIVATE-TOKEN': sandbox.tokens.api });

describe('rate limit per credential', () => {
  it('answers 429 with Retry-After once a credential has used its calls, while another credential goes on', async () => {
    const server = await startHttpServer({
      args: ['--gitlab-url', sandbox.url, '--rate-limit-rps', '1', '--rate-limit-burst', '1'],
    });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let call = 0; call < 4; call += 1) {
        const response = await postMcp(server.url, api(), executeCall('user.current', {}));
        statuses.push(response.status);
        if (response.status === 429) retryAfter = response.headers.get('retry-after');
        await response.text();
      }
      expect(statuses[0]).toBe(200);
      expect(statuses).toContain(429);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      const alice = await postMcp(
        server.url,
        { 'PRIVATE-TOKEN': sandbox.tokens.alice },
        executeCall('user.current', {}),
      );
      expect(alice.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('stateful sessions (--stateless=false)', () => {
  it('keep a session across requests, ask the client to confirm a destructive call, and stay with their credential', async () => {
    const server = await startHttpServer({ args: ['--gitlab-url', sandbox.url, '--stateless=false'] });
    let asked = 0;
    const http = await connectHttpClient(server.url, api(), {
      elicit: () => {
        asked += 1;
        return { action: 'accept', content: { confirmed: true } };
      },
    });
    try {
      const transport = http.client.transport as { sessionId?: string };
      expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      sandbox.requests.clear();
      const answer = await http.call('gitlab_execute_action', {
        action: 'branch.delete',
        params: { project_id: 'group/project', branch_name: 'feature/login' },
      });
      expect(asked).toBe(1);
      expect(answer.isError ?? false).toBe(false);
      expect(sandbox.requests.all().map(describeRequest)).toContain(
        'DELETE /projects/group%2Fproject/repository/branches/feature%2Flogin',
      );

      const stolen = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'PRIVATE-TOKEN': sandbox.tokens.alice,
          'Mcp-Session-Id': transport.sessionId!,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }),
      });
      expect(stolen.status).toBe(404);
    } finally {
      await http.close();
      await server.stop();
    }
  });
});

describe('drain on SIGTERM', () => {
  it('answers /health with 503 while draining, finishes the call in flight, then exits 0', async () => {
    const server = await startHttpServer({ args: ['--gitlab-url', sandbox.url, '--drain-delay', '1500ms'] });
    // Opened before the slow call so that the drain measures the call, not the first probe of GitLab.
    await (await postMcp(server.url, api(), executeCall('user.current', {}))).text();
    sandbox.faults.add({
      path: '/projects/group%2Fproject/repository/branches',
      fault: { kind: 'delay', ms: 1200 },
    });
    try {
      const inFlight = postMcp(
        server.url,
        api(),
        executeCall('branch.list', { project_id: 'group/project' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stopped = server.stop('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { status: string }).status).toBe('draining');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/## Branches \(\d+\)/);
      expect(await stopped).toEqual({ code: 0, signal: null });
      expect(server.stderr()).toContain('"msg":"stopped"');
    } finally {
      sandbox.faults.clear();
    }
  });
});

describe('other listeners', () => {
  it('serves HTTPS with --tls-cert and --tls-key', async () => {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ]),
      { stdio: 'ignore' },
    );
    const server = await startHttpServer({
      args: ['--gitlab-url', sandbox.url, '--tls-cert', cert, '--tls-key', key],
    });
    try {
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const trusting = new Agent({ connect: { ca: readFileSync(cert, 'utf8') } });
      const fetchTrusting: FetchLike = (url, init) =>
        undiciFetch(url, { ...(init as object), dispatcher: trusting }) as unknown as Promise<Response>;
      const http = await connectHttpClient(server.url, api(), { fetch: fetchTrusting });
      try {
        expect(
          textOf(await http.call('gitlab_execute_action', { action: 'user.current', params: {} })),
        ).toContain('(@root)');
      } finally {
        await http.close();
      }
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('listens on a unix socket with the requested mode, and --probe reports its health', async () => {
    const socketPath = join(dir, 'mcp.sock');
    const server = await startHttpServer({
      args: ['--gitlab-url', sandbox.url, '--http-addr', socketPath, '--http-socket-mode', '0600'],
    });
    try {
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      const status = await new Promise<number>((resolve, reject) =>
        httpRequest({ socketPath, path: '/health' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end(),
      );
      expect(status).toBe(200);
      const healthy = await run(process.execPath, [SERVER_BIN, '--probe', '--http-addr', socketPath]);
      expect(healthy.stderr).toBe('');
    } finally {
      await server.stop();
    }
    await expect(
      run(process.execPath, [SERVER_BIN, '--probe', '--http-addr', socketPath]),
    ).rejects.toMatchObject({
      code: 1,
    });
  });

  it('refuses --allow-any-gitlab-url on a listener other machines can reach', async () => {
    await expect(
      run(process.execPath, [SERVER_BIN, '--http', '--http-addr', '0.0.0.0:0', '--allow-any-gitlab-url']),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('loopback or unix socket') });
  });
});
