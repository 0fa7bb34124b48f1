/**
 * Contract: a self-signed HTTPS instance is reached with its CA in NODE_EXTRA_CA_CERTS (read by Node at start-up, so
 * the client runs in a child process), refused without it with an error naming the fix, and reached with
 * GITLAB_MCP_SKIP_TLS_VERIFY (skipTlsVerify).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient } from './rest-client.js';
import { SANDBOX_NOW } from './test-support/sandbox.js';

const PACKAGE_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

let dir: string;
let certPath: string;
let sandbox: Sandbox;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gitlab-mcp-tls-'));
  certPath = join(dir, 'cert.pem');
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      certPath,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  sandbox = await startSandbox({
    now: SANDBOX_NOW,
    tls: { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(certPath, 'utf8') },
  });
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = (skipTlsVerify: boolean) =>
  createRestClient({
    url: sandbox.url,
    credential: { kind: 'private', token: sandbox.tokens.api },
    skipTlsVerify,
  });

/** Bundles a tiny program that calls the client once and prints what happened, then runs it with `env`. */
async function runChild(
  env: Record<string, string>,
): Promise<{ ok: boolean; id?: number; failure?: string }> {
  const entry = join(dir, 'child.mjs');
  await build({
    stdin: {
      contents: `
        import { createRestClient } from '@gitlab-mcp/rest';
        const rest = createRestClient({ url: process.env.GITLAB_URL, credential: { kind: 'private', token: process.env.GITLAB_TOKEN } });
        try {
          const { data } = await rest.request('GET', 'projects/42');
          process.stdout.write(JSON.stringify({ ok: true, id: data.id }));
        } catch (error) {
          process.stdout.write(JSON.stringify({ ok: false, failure: error.details?.failure, message: error.message }));
        }`,
      resolveDir: PACKAGE_DIR,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['gitlab-mcp-source'],
    outfile: entry,
    logLevel: 'silent',
    // gitbeaker's qs uses require(): give the ESM bundle one.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api, ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  return JSON.parse(out) as { ok: boolean; id?: number; failure?: string };
}

describe('self-signed HTTPS', () => {
  it('is refused without the CA, with a TLS error that names the fix', async () => {
    const rest = client(false);
    const error = await rest.request('GET', 'projects/42').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'gitlab_transport' });
    expect(error).toMatchObject({ details: { failure: 'tls' } });
    expect((error as Error).message).toContain('NODE_EXTRA_CA_CERTS');
    expect((error as Error).message).toContain('GITLAB_MCP_SKIP_TLS_VERIFY');
  });

  it('is reached with the CA in NODE_EXTRA_CA_CERTS, and refused by the same program without it', async () => {
    await expect(runChild({ NODE_EXTRA_CA_CERTS: certPath })).resolves.toEqual({ ok: true, id: 42 });
    await expect(runChild({})).resolves.toMatchObject({ ok: false, failure: 'tls' });
  }, 30_000);

  it('is reached with GITLAB_MCP_SKIP_TLS_VERIFY (skipTlsVerify)', async () => {
    const rest = client(true);
    await expect(rest.request('GET', 'projects/42')).resolves.toMatchObject({
      data: { id: 42 },
    });
  });
});
