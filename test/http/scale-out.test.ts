/**
 * Two server instances behind nginx (round robin), sharing one rate limit per credential through Redis: what a
 * team running the server for many users deploys. nginx and Redis are Debian packages that `.ci/run` installs;
 * on a machine without them this file is skipped unless GITLAB_MCP_REQUIRE_SCALE_OUT is set (CI sets it).
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import { closedPort } from '../support/server-process.js';
import type { HttpServer } from '../support/http-server.js';

const available = ['nginx', 'redis-server'].every((binary) => {
  try {
    execFileSync('sh', ['-c', `command -v ${binary} || test -x /usr/sbin/${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // not installed: the suite is skipped below, or fails when CI requires it
  }
});
const required = process.env.GITLAB_MCP_REQUIRE_SCALE_OUT === '1';
const RPS = 1;
const BURST = 4;

let dir: string;
let sandbox: Sandbox;
let redis: ChildProcess;
let nginx: ChildProcess;
let instances: HttpServer[] = [];
let balancer: string;

describe.skipIf(!available && !required)('two instances behind nginx, one rate limit through Redis', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gitlab-mcp-scale-'));
    sandbox = await startSandbox();
    const redisPort = await closedPort();
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(redisPort);
    const shared = ['--gitlab-url', sandbox.url, '--redis-url', `redis://127.0.0.1:${redisPort}`];
    const limits = ['--rate-limit-rps', String(RPS), '--rate-limit-burst', String(BURST)];
    instances = await Promise.all([0, 1].map(() => startHttpServer({ args: [...shared, ...limits] })));
    const port = await closedPort();
    nginx = spawn(
      nginxBinary(),
      ['-p', dir, '-c', nginxConfig(dir, port, instances), '-e', join(dir, 'error.log')],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port);
    balancer = `http://127.0.0.1:${port}`;
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(instances.map((instance) => instance.stop()));
    redis?.kill();
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves one stateless client’s calls alternately from both instances, each answer right', async () => {
    const upstreams: string[] = [];
    for (let call = 0; call < BURST; call += 1) {
      const response = await postMcp(
        balancer,
        { 'PRIVATE-TOKEN': sandbox.tokens.api },
        executeCall('branch.get', { project_id: 'group/project', branch_name: 'main' }),
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('## Branch: main');
      upstreams.push(response.headers.get('x-upstream') ?? '');
    }
    expect(new Set(upstreams).size).toBe(2);
    for (let index = 1; index < upstreams.length; index += 1)
      expect(upstreams[index]).not.toBe(upstreams[index - 1]);
  });

  it('shares one limit per credential across the instances', async () => {
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        postMcp(balancer, { 'PRIVATE-TOKEN': sandbox.tokens.alice }, executeCall('user.current', {})),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const accepted = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect(new Set(responses.map((response) => response.headers.get('x-upstream'))).size).toBe(2);
    // Apart, the two instances would let through twice the burst; together they let through one.
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(BURST + RPS * Math.ceil(seconds + 1));
    expect(accepted.length).toBeLessThan(2 * BURST);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await Promise.all(responses.map((response) => response.text()));
  });
});

function nginxBinary(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/sbin/nginx'; // Debian installs it outside a normal user's PATH
  }
}

function nginxConfig(prefix: string, port: number, upstreams: HttpServer[]): string {
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const path = join(prefix, 'nginx.conf');
  const servers = upstreams.map((instance) => `    server ${new URL(instance.url).host};`).join('\n');
  writeFileSync(
    path,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  upstream mcp {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://mcp;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The servers listen on loopback, where a Host that is not a loopback name is refused (DNS rebinding).
      proxy_set_header Host $http_host;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  return path;
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port}`);
}
