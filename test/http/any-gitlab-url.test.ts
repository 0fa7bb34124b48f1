/**
 * Issue 20, findings 2, 3, 7 and 9, against the built server: in any-GitLab-URL mode a caller's GITLAB-URL is
 * refused when it carries user info or names a private, loopback or metadata address; the refusal never says what
 * the name resolved to and never repeats a password; and GitLab (here the sandbox on loopback) receives nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

let sandbox: Sandbox;
let anyUrl: HttpServer;
let anyPrivate: HttpServer;
const elsewhere = 'https://gitlab.operator.example';

beforeAll(async () => {
  sandbox = await startSandbox();
  [anyUrl, anyPrivate] = await Promise.all([
    startHttpServer({ args: ['--gitlab-url', elsewhere, '--allow-any-gitlab-url'] }),
    startHttpServer({
      args: ['--gitlab-url', elsewhere, '--allow-any-gitlab-url'],
      env: { GITLAB_MCP_ALLOW_PRIVATE_INSTANCES: 'true' },
    }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([anyUrl?.stop(), anyPrivate?.stop()]);
  await sandbox?.close();
});

async function pick(server: HttpServer, gitlabUrl: string) {
  sandbox.requests.clear();
  const response = await postMcp(
    server.url,
    { 'PRIVATE-TOKEN': sandbox.tokens.api, 'GITLAB-URL': gitlabUrl },
    executeCall('user.current', {}),
  );
  return { status: response.status, text: await response.text() };
}

const port = () => new URL(sandbox.url).port;

describe('any-GitLab-URL mode', () => {
  it('refuses a name that resolves to loopback without saying what it resolved to', async () => {
    const { status, text } = await pick(anyUrl, `http://localhost:${port()}`);
    expect(status).toBe(400);
    expect(text).toContain('private or loopback');
    expect(text).not.toMatch(/127\.0\.0\.1|::1\b/);
    expect(sandbox.requests.all()).toEqual([]);
  });

  it.each([
    'http://169.254.169.254',
    'http://169.254.170.2',
    'http://100.100.100.200',
    'http://[fd00:ec2::254]',
  ])('refuses the metadata address %s even when private instances are allowed', async (url) => {
    const { status, text } = await pick(anyPrivate, url);
    expect(status).toBe(400);
    expect(text).toContain('always refused');
  });

  it('refuses a GITLAB-URL with user info and never repeats it', async () => {
    const { status, text } = await pick(anyPrivate, `http://alice:s3cret@localhost:${port()}`);
    expect(status).toBe(400);
    expect(text).toContain('without user:password@');
    expect(text).not.toMatch(/s3cret|alice/);
    expect(sandbox.requests.all()).toEqual([]);
  });

  it('with private instances allowed, a loopback pick is served', async () => {
    const { status } = await pick(anyPrivate, `http://localhost:${port()}`);
    expect(status).toBe(200);
    expect(sandbox.requests.all().length).toBeGreaterThan(0);
  });
});
