/**
 * Issue 22, for the people who run the server: settings errors that name their source, one duration syntax,
 * exclusions that fail closed, `check`, `--probe [URL]`, readiness, useful debug logs and warnings. Each test spawns
 * the built binary, against the sandbox where GitLab is involved.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { SERVER_BIN, START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import { startHttpServer } from '../support/http-server.js';
import { closedPort, runToExit, ServerProcess } from '../support/server-process.js';
import type { Exited } from '../support/server-process.js';

/** The `msg` of the fatal JSON line a non-terminal stderr ends with. */
function fatal(exited: Exited): string {
  const records = exited.stderr
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; exit_code?: number });
  const last = records.at(-1)!;
  expect(last.exit_code, exited.stderr).toBe(exited.code);
  return last.msg;
}

function logRecords(stderr: string): { level: string; msg: string; [field: string]: unknown }[] {
  return stderr
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string });
}

/** A home directory whose ~/.gitlab-mcp-server.env holds `text`. */
function homeWith(text: string): string {
  const home = mkdtempSync(join(tmpdir(), 'gitlab-mcp-home-'));
  writeFileSync(join(home, '.gitlab-mcp-server.env'), text);
  return home;
}

describe.concurrent('--help and --version whatever the settings hold (issue 22 item 1)', () => {
  const home = homeWith('GITLAB_MCP_TIER=platinum\n');
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  for (const args of [
    ['--help'],
    ['--version'],
    ['--help', '--no-such-flag'],
    ['--version', '--env-file', '/nowhere'],
  ])
    it(`${args.join(' ')} exits 0 with a bad variable and a bad dotenv file`, async () => {
      // Through the #! line, as a shell runs it: `node <bin> --env-file x` is Node's own flag on Node 20.
      const exited = await runToExit({ args, home, env: { GITLAB_MCP_READ_ONLY: 'maybe' }, direct: true });
      expect(exited.stderr).toBe('');
      expect(exited.code).toBe(0);
      expect(exited.stdout).not.toBe('');
    });

  it('--help writes durations as they are read, and lists the commands', async () => {
    const { stdout } = await runToExit({ args: ['--help'] });
    expect(stdout).toMatch(/--request-timeout .* \[30s\]$/m);
    expect(stdout).toMatch(/--session-timeout .* \[30m\]$/m);
    expect(stdout).toMatch(/--action-timeout .* \[1h5m\]$/m);
    expect(stdout).not.toMatch(/\[(30000|1800000)\]/);
    expect(stdout).toContain('--probe [URL]');
    expect(stdout).toContain('check [--json]');
    expect(stdout).toContain('--shutdown');
    expect(stdout).toMatch(/--resource-policy-uri .*also --oauth-policy-uri/);
  });
});

describe.concurrent('settings errors name their source (issue 22 items 1, 2, 6)', () => {
  it('a bad value in ~/.gitlab-mcp-server.env names the variable and the file', async () => {
    const home = homeWith('GITLAB_MCP_TIER=platinum\n');
    const exited = await runToExit({ home, env: { GITLAB_TOKEN: 'glpat-e2e-unused-000000001' } });
    rmSync(home, { recursive: true, force: true });
    expect(exited.code).toBe(2);
    expect(fatal(exited)).toBe(
      `GITLAB_MCP_TIER="platinum" (in ${home}/.gitlab-mcp-server.env) is not valid: expected one of auto, free, ce, premium, ultimate`,
    );
  });

  it('a bad flag value names the flag', async () => {
    const exited = await runToExit({ args: ['--tier', 'platinum'] });
    expect(exited.code).toBe(2);
    expect(fatal(exited)).toMatch(/^--tier="platinum" is not valid/);
  });

  it('a missing --env-file: our own message and exit 2, also when started through the #! line', async () => {
    const exited = await runToExit({ args: ['--env-file', '/nowhere/gitlab.env'], direct: true });
    expect(exited.code).toBe(2);
    expect(fatal(exited)).toBe('--env-file names /nowhere/gitlab.env, which does not exist');
    const byVariable = await runToExit({ env: { GITLAB_MCP_ENV_FILE: '/nowhere/gitlab.env' } });
    expect(byVariable.code).toBe(2);
    expect(fatal(byVariable)).toBe('GITLAB_MCP_ENV_FILE names /nowhere/gitlab.env, which does not exist');
  });

  it('milliseconds without a unit are refused with the syntax --help shows', async () => {
    const exited = await runToExit({ args: ['--request-timeout', '30000'] });
    expect(exited.code).toBe(2);
    expect(fatal(exited)).toBe(
      '--request-timeout="30000" is not valid: expected a duration such as 30s, 15m or 1h30m (units ms, s, m, h)',
    );
  });
});

describe('with a GitLab', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox?.close());
  const env = () => ({ GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api });

  describe.concurrent('exclusions fail closed (issue 22 item 3)', () => {
    it('names matching no action or tool stop the server, listed', async () => {
      const exited = await runToExit({
        env: { ...env(), GITLAB_MCP_EXCLUDE_TOOLS: 'user.blok,branch.list,gitlab_branch,gitlab_nothing' },
      });
      expect(exited.code).toBe(2);
      expect(fatal(exited)).toMatch(
        /^GITLAB_MCP_EXCLUDE_TOOLS names what no action or tool is called: user\.blok, gitlab_nothing \(/,
      );
    });
  });

  describe.concurrent('gitlab-mcp check (issue 22 item 4)', () => {
    it('prints what it verified for a person and exits 0', async () => {
      const exited = await runToExit({ args: ['check'], env: env() });
      expect(exited.code, exited.stderr).toBe(0);
      expect(exited.stdout).toContain(`gitlab-mcp check: ${sandbox.url} (plain http, no TLS)`);
      expect(exited.stdout).toMatch(/✓ token of root \(administrator\), scopes api,/);
      expect(exited.stdout).toMatch(/✓ tier ultimate \(license\)/);
      expect(exited.stdout).toMatch(/✓ catalog: 1,0\d\d of 1,0\d\d actions served/);
      expect(exited.stdout.trim().endsWith('ok')).toBe(true);
    });

    it('--json: one document a script reads; a read_api token is served only reads', async () => {
      // Its own GitLab: the request log then holds this check's requests only.
      const own = await startSandbox();
      const exited = await runToExit({
        args: ['check', '--json'],
        env: { GITLAB_URL: own.url, GITLAB_TOKEN: own.tokens.readApi },
      });
      const paths = own.requests.all().map((request) => `${request.method} ${request.path}`);
      await own.close();
      expect(exited.code, exited.stderr).toBe(0);
      const report = JSON.parse(exited.stdout) as {
        ok: boolean;
        gitlab: { user: string; scopes: string[]; tier: string };
        catalog: { served: number; total: number; withheld: Record<string, number> };
      };
      expect(report).toMatchObject({
        ok: true,
        gitlab: { user: 'root', scopes: ['read_api'], tier: 'ultimate' },
      });
      const withheld = Object.values(report.catalog.withheld).reduce((sum, count) => sum + count, 0);
      expect(report.catalog.withheld.read_only).toBeGreaterThan(100);
      expect(report.catalog.served + withheld).toBe(report.catalog.total);
      // The start-up probe and nothing else.
      expect(paths.sort()).toEqual([
        'GET /license',
        'GET /personal_access_tokens/self',
        'GET /user',
        'GET /version',
      ]);
    });

    it('a token GitLab refuses: exit 1, never the token', async () => {
      const token = 'glpat-e2e-check-refused-0001';
      const exited = await runToExit({ args: ['check', '--json'], env: { ...env(), GITLAB_TOKEN: token } });
      expect(exited.code).toBe(1);
      const report = JSON.parse(exited.stdout) as { ok: boolean; problem: string };
      expect(report.ok).toBe(false);
      expect(report.problem).toMatch(/rejected GITLAB_TOKEN \(401\)/);
      expect(exited.stdout + exited.stderr).not.toContain(token);
    });

    it('GitLab unreachable: exit 1 with the reason said once', async () => {
      const url = `http://127.0.0.1:${await closedPort()}`;
      const exited = await runToExit({ args: ['check'], env: { ...env(), GITLAB_URL: url } });
      expect(exited.code).toBe(1);
      expect(exited.stdout).toContain(`✗ Could not reach GitLab at ${url}`);
      expect(exited.stdout.match(/reach GitLab/g)).toHaveLength(1);
    });

    it('bad settings: exit 2 before GitLab is asked', async () => {
      const exited = await runToExit({ args: ['check'], env: { ...env(), GITLAB_MCP_TIER: 'platinum' } });
      expect(exited.code).toBe(2);
      expect(fatal(exited)).toContain('GITLAB_MCP_TIER');
    });

    it('a GITLAB_URL ending in /api/v4 gets a hint, not a bare 404', async () => {
      const exited = await runToExit({
        args: ['check'],
        env: { ...env(), GITLAB_URL: `${sandbox.url}/api/v4` },
      });
      expect(exited.code).toBe(1);
      expect(exited.stdout).toContain(
        `GITLAB_URL ends with /api/v4: give the instance's address, ${sandbox.url}`,
      );
    });
  });

  describe.concurrent('--probe and /ready (issue 22 item 5)', () => {
    it('nothing answering: exit 1 and a line saying where it asked', async () => {
      const port = await closedPort();
      const exited = await runToExit({ args: ['--probe', '--http-addr', `127.0.0.1:${port}`] });
      expect(exited.code).toBe(1);
      expect(fatal(exited)).toMatch(
        new RegExp(`^nothing answers at http://127\\.0\\.0\\.1:${port}/health: .*ECONNREFUSED`),
      );
      const byUrl = await runToExit({ args: ['--probe', `http://127.0.0.1:${port}`] });
      expect(byUrl.code).toBe(1);
      expect(fatal(byUrl)).toContain(`nothing answers at http://127.0.0.1:${port}/health`);
    });

    it('a URL that is none: exit 1 saying so', async () => {
      const exited = await runToExit({ args: ['--probe', 'localhost-8080'] });
      expect(exited.code).toBe(1);
      expect(fatal(exited)).toContain('is not a URL');
    });

    it('a running server: --probe URL exits 0; /ready says GitLab answers, or 503 when it does not', async () => {
      const up = await startHttpServer({ env: { GITLAB_URL: sandbox.url } });
      const down = await startHttpServer({ env: { GITLAB_URL: `http://127.0.0.1:${await closedPort()}` } });
      try {
        const probed = await runToExit({ args: ['--probe', up.url] });
        expect(probed.code, probed.stderr).toBe(0);
        expect(probed.stdout).toBe(`ok: ${up.url}/health answered 200\n`);

        const ready = await fetch(`${up.url}/ready`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toMatchObject({
          status: 'ready',
          gitlab: [{ url: sandbox.url, answers: true }],
        });

        expect((await fetch(`${down.url}/health`)).status).toBe(200);
        const notReady = await fetch(`${down.url}/ready`);
        expect(notReady.status).toBe(503);
        expect(await notReady.json()).toMatchObject({
          status: 'gitlab_unreachable',
          gitlab: [{ answers: false }],
        });
      } finally {
        await up.stop();
        await down.stop();
      }
    });
  });

  describe.concurrent('logs that help (issue 22 item 7)', () => {
    it(
      'debug: the resolved settings and each GitLab request, never the token',
      async () => {
        const harness = await startHarness({ args: ['--log-level', 'debug'] });
        try {
          await harness.call('gitlab_execute_action', {
            action: 'branch.list',
            params: { project_id: 'group/project' },
          });
          const records = logRecords(harness.stderr());
          const settings = records.find((record) => record.msg === 'settings resolved');
          expect(settings).toMatchObject({ token: 'set', logLevel: 'debug', gitlabUrl: harness.sandbox.url });
          const requests = records.filter((record) => record.msg === 'gitlab request');
          expect(requests).toContainEqual(
            expect.objectContaining({
              method: 'GET',
              path: '/api/v4/user',
              status: 200,
              ms: expect.any(Number),
            }),
          );
          expect(requests).toContainEqual(
            expect.objectContaining({
              method: 'GET',
              path: expect.stringMatching(/\/repository\/branches$/),
              status: 200,
            }),
          );
          expect(harness.stderr()).not.toContain(harness.sandbox.tokens.api);
        } finally {
          await harness.close();
        }
      },
      START_TIMEOUT,
    );

    it(
      'info: no request lines; skip-TLS and a non-loopback --pprof-addr are each one warning',
      async () => {
        const harness = await startHarness({
          env: { GITLAB_MCP_SKIP_TLS_VERIFY: 'true', GITLAB_MCP_PPROF_ADDR: '0.0.0.0:6060' },
        });
        try {
          const records = logRecords(harness.stderr());
          expect(records.filter((record) => record.msg === 'gitlab request')).toEqual([]);
          const warnings = records.filter((record) => record.level === 'warn').map((record) => record.msg);
          expect(warnings.filter((msg) => msg.startsWith('GITLAB_MCP_SKIP_TLS_VERIFY is on'))).toHaveLength(
            1,
          );
          expect(warnings.filter((msg) => msg.startsWith('--pprof-addr ignored'))).toHaveLength(1);
        } finally {
          await harness.close();
        }
      },
      START_TIMEOUT,
    );

    it(
      'a loopback --pprof-addr opens the Node inspector there',
      async () => {
        const harness = await startHarness({ args: ['--pprof-addr', '127.0.0.1:0'] });
        try {
          const opened = logRecords(harness.stderr()).find((record) =>
            record.msg.startsWith('node inspector listening'),
          );
          expect(opened?.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
        } finally {
          await harness.close();
        }
      },
      START_TIMEOUT,
    );
  });

  describe.concurrent('reference settings at work (issue 26)', () => {
    it(
      'GITLAB_MCP_DESCRIPTION_SUBSTITUTIONS rewrites words of tool titles and descriptions',
      async () => {
        const plain = await startHarness({ surface: 'meta' });
        const rewritten = await startHarness({
          surface: 'meta',
          env: { GITLAB_MCP_DESCRIPTION_SUBSTITUTIONS: 'delete=remove,Delete=Remove' },
        });
        try {
          const before = plain.tools.find((tool) => tool.name === 'gitlab_branch')!;
          const after = rewritten.tools.find((tool) => tool.name === 'gitlab_branch')!;
          expect(before.description).toMatch(/\bdelete\b/);
          expect(after.description).not.toMatch(/\b[Dd]elete\b/);
          expect(after.description).toBe(
            before.description!.replace(/\bdelete\b/g, 'remove').replace(/\bDelete\b/g, 'Remove'),
          );
          expect(after.inputSchema).toEqual(before.inputSchema);
        } finally {
          await plain.close();
          await rewritten.close();
        }
      },
      START_TIMEOUT,
    );

    it(
      '--action-timeout answers a call still running as timed out, and cancels it',
      async () => {
        const harness = await startHarness({ args: ['--action-timeout', '300ms'] });
        try {
          harness.sandbox.faults.add({ path: /\/repository\/branches$/, fault: { kind: 'delay', ms: 3000 } });
          const result = await harness.call('gitlab_execute_action', {
            action: 'branch.list',
            params: { project_id: 'group/project' },
          });
          expect(result.isError).toBe(true);
          expect(textOf(result)).toContain(
            'branch.list was still running after 300ms (GITLAB_MCP_ACTION_TIMEOUT)',
          );
          // Cancelled, not only answered: the request in flight is aborted, as a client's cancellation does.
          await vi.waitFor(() => expect(harness.stderr()).toContain('"msg":"call cancelled"'), {
            timeout: 2000,
          });
        } finally {
          await harness.close();
        }
      },
      START_TIMEOUT,
    );

    it(
      '--shutdown ends the running instances of this installation',
      async () => {
        // A copy of the build: --shutdown must not end the servers other test files run from the shared one.
        const copy = mkdtempSync(join(tmpdir(), 'gitlab-mcp-install-'));
        cpSync(dirname(SERVER_BIN), copy, { recursive: true });
        const bin = join(copy, 'gitlab-mcp.cjs');
        try {
          const running = new ServerProcess({ bin, env: env(), timeoutMs: 30_000 });
          await running.request(1, 'initialize', {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: 'e2e', version: '1' },
          });
          const shutdown = await runToExit({ bin, args: ['--shutdown'] });
          expect(shutdown.code, shutdown.stderr).toBe(0);
          expect(shutdown.stdout).toMatch(/^ended 1 instance\(s\) of gitlab-mcp: \d+\n$/);
          expect((await running.exited).signal).toBe('SIGTERM');
          const again = await runToExit({ bin, args: ['--shutdown'] });
          expect(again.stdout).toBe('no running instance of gitlab-mcp for this user\n');
        } finally {
          rmSync(copy, { recursive: true, force: true });
        }
      },
      START_TIMEOUT,
    );
  });
});
