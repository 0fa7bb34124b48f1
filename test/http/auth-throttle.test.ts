/**
 * Issue 20, finding 5, against the built server: ten bad tokens from one address slow that address down, but a
 * credential GitLab has already accepted keeps working from it (callers behind one proxy share an address); a bad
 * token costs one GitLab request, not one per probe step; and requests that arrive through a proxy nobody trusted
 * are warned about once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

let sandbox: Sandbox;
let server: HttpServer;

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await startHttpServer({ args: ['--gitlab-url', sandbox.url, '--stateless'] });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
});

const call = (token: string, headers: Record<string, string> = {}) =>
  postMcp(server.url, { 'PRIVATE-TOKEN': token, ...headers }, executeCall('user.current', {}));

describe('the failed-authentication throttle', () => {
  it('locks out new tokens from a guessing address, not a credential GitLab already accepted', async () => {
    expect((await call(sandbox.tokens.api)).status).toBe(200);
    sandbox.requests.clear();
    for (let guess = 0; guess < 10; guess += 1) {
      const response = await call(`glpat-wrong-guess-${guess}`, { 'X-Forwarded-For': '203.0.113.7' });
      expect(response.status).toBe(401);
    }
    // One request per bad token: /user refused it, nothing else was asked.
    expect(sandbox.requests.all().map((request) => request.path)).toEqual(
      Array.from({ length: 10 }, () => expect.stringMatching(/^(\/api\/v4)?\/user$/)),
    );
    expect((await call('glpat-another-guess')).status).toBe(429);
    const validated = await call(sandbox.tokens.api);
    expect(validated.status).toBe(200);
  });

  it('warns once that X-Forwarded-For arrives while no proxy is trusted', () => {
    const warnings = server.stderr().match(/requests carry X-Forwarded-For but no proxy is trusted/g) ?? [];
    expect(warnings).toHaveLength(1);
    expect(server.stderr()).toContain('GITLAB_MCP_TRUSTED_PROXIES');
  });
});
