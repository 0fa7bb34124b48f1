/**
 * Issue 25: MCP 2026-07-28 on the same /mcp as the 2025 revisions, through the SDK's v2 line. A v2 client (no
 * initialize, no session) lists the tools, finds and runs an action, and confirms a destructive one as a
 * multi-round-trip call in stateless HTTP; the sandbox's request log is the witness of what reached GitLab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult, ElicitRequest, ElicitResult } from '@modelcontextprotocol/client';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { DONE_MARKDOWN } from '../support/contract-examples.js';
import { branchExists, createBranch } from '../support/gitlab-setup.js';
import { START_TIMEOUT } from '../support/harness.js';
import { postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { connectModernClient, MODERN_REVISION, modernEnvelope } from '../support/modern-client.js';
import type { ModernClient } from '../support/modern-client.js';

let sandbox: Sandbox;
let server: HttpServer;
let plain: ModernClient;
let asking: ModernClient;
let answer: ElicitResult = { action: 'decline' };
const asked: Array<ElicitRequest['params']> = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await startHttpServer({ args: ['--gitlab-url', sandbox.url] });
  const token = { 'PRIVATE-TOKEN': sandbox.tokens.api };
  [plain, asking] = await Promise.all([
    connectModernClient(server.url, token),
    connectModernClient(server.url, token, {
      elicit: (request) => {
        asked.push(request);
        return answer;
      },
    }),
  ]);
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all([plain?.close(), asking?.close()]);
  await server?.stop();
  await sandbox?.close();
});

const textOf = (result: CallToolResult): string =>
  result.content.map((block) => (block.type === 'text' ? block.text : '')).join('');

describe('a 2026-07-28 client over stateless HTTP', () => {
  it('negotiates with server/discover, never initialize, and names the revision in every request', async () => {
    expect(plain.client.getNegotiatedProtocolVersion()).toBe(MODERN_REVISION);
    await plain.client.listTools();
    expect(plain.sent[0]).toBe('server/discover');
    expect(plain.sent).not.toContain('initialize');
    expect(plain.metaOf('tools/list')[0]).toMatchObject({
      'io.modelcontextprotocol/protocolVersion': MODERN_REVISION,
      'io.modelcontextprotocol/clientInfo': { name: 'modern-e2e' },
    });
  });

  it('lists the dynamic surface, as a list that may be cached an hour by this user only', async () => {
    const tools = await plain.client.listTools();
    expect(tools.tools.map((tool) => tool.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    expect(tools).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'private' });
  });

  it('finds an action and runs it: GitLab receives exactly its request', async () => {
    const found = (await plain.client.callTool({
      name: 'gitlab_find_action',
      arguments: { query: 'current user', limit: 3 },
    })) as CallToolResult;
    expect(textOf(found)).toContain('user.current');
    sandbox.requests.clear();
    const ran = (await plain.client.callTool({
      name: 'gitlab_execute_action',
      arguments: { action: 'user.current', params: {} },
    })) as CallToolResult;
    expect(ran.isError).toBeFalsy();
    expect(textOf(ran)).toContain('root');
    expect(sandbox.requests.all().map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /user',
    ]);
  });

  it('an unknown tool is the same -32602 as on the 2025 revisions', async () => {
    await expect(plain.client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(
      /Unknown tool: no_such_tool/,
    );
  });
});

describe('confirming a destructive action as a multi-round-trip call (stateless HTTP)', () => {
  let branches = 0;
  async function freshBranch(): Promise<string> {
    branches += 1;
    const name = `e2e/modern-confirm-${branches}`;
    await createBranch(sandbox, name);
    sandbox.requests.clear();
    asked.length = 0;
    return name;
  }
  const deleteBranch = (client: ModernClient, name: string) =>
    client.client.callTool({
      name: 'gitlab_execute_action',
      arguments: { action: 'branch.delete', params: { project_id: 'group/project', branch_name: name } },
    }) as Promise<CallToolResult>;
  const deleteRequest = (name: string) =>
    `DELETE /projects/group%2Fproject/repository/branches/${encodeURIComponent(name)}`;
  const gitlabRequests = () => sandbox.requests.all().map((request) => `${request.method} ${request.path}`);

  it('the user is asked through an input request; accepting deletes the branch, once', async () => {
    const name = await freshBranch();
    answer = { action: 'accept', content: { confirmed: true } };
    const result = await deleteBranch(asking, name);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(DONE_MARKDOWN);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.message).toContain('branch.delete');
    expect(asked[0]?.message).toContain(name);
    expect(asked[0]).toMatchObject({
      requestedSchema: {
        type: 'object',
        properties: { confirmed: { type: 'boolean' } },
        required: ['confirmed'],
      },
    });
    // Two rounds: the question, then the retry with the answer; only the retry reached GitLab's DELETE.
    expect(asking.sent.filter((method) => method === 'tools/call').length).toBeGreaterThanOrEqual(2);
    expect(gitlabRequests().filter((request) => request.startsWith('DELETE'))).toEqual([deleteRequest(name)]);
    expect(await branchExists(sandbox, name)).toBe(false);
  });

  it('declining refuses the call and GitLab receives no write', async () => {
    const name = await freshBranch();
    answer = { action: 'decline' };
    const result = await deleteBranch(asking, name);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('branch.delete');
    expect(asked).toHaveLength(1);
    expect(gitlabRequests().filter((request) => !request.startsWith('GET'))).toEqual([]);
    expect(await branchExists(sandbox, name)).toBe(true);
  });

  it('a client without elicitation is not asked: refused with the confirm=true hint, as on 2025', async () => {
    const name = await freshBranch();
    const result = await deleteBranch(plain, name);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('confirm=true');
    expect(gitlabRequests().filter((request) => !request.startsWith('GET'))).toEqual([]);
    expect(await branchExists(sandbox, name)).toBe(true);
  });
});

describe('one endpoint, both revisions', () => {
  it('a 2025 initialize on the same /mcp is still answered at 2025-11-25', async () => {
    const response = await postMcp(
      server.url,
      { 'PRIVATE-TOKEN': sandbox.tokens.api },
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-11-25',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      },
    );
    const text = await response.text();
    const message = JSON.parse(/^data: (.*)$/m.exec(text)?.[1] ?? text) as { result?: unknown };
    expect(message.result).toMatchObject({ protocolVersion: '2025-11-25' });
  });
});

describe('the standard headers of a plain tools/call (SEP-2243)', () => {
  const ENVELOPE = modernEnvelope('raw');
  const STANDARD = {
    'MCP-Protocol-Version': MODERN_REVISION,
    'Mcp-Method': 'tools/call',
    'Mcp-Name': 'gitlab_execute_action',
  };
  const post = async (headers: Record<string, string>) => {
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'PRIVATE-TOKEN': sandbox.tokens.api,
        ...headers,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {
          name: 'gitlab_execute_action',
          arguments: { action: 'user.current', params: {} },
          _meta: ENVELOPE,
        },
      }),
    });
    const answer = (await response.json()) as { result?: Record<string, unknown>; error?: { code: number } };
    return { status: response.status, answer };
  };
  const without = (name: keyof typeof STANDARD) =>
    Object.fromEntries(Object.entries(STANDARD).filter(([key]) => key !== name));

  it('runs the call when all three agree with the body, and refuses it 400 -32020 when one is missing or differs', async () => {
    sandbox.requests.clear();
    const ran = await post(STANDARD);
    expect(ran.status).toBe(200);
    expect(ran.answer.result).toMatchObject({
      resultType: 'complete',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'gitlab-mcp' } },
    });
    expect(sandbox.requests.all().map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /user',
    ]);

    sandbox.requests.clear();
    const refusals = {
      'no MCP-Protocol-Version': await post(without('MCP-Protocol-Version')),
      'no Mcp-Method': await post(without('Mcp-Method')),
      'no Mcp-Name': await post(without('Mcp-Name')),
      'another Mcp-Name': await post({ ...STANDARD, 'Mcp-Name': 'gitlab_find_action' }),
    };
    const notRefused = Object.entries(refusals).filter(
      ([, { status, answer }]) => status !== 400 || answer.error?.code !== -32020,
    );
    expect(notRefused).toEqual([]);
    expect(sandbox.requests.all()).toEqual([]);
  });
});
