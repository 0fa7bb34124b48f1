/**
 * OAuth mode (`--auth-mode oauth`), issue 9: the server publishes RFC 9728 metadata naming GitLab as the
 * authorization server, takes GitLab OAuth access tokens as Bearer tokens, has GitLab confirm each one
 * (`/oauth/token/info`) once per cache lifetime, and refuses tokens of applications outside its allow-list.
 */
import { spawnSync } from 'node:child_process';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { readApiOAuthGitLab, startGitLabProxy } from '../support/gitlab-proxy.js';
import type { GitLabProxy } from '../support/gitlab-proxy.js';
import { SERVER_BIN, textOf } from '../support/harness.js';
import { connectHttpClient, executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

const PUBLIC_URL = 'https://mcp.example.com';
const METADATA_URL = `${PUBLIC_URL}/.well-known/oauth-protected-resource`;
/** The lifetime the short-lived GitLab below gives every OAuth token, in seconds. */
const SHORT_LIFETIME = 2;

let sandbox: Sandbox;
/** The sandbox shortening every OAuth token's remaining lifetime, so the cache's expiry can be watched. */
let shortLived: GitLabProxy;
/** The sandbox answering for its OAuth token as for one granted read_api only. */
let readApi: GitLabProxy;
let applicationUid: string;
let oauth: HttpServer;
let refusing: HttpServer;
let legacy: HttpServer;
let expiring: HttpServer;
let throttled: HttpServer;
let readOnly: HttpServer;

beforeAll(async () => {
  sandbox = await startSandbox();
  [shortLived, readApi] = await Promise.all([
    startGitLabProxy(sandbox.url, {
      tokenInfo: (info) => ({ ...info, expires_in: SHORT_LIFETIME, expires_in_seconds: SHORT_LIFETIME }),
    }),
    readApiOAuthGitLab(sandbox.url),
  ]);
  const info = await fetch(`${sandbox.url}/oauth/token/info`, {
    headers: { Authorization: `Bearer ${sandbox.tokens.oauth}` },
  });
  applicationUid = ((await info.json()) as { application: { uid: string } }).application.uid;
  const oauthMode = ['--auth-mode', 'oauth', '--public-url', PUBLIC_URL];
  [oauth, refusing, legacy, expiring, throttled, readOnly] = await Promise.all([
    startHttpServer({
      args: [
        ...oauthMode,
        '--gitlab-url',
        sandbox.url,
        '--oauth-client-uid',
        `another-application,${applicationUid}`,
        '--oauth-resource-documentation',
        'https://docs.example.com/gitlab-mcp',
        '--oauth-policy-uri',
        'https://example.com/policy',
        '--oauth-tos-uri',
        'https://example.com/tos',
      ],
    }),
    startHttpServer({
      args: [...oauthMode, '--gitlab-url', sandbox.url, '--oauth-client-uid', 'another-application'],
    }),
    startHttpServer({ args: ['--gitlab-url', sandbox.url] }),
    startHttpServer({
      args: [...oauthMode, '--gitlab-url', shortLived.url],
    }),
    startHttpServer({ args: [...oauthMode, '--gitlab-url', sandbox.url] }),
    startHttpServer({ args: [...oauthMode, '--gitlab-url', readApi.url] }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([oauth, refusing, legacy, expiring, throttled, readOnly].map((server) => server?.stop()));
  await Promise.all([shortLived?.close(), readApi?.close()]);
  await sandbox?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const tokenInfoRequests = () =>
  sandbox.requests.all().filter((request) => request.path === '/oauth/token/info');

describe('protected resource metadata (RFC 9728)', () => {
  it('names the resource, GitLab as authorization server, the header method, scopes and the documents', async () => {
    const response = await fetch(`${oauth.url}/.well-known/oauth-protected-resource`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({
      resource: `${PUBLIC_URL}/mcp`,
      authorization_servers: [sandbox.url],
      bearer_methods_supported: ['header'],
      scopes_supported: ['api', 'read_api'],
      resource_name: 'GitLab MCP server',
      resource_documentation: 'https://docs.example.com/gitlab-mcp',
      resource_policy_uri: 'https://example.com/policy',
      resource_tos_uri: 'https://example.com/tos',
    });
  });

  it('answers the same document at the path-suffixed form, with the security headers of every answer', async () => {
    const [bare, suffixed] = await Promise.all([
      fetch(`${oauth.url}/.well-known/oauth-protected-resource`),
      fetch(`${oauth.url}/.well-known/oauth-protected-resource/mcp`),
    ]);
    expect(suffixed.status).toBe(200);
    expect(await suffixed.json()).toEqual(await bare.json());
    expect(suffixed.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(suffixed.headers.get('x-frame-options')).toBe('DENY');
    expect(suffixed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(suffixed.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves out the document URIs that are not configured', async () => {
    const document = (await (
      await fetch(`${refusing.url}/.well-known/oauth-protected-resource`)
    ).json()) as object;
    expect(Object.keys(document)).not.toContain('resource_tos_uri');
    expect(Object.keys(document)).not.toContain('resource_documentation');
  });

  it('is a 404 in legacy mode, as the reference server answers', async () => {
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
    ]) {
      const response = await fetch(`${legacy.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    }
  });
});

describe('OAuth access tokens on /mcp', () => {
  it('without a token: 401 whose WWW-Authenticate points at the metadata, and a JSON-RPC error saying what to do', async () => {
    sandbox.requests.clear();
    const response = await postMcp(oauth.url, {}, executeCall('user.current', {}));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer realm="gitlab-mcp-server", resource_metadata="${METADATA_URL}"`,
    );
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(-40100);
    expect(body.error.message).toContain("'Authorization: Bearer <token>'");
    expect(body.error.message).toContain(METADATA_URL);
    expect(sandbox.requests.all()).toEqual([]);
  });

  it("serves a valid OAuth token end to end with the SDK client: user.current names the token's user", async () => {
    const http = await connectHttpClient(oauth.url, bearer(sandbox.tokens.oauth));
    try {
      const answer = await http.call('gitlab_execute_action', { action: 'user.current', params: {} });
      expect(answer.isError).toBeFalsy();
      expect(textOf(answer)).toContain('## User: Administrator (@root)');
    } finally {
      await http.close();
    }
    // GitLab was sent the OAuth token as a Bearer token, never as PRIVATE-TOKEN.
    const user = sandbox.requests.all().filter((request) => request.path === '/user');
    expect(user.length).toBeGreaterThan(0);
    for (const request of user) {
      expect(request.headers.authorization).toBe('[REDACTED]');
      expect(request.headers['private-token']).toBeUndefined();
    }
  });

  it('refuses a personal access token and an unknown token with 401 invalid_token', async () => {
    for (const token of [sandbox.tokens.api, 'sandbox-oauth-unknown-token']) {
      const response = await postMcp(oauth.url, bearer(token), executeCall('user.current', {}));
      expect(response.status, token).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe(
        `Bearer realm="gitlab-mcp-server", resource_metadata="${METADATA_URL}", error="invalid_token"`,
      );
      const body = (await response.json()) as { error: { code: number; message: string } };
      expect(body.error.message).toContain('does not confirm this OAuth access token');
    }
  });

  it('does not read PRIVATE-TOKEN in OAuth mode', async () => {
    const response = await postMcp(
      oauth.url,
      { 'PRIVATE-TOKEN': sandbox.tokens.api },
      executeCall('user.current', {}),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('resource_metadata=');
  });
});

describe('client allow-list (--oauth-client-uid)', () => {
  it('serves a token of an allowed application', async () => {
    const response = await postMcp(oauth.url, bearer(sandbox.tokens.oauth), executeCall('user.current', {}));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('(@root)');
  });

  it('refuses a token of any other application with 403 naming it, before any API call', async () => {
    sandbox.requests.clear();
    const response = await postMcp(
      refusing.url,
      bearer(sandbox.tokens.oauth),
      executeCall('user.current', {}),
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.message).toContain(`The OAuth application ${applicationUid}`);
    expect(body.error.message).toContain('not allowed');
    expect(sandbox.requests.all().map((request) => request.path)).toEqual(['/oauth/token/info']);
  });
});

describe('validation cache', () => {
  it("asks GitLab once for two calls, and again once the token's remaining lifetime has passed", async () => {
    const startedAt = Date.now();
    sandbox.requests.clear();
    for (const _ of [1, 2]) {
      const response = await postMcp(
        expiring.url,
        bearer(sandbox.tokens.oauth),
        executeCall('user.current', {}),
      );
      expect(await response.text()).toContain('(@root)');
    }
    // The tenant opened for the token narrows its catalog by the scopes the gate confirmed (issue 9): neither
    // token endpoint is asked again.
    expect(tokenInfoRequests()).toHaveLength(1);
    expect(sandbox.requests.all().map((request) => request.path)).not.toContain(
      '/personal_access_tokens/self',
    );
    await new Promise((resolve) => setTimeout(resolve, startedAt + SHORT_LIFETIME * 1000 + 100 - Date.now()));
    const later = await postMcp(expiring.url, bearer(sandbox.tokens.oauth), executeCall('user.current', {}));
    expect(await later.text()).toContain('(@root)');
    expect(tokenInfoRequests()).toHaveLength(2);
  });
});

describe('failed authentications', () => {
  it('slows down an address after ten refused tokens: 429 without asking GitLab', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postMcp(
        throttled.url,
        bearer(`guess-${attempt}`),
        executeCall('user.current', {}),
      );
      expect(response.status).toBe(401);
    }
    sandbox.requests.clear();
    const response = await postMcp(
      throttled.url,
      bearer(sandbox.tokens.oauth),
      executeCall('user.current', {}),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sandbox.requests.all()).toEqual([]);
  });
});

describe('issue 9: an OAuth token granted read_api only', () => {
  /** Issue 22: a refusal caused by the token's scope names the missing scope, not the operator. */
  const WITHHELD =
    'gitlab_execute_action: action "branch.delete" exists but needs a token with the api scope; this token has read_api';
  const WRITES = ['branch.create', 'branch.delete', 'branch.protect', 'issue.create', 'issue.update'];
  const foundIds = (result: { structuredContent?: unknown }) =>
    (result.structuredContent as { results: Array<{ id: string }> }).results.map((hit) => hit.id);
  const readOnlyHint = (tools: Tool[]) => tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint]);

  it('tools/list and gitlab_find_action offer no write, where the same token with api is offered them', async () => {
    const [narrowed, full] = await Promise.all([
      connectHttpClient(readOnly.url, bearer(sandbox.tokens.oauth)),
      connectHttpClient(oauth.url, bearer(sandbox.tokens.oauth)),
    ]);
    try {
      expect(readOnlyHint((await narrowed.client.listTools()).tools)).toEqual([
        ['gitlab_find_action', true],
        ['gitlab_execute_action', true],
      ]);
      expect(readOnlyHint((await full.client.listTools()).tools)).toContainEqual([
        'gitlab_execute_action',
        false,
      ]);
      const query = { query: 'delete branch' };
      const offered = foundIds(await narrowed.call('gitlab_find_action', query));
      expect(offered.length).toBeGreaterThan(0);
      for (const write of WRITES) expect(offered).not.toContain(write);
      expect(foundIds(await full.call('gitlab_find_action', query))).toContain('branch.delete');
    } finally {
      await Promise.all([narrowed.close(), full.close()]);
    }
  });

  it('refuses a write, even confirmed, with the read-only text before any GitLab request', async () => {
    const http = await connectHttpClient(readOnly.url, bearer(sandbox.tokens.oauth));
    try {
      sandbox.requests.clear();
      readApi.answered.length = 0;
      const refused = await http.call('gitlab_execute_action', {
        action: 'branch.delete',
        params: { project_id: 'group/project', branch_name: 'feature/login' },
        confirm: true,
      });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toContain(WITHHELD);
      expect(sandbox.requests.all()).toEqual([]);
      expect(readApi.answered).toEqual([]);
      // Reads still reach GitLab with the token.
      const read = await http.call('gitlab_execute_action', { action: 'user.current', params: {} });
      expect(textOf(read)).toContain('(@root)');
    } finally {
      await http.close();
    }
  });
});

describe('start-up', () => {
  it('refuses --auth-mode oauth without --public-url: one line, exit code 2', () => {
    const run = spawnSync(
      process.execPath,
      [
        SERVER_BIN,
        '--http',
        '--http-addr',
        '127.0.0.1:0',
        '--auth-mode',
        'oauth',
        '--gitlab-url',
        sandbox.url,
      ],
      { env: { PATH: process.env.PATH ?? '', HOME: '/nonexistent' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--auth-mode oauth needs --public-url (GITLAB_MCP_PUBLIC_URL)');
  });
});
