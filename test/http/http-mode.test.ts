/**
 * HTTP mode as a shared deployment uses it: every request brings its own GitLab token, nothing one credential opens
 * is visible to another, and what a browser or a stranger sends is refused before it reaches GitLab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { textOf } from '../support/harness.js';
import { connectHttpClient, executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

let sandbox: Sandbox;
let other: Sandbox;
let server: HttpServer;
let twoInstances: HttpServer;

beforeAll(async () => {
  [sandbox, other] = await Promise.all([startSandbox(), startSandbox()]);
  [server, twoInstances] = await Promise.all([
    startHttpServer({ args: ['--gitlab-url', sandbox.url, '--trusted-origins', 'https://ide.example.com'] }),
    startHttpServer({ args: ['--gitlab-url', sandbox.url, '--gitlab-url', other.url] }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([server?.stop(), twoInstances?.stop()]);
  await Promise.all([sandbox?.close(), other?.close()]);
});

const token = (name: keyof Sandbox['tokens']) => ({ 'PRIVATE-TOKEN': sandbox.tokens[name] });

describe('stateless Streamable HTTP', () => {
  it('serves the SDK client: tools/list, then a call answered from GitLab', async () => {
    const http = await connectHttpClient(server.url, token('api'));
    try {
      const { tools } = await http.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
      const answer = await http.call('gitlab_execute_action', {
        action: 'branch.list',
        params: { project_id: 'group/project', per_page: 2 },
      });
      expect(textOf(answer)).toMatch(/^## Branches \(45\)/);
    } finally {
      await http.close();
    }
  });

  it('answers a bare tools/call POST with no initialize before it, as stateless clients send', async () => {
    const response = await postMcp(server.url, token('api'), executeCall('user.current', {}));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('## User: Administrator (@root)');
  });

  it('answers a plain tools/call (served without the SDK) exactly as the SDK answers the same call', async () => {
    const call = executeCall('branch.list', { project_id: 'group/project', per_page: 3 });
    const direct = await postMcp(server.url, token('api'), call);
    // A `_meta` in params keeps the call on the SDK's path.
    const throughSdk = await postMcp(server.url, token('api'), {
      ...call,
      params: { ...call.params, _meta: { note: 'sdk path' } },
    });
    expect(direct.headers.get('content-type')).toBe(throughSdk.headers.get('content-type'));
    expect(direct.headers.get('cache-control')).toBe(throughSdk.headers.get('cache-control'));
    const [directText, sdkText] = await Promise.all([direct.text(), throughSdk.text()]);
    expect(directText).toMatch(/^event: message\ndata: \{"jsonrpc":"2.0","id":1,"result":/);
    const dataOf = (sse: string) => JSON.parse(/^data: (.*)$/m.exec(sse)?.[1] ?? 'null') as unknown;
    expect(dataOf(directText)).toEqual(dataOf(sdkText));
  });

  it('answers an unknown tool on the direct path with the same refusal as the SDK path', async () => {
    const call = {
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'no_such_tool', arguments: {} },
    };
    const direct = await (await postMcp(server.url, token('api'), call)).text();
    const throughSdk = await (
      await postMcp(server.url, token('api'), { ...call, params: { ...call.params, _meta: {} } })
    ).text();
    const dataOf = (sse: string) => JSON.parse(/^data: (.*)$/m.exec(sse)?.[1] ?? 'null') as unknown;
    expect(dataOf(direct)).toEqual(dataOf(throughSdk));
    expect(direct).toContain('no_such_tool');
  });

  it('accepts the token as Authorization: Bearer too', async () => {
    const response = await postMcp(
      server.url,
      { Authorization: `Bearer ${sandbox.tokens.alice}` },
      executeCall('user.current', {}),
    );
    expect(await response.text()).toContain('(@alice)');
  });

  it('puts security headers on every answer, /health included', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(health.headers.get('x-frame-options')).toBe('DENY');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('cache-control')).toBe('no-store');
    const body = (await health.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', version: expect.any(String) });
    expect(body.config_digest).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.stringify(body)).not.toContain(sandbox.tokens.api);
  });
});

describe('credentials', () => {
  it('without a token: 401 with WWW-Authenticate and a JSON-RPC error saying what to send', async () => {
    sandbox.requests.clear();
    const response = await postMcp(server.url, {}, executeCall('user.current', {}));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="gitlab-mcp-server"');
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(-40100);
    expect(body.error.message).toContain("'PRIVATE-TOKEN: <glpat-...>'");
    expect(sandbox.requests.all()).toEqual([]);
  });

  it('the SDK client without a token fails to connect instead of hanging', async () => {
    await expect(connectHttpClient(server.url, {})).rejects.toThrow(/401|Authentication required/);
  });

  it('a token GitLab refuses: 401 naming the instance, and the token never echoed', async () => {
    const response = await postMcp(
      server.url,
      { 'PRIVATE-TOKEN': 'glpat-not-a-real-token-000' },
      executeCall('user.current', {}),
    );
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).toContain(`GitLab at ${sandbox.url} rejected the token (401)`);
    expect(text).not.toContain('glpat-not-a-real-token-000');
    expect(server.stderr()).not.toContain('glpat-not-a-real-token-000');
  });

  it('two credentials interleaved under concurrency: each answer names its own user', async () => {
    const calls = Array.from({ length: 12 }, (_, index): 'api' | 'alice' =>
      index % 2 === 0 ? 'api' : 'alice',
    );
    const answers = await Promise.all(
      calls.map(async (name) => {
        const response = await postMcp(server.url, token(name), executeCall('user.current', {}));
        return { name, text: await response.text() };
      }),
    );
    for (const { name, text } of answers) {
      expect(text).toContain(name === 'api' ? '(@root)' : '(@alice)');
      expect(text).not.toContain(name === 'api' ? '(@alice)' : '(@root)');
    }
  });

  it('each credential sees its own catalog: a read_api token is offered no writes', async () => {
    const find = (name: 'api' | 'readApi') =>
      postMcp(server.url, token(name), {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'gitlab_find_action', arguments: { query: 'create a branch' } },
      }).then((response) => response.text());
    const [writer, reader] = await Promise.all([find('api'), find('readApi')]);
    expect(writer).toContain('branch.create');
    expect(reader).not.toContain('branch.create');
  });
});

describe('the server’s own disk', () => {
  it('is never opened for a caller: a file_path upload is refused, naming content_base64, before any GitLab call', async () => {
    sandbox.requests.clear();
    const response = await postMcp(
      server.url,
      token('api'),
      executeCall('project.upload', {
        project_id: 'group/project',
        filename: 'passwd',
        file_path: '/etc/passwd',
      }),
    );
    const text = await response.text();
    expect(text).toContain('a shared (HTTP) server does not open for its callers');
    expect(text).toContain('content_base64');
    expect(text).not.toContain('root:x:0:0');
    expect(sandbox.requests.all()).toEqual([]);
  });
});

describe('several GitLab instances', () => {
  it('the GITLAB-URL header picks the instance; without it the first one answers', async () => {
    other.requests.clear();
    sandbox.requests.clear();
    const chosen = await postMcp(
      twoInstances.url,
      { 'PRIVATE-TOKEN': other.tokens.api, 'GITLAB-URL': other.url },
      executeCall('branch.get', { project_id: 'group/project', branch_name: 'main' }),
    );
    expect(await chosen.text()).toContain('## Branch: main');
    expect(other.requests.all().map((request) => request.path)).toContain(
      '/projects/group%2Fproject/repository/branches/main',
    );
    expect(sandbox.requests.all()).toEqual([]);

    other.requests.clear();
    await postMcp(
      twoInstances.url,
      token('api'),
      executeCall('branch.get', { project_id: 'group/project', branch_name: 'main' }),
    );
    expect(sandbox.requests.all().map((request) => request.path)).toContain(
      '/projects/group%2Fproject/repository/branches/main',
    );
    expect(other.requests.all()).toEqual([]);
  });

  it('a GITLAB-URL that is not one of the instances is refused before any GitLab call', async () => {
    const response = await postMcp(
      twoInstances.url,
      { ...token('api'), 'GITLAB-URL': 'https://gitlab.attacker.example' },
      executeCall('user.current', {}),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("is not one of this server's instances");
  });
});

describe('browsers and oversized requests', () => {
  it('refuses an untrusted Origin (DNS rebinding) and accepts a trusted one', async () => {
    const refused = await postMcp(
      server.url,
      { ...token('api'), Origin: 'https://evil.example' },
      executeCall('user.current', {}),
    );
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Origin https://evil.example is not trusted');
    const trusted = await postMcp(
      server.url,
      { ...token('api'), Origin: 'https://ide.example.com' },
      executeCall('user.current', {}),
    );
    expect(trusted.status).toBe(200);
  });

  it('refuses a body over the limit with 413 and a body that is not JSON with a parse error', async () => {
    const huge = await postMcp(server.url, token('api'), { padding: 'x'.repeat(5 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const garbage = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { ...token('api'), 'Content-Type': 'application/json' },
      body: '{"jsonrpc": ',
    });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });

  it('answers GET on /mcp with 405 in stateless mode, and unknown paths with 404', async () => {
    const get = await fetch(`${server.url}/mcp`, { headers: token('api') });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${server.url}/admin`)).status).toBe(404);
  });
});
