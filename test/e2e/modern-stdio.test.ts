/**
 * Issue 25, MCP 2026-07-28 over stdio (ADR 3, step 4): the connection's opening message picks the era. The v2
 * client (pinned to the revision) never sends `initialize`, its first request carries the envelope; a raw client
 * may open with `server/discover`. A confirmation is a multi-round-trip call, a cancel `notifications/cancelled`.
 * The stdio hardening (line limit, JSON-RPC filter) stands in front of both eras, before the opening too; a 2025
 * `initialize` on a connection opened in 2026-07-28 is refused as the SDK refuses it. What the core scenarios do on
 * both revisions is in both-revisions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { cancelWhileRetryWaits } from '../support/cancel-while-retry-waits.js';
import { createBranch } from '../support/gitlab-setup.js';
import { describeRequest, serverEnv, START_TIMEOUT } from '../support/harness.js';
import { connectModernStdioClient, MODERN_REVISION, modernEnvelope } from '../support/modern-client.js';
import type { ModernStdioClient } from '../support/modern-client.js';
import { cancelPipeline, pipelineWait, RUNNING_PIPELINES } from '../support/running-pipelines.js';
import { ServerProcess } from '../support/server-process.js';
import type { JsonRpcMessage } from '../support/server-process.js';

/** The per-request envelope of a 2026-07-28 request, as a raw client writes it. */
const ENVELOPE = modernEnvelope('raw');

let sandbox: Sandbox;
let modern: ModernStdioClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  modern = await connectModernStdioClient(sandbox, {
    elicit: () => ({ action: 'accept', content: { confirmed: true } }),
  });
}, START_TIMEOUT);
afterAll(async () => {
  await modern?.close();
  await sandbox?.close();
});

describe('a 2026-07-28 client over stdio', () => {
  it('never sends initialize: its first request, pinned to the revision, carries the envelope', async () => {
    await modern.client.listTools();
    expect(modern.client.getNegotiatedProtocolVersion()).toBe(MODERN_REVISION);
    expect(modern.sent).not.toContain('initialize');
    expect(modern.metaOf(modern.sent[0]!)[0]).toHaveProperty(['io.modelcontextprotocol/protocolVersion']);
    expect(modern.metaOf('tools/list')[0]).toMatchObject({
      'io.modelcontextprotocol/protocolVersion': MODERN_REVISION,
      'io.modelcontextprotocol/clientInfo': { name: 'modern-e2e' },
    });
  });

  it('confirms a destructive call in two rounds of tools/call, with no elicitation request from the server', async () => {
    await createBranch(sandbox, 'e2e/modern-stdio');
    sandbox.requests.clear();
    const before = modern.sent.filter((method) => method === 'tools/call').length;
    const result = (await modern.client.callTool({
      name: 'gitlab_execute_action',
      arguments: {
        action: 'branch.delete',
        params: { project_id: 'group/project', branch_name: 'e2e/modern-stdio' },
      },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(modern.sent.filter((method) => method === 'tools/call').length - before).toBe(2);
    expect(sandbox.requests.all().map(describeRequest)).toContain(
      'DELETE /projects/group%2Fproject/repository/branches/e2e%2Fmodern-stdio',
    );
  });
});

describe('cancelling a 2026-07-28 call over stdio', () => {
  it('notifications/cancelled stops the call while it waits to retry: GitLab is sent nothing more', async () => {
    const branches = /\/projects\/[^/]+\/repository\/branches$/;
    const cancel = new AbortController();
    const attempts = await cancelWhileRetryWaits(
      sandbox,
      {
        fault: branches,
        seen: () => sandbox.requests.all().filter((request) => branches.test(request.path)).length,
      },
      () =>
        modern.client.callTool(
          {
            name: 'gitlab_execute_action',
            arguments: { action: 'branch.list', params: { project_id: 'group/project' } },
          },
          { signal: cancel.signal },
        ),
      () => cancel.abort('the user changed their mind'),
    );
    expect(attempts).toBe(1);
    expect(modern.sent).toContain('notifications/cancelled');
    expect(modern.stderr()).toMatch(/"msg":"call cancelled","action":"branch.list".*"write_sent":false/);
  });
});

describe('the stdio hardening in front of the 2026-07-28 era', () => {
  let raw: ServerProcess;
  beforeAll(() => {
    raw = new ServerProcess({ env: { ...serverEnv(sandbox, {}), GITLAB_MCP_STDIO_MAX_LINE_BYTES: '2048' } });
  });
  afterAll(() => raw?.end());

  const request = (id: number, method: string, params: Record<string, unknown> = {}) =>
    raw.request(id, method, { ...params, _meta: ENVELOPE });

  it('answers a line that is not JSON before the opening, then opens in 2026-07-28', async () => {
    raw.sendLine('not json');
    const discovered = await request(1, 'server/discover');
    expect(discovered).toMatchObject({
      result: { supportedVersions: expect.arrayContaining([MODERN_REVISION]) },
    });
  });

  it('serves the era it opened in, and refuses an invalid request with its id, an over-long line with null', async () => {
    const listed = await request(2, 'tools/list');
    expect((listed.result as { tools: Array<{ name: string }> }).tools.map((tool) => tool.name)).toEqual([
      'gitlab_find_action',
      'gitlab_execute_action',
    ]);
    raw.sendLine('{"jsonrpc":"2.0","id":3,"method":"tools/call","params":"x"}');
    raw.sendLine(
      JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'ping', params: { pad: 'x'.repeat(4096) } }),
    );
    const after = await request(5, 'tools/list');
    expect(after).toHaveProperty('result');
  });

  it('refuses a 2025 initialize on the connection, naming the revision it speaks', async () => {
    const answer = await raw.request(6, 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'late', version: '1' },
    });
    expect(answer).toMatchObject({
      error: {
        code: -32022,
        message: 'Unsupported protocol version: 2025-11-25',
        data: { supported: [MODERN_REVISION] },
      },
    });
    expect(answer).not.toHaveProperty('result');

    const { stdout } = await raw.end();
    const lines = stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as JsonRpcMessage);
    expect(lines.filter((line) => 'error' in line).map(({ id, error }) => ({ id, error }))).toEqual([
      { id: null, error: { code: -32700, message: 'Parse error: the line is not JSON' } },
      { id: 3, error: { code: -32600, message: expect.stringMatching(/^Invalid Request: /) } },
      {
        id: null,
        error: {
          code: -32600,
          message: expect.stringContaining('exceeds GITLAB_MCP_STDIO_MAX_LINE_BYTES (2048)'),
        },
      },
      { id: 6, error: answer.error },
    ]);
  });
});

describe('a plain tools/call once the connection is pinned to 2026-07-28', () => {
  let raw: ServerProcess;
  beforeAll(() => {
    raw = new ServerProcess({ env: serverEnv(sandbox, {}) });
  });
  afterAll(() => raw?.end());

  /** A client that shows forms: a destructive call's first round asks for the confirmation. */
  const FORMS = { ...ENVELOPE, 'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } } };
  const call = (id: number, args: unknown, meta: Record<string, unknown> = {}) =>
    raw.request(id, 'tools/call', {
      name: 'gitlab_execute_action',
      arguments: args,
      _meta: { ...FORMS, ...meta },
    });
  const SERVER_NAMED = { 'io.modelcontextprotocol/serverInfo': { name: 'gitlab-mcp', title: 'GitLab MCP' } };

  it('answers as the revision types it, names the server, reports progress, and asks before a delete', async () => {
    await raw.request(1, 'server/discover', { _meta: FORMS });
    await raw.request(2, 'tools/list', { _meta: FORMS });
    sandbox.requests.clear();

    const listed = await call(3, {
      action: 'branch.list',
      params: { project_id: 'group/project', per_page: 2 },
    });
    expect(listed.result).toMatchObject({ resultType: 'complete', _meta: SERVER_NAMED });
    expect((listed.result as CallToolResult).isError).toBeFalsy();
    const sent = sandbox.requests.all();
    expect(sent.map(describeRequest)).toEqual(['GET /projects/group%2Fproject/repository/branches']);
    expect(sent[0]!.query).toMatchObject({ per_page: '2' });

    const links = ['linux', 'macos'].map((os) => ({
      name: `direct-${os}`,
      url: `https://example.com/${os}`,
    }));
    const batch = { project_id: 'group/project', tag_name: 'v1.0.0', links };
    const linked = await call(
      4,
      { action: 'release.link_create_batch', params: batch },
      { progressToken: 'p-4' },
    );
    expect(linked.result).toMatchObject({ resultType: 'complete' });

    await createBranch(sandbox, 'e2e/modern-direct');
    sandbox.requests.clear();
    const deleting = {
      action: 'branch.delete',
      params: { project_id: 'group/project', branch_name: 'e2e/modern-direct' },
    };
    const asked = await call(5, deleting);
    expect(asked.result).toMatchObject({ resultType: 'input_required', _meta: SERVER_NAMED });
    const questions = Object.entries(
      (asked.result as { inputRequests: Record<string, unknown> }).inputRequests,
    );
    expect(questions).toEqual([
      [expect.stringMatching(/^confirm:/), expect.objectContaining({ method: 'elicitation/create' })],
    ]);
    expect(sandbox.requests.all().filter((request) => request.method === 'DELETE')).toEqual([]);

    const { stdout } = await raw.end();
    const progress = stdout
      .split('\n')
      .filter((line) => line.includes('notifications/progress'))
      .map(
        (line) =>
          (JSON.parse(line) as { params: { progressToken: string; progress: number; total: number } }).params,
      );
    expect(progress.map(({ progressToken, progress: done, total }) => [progressToken, done, total])).toEqual([
      ['p-4', 0, 2],
      ['p-4', 1, 2],
    ]);
  });
});

describe('a long action as a task over stdio', () => {
  let raw: ServerProcess;
  beforeAll(() => {
    raw = new ServerProcess({ env: serverEnv(sandbox, {}) });
  });
  afterAll(() => raw?.end());

  const TASKS = { extensions: { 'io.modelcontextprotocol/tasks': {} } };
  const request = (id: number, method: string, params: Record<string, unknown> = {}) =>
    raw.request(id, method, {
      ...params,
      _meta: { ...ENVELOPE, 'io.modelcontextprotocol/clientCapabilities': TASKS },
    });

  it('pipeline.wait is answered with a task, which tasks/get shows completed with the wait’s answer', async () => {
    const pipeline = RUNNING_PIPELINES[0];
    const started = await request(1, 'tools/call', pipelineWait(pipeline));
    expect(started.result).toMatchObject({ resultType: 'task', status: 'working' });
    const taskId = (started.result as { taskId: string }).taskId;
    await cancelPipeline(sandbox, pipeline);
    let task: Record<string, unknown> = {};
    for (let id = 2; id < 300; id += 1) {
      task = (await request(id, 'tasks/get', { taskId })).result as Record<string, unknown>;
      if (task.status !== 'working') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(task).toMatchObject({ taskId, status: 'completed', result: { resultType: 'complete' } });
    const text = (task.result as { content: Array<{ text?: string }> }).content.map((block) => block.text);
    expect(text.join('')).toContain('canceled');
  });
});
