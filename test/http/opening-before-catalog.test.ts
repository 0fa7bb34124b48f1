/**
 * Issue 27, HTTP start-up: a credential's opening request (2025 `initialize`, 2026-07-28 `server/discover`) waits
 * for GitLab to accept the token, not for the catalog, which loads once the answer is written. The bundled server
 * runs with a hook that names every module it loads (test/support/module-load-log.mjs), written before the module
 * loads; the catalog's code is recognised by its own error text, whatever chunk the bundler puts it in.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { startHttpServer } from '../support/http-server.js';
import { MODERN_REVISION as MODERN, modernEnvelope } from '../support/modern-client.js';
import type { HttpServer } from '../support/http-server.js';

const LOAD_LOG = fileURLToPath(new URL('../support/module-load-log.mjs', import.meta.url));
/** A message of the catalog's loader (packages/catalog/src/catalog-source.ts): in the bundle only where it is. */
const CATALOG_MARK = 'no catalog module "';
/** A refusal of the SDK's Streamable HTTP transport (webStandardStreamableHttp.js), bundled with it alone. */
const SDK_TRANSPORT_MARK = 'Not Acceptable: Client must accept both application/json and text/event-stream';
/** A refusal of the v2 SDK's per-request transport (@modelcontextprotocol/server), bundled with its v2 line alone. */
const SDK_V2_MARK = 'PerRequestHTTPServerTransport serves exactly one exchange';
/** Long enough for a load started once an answer was written to be seen in the log. */
const SETTLE_MS = 500;
const ENVELOPE = modernEnvelope('opening-before-catalog');

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, START_TIMEOUT);
afterAll(() => sandbox?.close());

/** A fresh server per case: what one case loads must not count for the next. */
async function withServer(
  test: (server: HttpServer) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const server = await startHttpServer({
    args: ['--gitlab-url', sandbox.url],
    env: { NODE_OPTIONS: `--import=${LOAD_LOG}`, GITLAB_MCP_RATE_LIMIT_RPS: '0', ...env },
  });
  try {
    await test(server);
  } finally {
    await server.stop();
  }
}

/** Whether any bundle module loaded so far (as the server's log has come in) holds the catalog's code. */
function catalogLoaded(server: HttpServer): boolean {
  return loaded(server, CATALOG_MARK);
}

/** Whether any bundle module loaded so far holds `mark`. */
function loaded(server: HttpServer, mark: string): boolean {
  return server
    .stderr()
    .split('\n')
    .flatMap((line) => (line.startsWith('module-load file:') ? [line.slice('module-load '.length)] : []))
    .filter((url) => url.includes('/apps/server/dist/'))
    .some((url) => readFileSync(new URL(url), 'utf8').includes(mark));
}

async function post(
  server: HttpServer,
  token: string,
  message: { method: string; params: Record<string, unknown> },
  revision = '2025-11-25',
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'PRIVATE-TOKEN': token,
      'MCP-Protocol-Version': revision,
      ...(revision === MODERN ? { 'Mcp-Method': message.method } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...message }),
  });
  return { status: response.status, body: await response.text() };
}

const INITIALIZE = {
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'b', version: '1' } },
};

describe('an HTTP opening request', () => {
  it('initialize is answered once GitLab accepted the token, before the catalog, which loads after it', async () => {
    await withServer(async (server) => {
      sandbox.requests.clear();
      const opened = await post(server, sandbox.tokens.api, INITIALIZE);
      expect(opened.status).toBe(200);
      expect(opened.body).toContain('"protocolVersion":"2025-11-25"');
      // The token was checked with GitLab before the answer.
      expect(sandbox.requests.all().some((request) => request.path === '/user')).toBe(true);
      expect(catalogLoaded(server)).toBe(false);
      // Loaded once the answer was written, not when the client's next request needs it.
      await sleep(SETTLE_MS);
      expect(catalogLoaded(server)).toBe(true);

      const listed = await post(server, sandbox.tokens.api, { method: 'tools/list', params: {} });
      expect(listed.body).toContain('gitlab_execute_action');
    });
  });

  it('a stateless initialize is answered before the SDK transport loads, which loads after it', async () => {
    await withServer(async (server) => {
      const opened = await post(server, sandbox.tokens.api, INITIALIZE);
      expect(opened.status).toBe(200);
      expect(opened.body).toContain('"serverInfo"');
      expect(loaded(server, SDK_TRANSPORT_MARK)).toBe(false);
      // Loaded once the answer was written, for the next request (tools/list), which it serves.
      await sleep(SETTLE_MS);
      expect(loaded(server, SDK_TRANSPORT_MARK)).toBe(true);
      const listed = await post(server, sandbox.tokens.api, { method: 'tools/list', params: {} });
      expect(listed.body).toContain('gitlab_execute_action');
    });
  });

  // Stateful or not, the v2 handler keeps no session: both modes answer a discover the same way.
  it.each([
    ['stateless', 'true'],
    ['stateful', 'false'],
  ])(
    'a %s server/discover is answered before the v2 SDK and the catalog load, the SDK after it for the next request',
    async (_mode, stateless) => {
      await withServer(
        async (server) => {
          const opened = await post(
            server,
            sandbox.tokens.api,
            { method: 'server/discover', params: { _meta: ENVELOPE } },
            MODERN,
          );
          expect(opened.status).toBe(200);
          expect(opened.body).toContain('"supportedVersions":["2026-07-28"]');
          expect(loaded(server, SDK_V2_MARK)).toBe(false);
          expect(catalogLoaded(server)).toBe(false);
          // Loaded once the answer was written, for the next request (tools/list), which it serves.
          await sleep(SETTLE_MS);
          expect(loaded(server, SDK_V2_MARK)).toBe(true);
          const listed = await post(
            server,
            sandbox.tokens.api,
            { method: 'tools/list', params: { _meta: ENVELOPE } },
            MODERN,
          );
          expect(listed.status).toBe(200);
          expect(listed.body).toContain('gitlab_execute_action');
          expect(listed.body).toContain('"resultType":"complete"');
        },
        { GITLAB_MCP_STATELESS: stateless },
      );
    },
  );

  it('a token GitLab refuses is still answered 401, and the catalog is not loaded for it', async () => {
    await withServer(async (server) => {
      const refused = await post(server, 'glpat-refused-by-gitlab', INITIALIZE);
      expect(refused.status).toBe(401);
      expect(refused.body).toContain('rejected the token (401)');
      await sleep(SETTLE_MS);
      expect(catalogLoaded(server)).toBe(false);
    });
  });
});
