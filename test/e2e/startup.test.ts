/**
 * Start-up as a person sees it in a client's log: each way it cannot start is one clear line on stderr (never a
 * stack trace) and a distinct exit code (1: GitLab unusable, 2: bad settings); --help and --version just work.
 * These spawn the built binary directly: an MCP client never sees exit codes.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { closedPort, runToExit } from '../support/server-process.js';
import type { Exited } from '../support/server-process.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../apps/server/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The fatal records on stderr: a process whose stderr is not a terminal (a client's log, a container's) ends with one
 * JSON line carrying `exit_code`, like every other log line (docs/getting-started.md).
 */
function fatalLines(exited: Exited): string[] {
  return exited.stderr
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const record = JSON.parse(line) as { level: string; msg: string; exit_code?: number };
      return record.exit_code === undefined ? [] : [record.msg];
    });
}

/** Exactly one fatal line, with the exit code the process ended with, no stack trace, nothing on stdout. */
function theOneLine(exited: Exited): string {
  const lines = fatalLines(exited);
  expect(lines, exited.stderr).toHaveLength(1);
  expect(exited.stderr).toContain(`"exit_code":${exited.code}}`);
  expect(exited.stderr).not.toMatch(/^\s+at /m);
  expect(exited.stdout).toBe('');
  return lines[0]!;
}

// Each test runs its own process: they run concurrently, so the file takes as long as its slowest start.
describe.concurrent('start-up failures', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox?.close());

  it('an unreachable GitLab: exit 1 with one line naming the URL', async () => {
    const exited = await runToExit({
      env: { GITLAB_URL: 'http://127.0.0.1:1', GITLAB_TOKEN: 'glpat-e2e-unreachable-0001' },
    });
    expect(exited.code).toBe(1);
    const line = theOneLine(exited);
    expect(line).toMatch(/^Could not reach GitLab at http:\/\/127\.0\.0\.1:1\b/);
    // Said once (issue 22: "cannot reach GitLab at X: Could not reach GitLab at X").
    expect(line.match(/reach GitLab/gi)).toHaveLength(1);
  });

  it('a port where nothing listens: exit 1 with one line naming the URL', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const exited = await runToExit({ env: { GITLAB_URL: url, GITLAB_TOKEN: 'glpat-e2e-unreachable-0002' } });
    expect(exited.code).toBe(1);
    expect(theOneLine(exited)).toContain(`Could not reach GitLab at ${url}`);
  });

  it('a token GitLab rejects: exit 1 with one line naming GITLAB_TOKEN, never the token', async () => {
    const token = 'glpat-e2e-rejected-token-0003';
    const exited = await runToExit({ env: { GITLAB_URL: sandbox.url, GITLAB_TOKEN: token } });
    expect(exited.code).toBe(1);
    const line = theOneLine(exited);
    expect(line).toContain('GITLAB_TOKEN');
    expect(line).toContain('401');
    expect(exited.stderr).not.toContain(token);
  });

  it('a bad setting: exit 2 with one line naming the variable and what it accepts', async () => {
    const exited = await runToExit({
      env: { GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'bogus' },
    });
    expect(exited.code).toBe(2);
    const line = theOneLine(exited);
    expect(line).toContain('GITLAB_MCP_TOOL_SURFACE');
    expect(line).toContain('bogus');
    expect(line).toMatch(/dynamic, meta, individual/);
    expect(exited.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a bad boolean: exit 2 naming the variable and "true or false"', async () => {
    const exited = await runToExit({
      env: { GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api, GITLAB_MCP_READ_ONLY: 'maybe' },
    });
    expect(exited.code).toBe(2);
    const line = theOneLine(exited);
    expect(line).toContain('GITLAB_MCP_READ_ONLY');
    expect(line).toContain('true or false');
  });

  it('an unknown flag: exit 2 with one line naming it', async () => {
    const exited = await runToExit({
      args: ['--no-such-flag'],
      env: { GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api },
    });
    expect(exited.code).toBe(2);
    expect(theOneLine(exited)).toContain('--no-such-flag');
  });

  it('no token, started by a client (stdin not a terminal): exit 2 with one line naming GITLAB_TOKEN', async () => {
    const exited = await runToExit({ env: { GITLAB_URL: sandbox.url } });
    expect(exited.code).toBe(2);
    expect(theOneLine(exited)).toContain('GITLAB_TOKEN');
  });
});

describe.concurrent('--help and --version', () => {
  it('--help prints every setting and exits 0 without GitLab or a token', async () => {
    const exited = await runToExit({ args: ['--help'] });
    expect(exited.code).toBe(0);
    expect(exited.stdout).toContain('Usage: gitlab-mcp');
    for (const name of [
      'GITLAB_URL',
      'GITLAB_TOKEN',
      'GITLAB_MCP_TOOL_SURFACE',
      'GITLAB_MCP_READ_ONLY',
      'GITLAB_MCP_SAFE_MODE',
    ]) {
      expect(exited.stdout).toContain(name);
    }
    expect(exited.stderr).toBe('');
  });

  it('--version prints the package version and exits 0', async () => {
    const exited = await runToExit({ args: ['--version'] });
    expect(exited.code).toBe(0);
    expect(exited.stdout).toBe(`${VERSION}\n`);
    expect(exited.stderr).toBe('');
  });
});
