/**
 * Issue 25: what else a 2026-07-28 client gets over stateless HTTP (no session, no initialize): progress on its
 * call's own stream, a wizard's questions as the rounds of one multi-round-trip call, prompts/get, resources/read
 * and completion/complete through the same handlers as 2025, the rate limit on its calls, and no logging (a
 * deprecated feature: the server logs on stderr). The sandbox's request log is the witness of what reached GitLab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult, ElicitRequest, ElicitResult } from '@modelcontextprotocol/client';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { executeCall, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { connectModernClient } from '../support/modern-client.js';
import type { ModernClient } from '../support/modern-client.js';
import { modernRpc } from '../support/modern-rpc.js';
import { withProgressOnTheWire } from '../support/progress-wire.js';
import {
  cancelPipeline,
  pipelineWait,
  RUNNING_PIPELINES,
  WAIT_TIMEOUT,
} from '../support/running-pipelines.js';

let sandbox: Sandbox;
let server: HttpServer;
let client: ModernClient;
/** What the user types in the wizard, by field. */
let typed: Record<string, unknown> = {};
const asked: string[] = [];

function answer(request: ElicitRequest['params']): ElicitResult {
  const schema = 'requestedSchema' in request ? request.requestedSchema : { properties: {} };
  const [field] = Object.keys(schema.properties);
  if (field === undefined) throw new Error('a question without a field');
  asked.push(field);
  const value = typed[field];
  return { action: 'accept', content: value === undefined ? {} : { [field]: value as string } };
}

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await startHttpServer({ args: ['--gitlab-url', sandbox.url] });
  client = await connectModernClient(server.url, { 'PRIVATE-TOKEN': sandbox.tokens.api }, { elicit: answer });
}, START_TIMEOUT);
afterAll(async () => {
  await client?.close();
  await server?.stop();
  await sandbox?.close();
});

const gitlabRequests = () => sandbox.requests.all().map(({ method, path }) => `${method} ${path}`);
const textOf = (result: CallToolResult): string =>
  result.content.map((block) => (block.type === 'text' ? block.text : '')).join('');

describe('a 2026-07-28 client over stateless HTTP', () => {
  it('pipeline.wait with a progress token: each poll is a notifications/progress on the call’s stream', async () => {
    const pipelineId = RUNNING_PIPELINES[0];
    let cancelled: Promise<void> | undefined;
    sandbox.requests.clear();
    // Read off the wire (progress-wire.ts): the last progress and the result often arrive in one read.
    const { result, seen } = await withProgressOnTheWire(
      client.client,
      async () =>
        (await client.client.callTool(pipelineWait(pipelineId), {
          onprogress: () => {
            // The first poll seen: the pipeline is cancelled behind the server's back, so the wait ends.
            cancelled ??= cancelPipeline(sandbox, pipelineId);
          },
        })) as CallToolResult,
    );
    await cancelled;
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(client.metaOf('tools/call').at(-1)).toHaveProperty('progressToken');
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const progress of seen) {
      expect(progress.total).toBe(WAIT_TIMEOUT);
      expect(progress.message).toMatch(new RegExp(`^Pipeline #${pipelineId} is \\w+ after \\d+ s$`));
    }
    for (let index = 1; index < seen.length; index += 1)
      expect(seen[index]!.progress).toBeGreaterThan(seen[index - 1]!.progress);
    expect(seen.at(-1)!.message).toContain('is canceled');
    expect(new Set(gitlabRequests())).toEqual(
      new Set([
        `GET /projects/group%2Fproject/pipelines/${pipelineId}`,
        `POST /projects/group%2Fproject/pipelines/${pipelineId}/cancel`,
      ]),
    );
  });

  it('a wizard asks each field as a round of one call, then creates once', async () => {
    typed = {
      project_id: 'group/project',
      title: 'Modern wizard issue',
      description: 'Asked round by round.',
      labels: 'bug',
      confidential: false,
      confirm: true,
    };
    asked.length = 0;
    sandbox.requests.clear();
    const result = (await client.client.callTool({
      name: 'gitlab_execute_action',
      arguments: { action: 'interactive.issue_create', params: {} },
    })) as CallToolResult;
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(asked).toEqual(['project_id', 'title', 'description', 'labels', 'confidential', 'confirm']);
    // One tools/call per round: the first, then one retry per answer, each naming the same tool.
    expect(client.sent.filter((method) => method === 'tools/call').length).toBeGreaterThanOrEqual(
      asked.length + 1,
    );
    expect(gitlabRequests().filter((line) => !line.startsWith('GET'))).toEqual([
      'POST /projects/group%2Fproject/issues',
    ]);
    expect(textOf(result)).toMatch(/Issue #\d+: Modern wizard issue/);
  });

  it('prompts/get runs the prompt’s GitLab reads', async () => {
    sandbox.requests.clear();
    const prompt = await client.client.getPrompt({ name: 'my_open_mrs', arguments: {} });
    const text = prompt.messages
      .map((message) => (message.content.type === 'text' ? message.content.text : ''))
      .join('');
    expect(text).toContain('Start API v2');
    expect(gitlabRequests().length).toBeGreaterThan(0);
    expect(gitlabRequests().every((line) => line.startsWith('GET /'))).toBe(true);
  });

  it('resources/read of a GitLab resource reads it from GitLab', async () => {
    sandbox.requests.clear();
    const { contents } = await client.client.readResource({ uri: 'gitlab://project/group%2Fproject' });
    expect(contents[0]).toMatchObject({
      uri: 'gitlab://project/group%2Fproject',
      mimeType: 'application/json',
    });
    expect(JSON.parse(String((contents[0] as { text: string }).text))).toMatchObject({
      path_with_namespace: 'group/project',
    });
    expect(gitlabRequests()).toEqual(['GET /projects/group%2Fproject']);
  });

  it('completion/complete offers the member projects GitLab finds for what was typed', async () => {
    sandbox.requests.clear();
    const { completion } = await client.client.complete({
      ref: { type: 'ref/prompt', name: 'summarize_open_mrs' },
      argument: { name: 'project_id', value: 'pro' },
    });
    expect(completion.values).toContain('group/project');
    expect(completion.values.every((value) => value.toLowerCase().includes('pro'))).toBe(true);
    expect(sandbox.requests.all()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/projects',
        query: expect.objectContaining({ search: 'pro' }),
      }),
    ]);
  });

  it('has no logging: discover offers none and logging/setLevel is not a method', async () => {
    const rpc = modernRpc(server.url, { 'PRIVATE-TOKEN': sandbox.tokens.api }, {});
    const discovered = await rpc('server/discover', {});
    expect(discovered.result?.capabilities).not.toHaveProperty('logging');
    const setLevel = await rpc('logging/setLevel', { level: 'debug' });
    expect(setLevel.error?.code).toBe(-32601);
    // A request asking for debug logs in its envelope gets its answer and no notifications/message.
    const call = executeCall('user.current', {}).params;
    const logged = await rpc('tools/call', call, { 'io.modelcontextprotocol/logLevel': 'debug' });
    expect(logged.result).toMatchObject({ resultType: 'complete' });
    expect(logged.notifications).toEqual([]);
    // The server's own log goes on stderr, as on every revision.
    expect(server.stderr()).toContain('"msg":"http listening"');
  });
});

describe('the rate limit on 2026-07-28 calls', () => {
  it('a credential past its calls is answered 429 with Retry-After; what does not reach GitLab still goes', async () => {
    const limited = await startHttpServer({
      args: ['--gitlab-url', sandbox.url, '--rate-limit-rps', '1', '--rate-limit-burst', '1'],
    });
    try {
      const rpc = modernRpc(limited.url, { 'PRIVATE-TOKEN': sandbox.tokens.api }, {});
      const call = executeCall('user.current', {}).params;
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await rpc('tools/call', call));
      expect(answers[0]!.status).toBe(200);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused, JSON.stringify(answers.map((answer) => answer.status))).toBeDefined();
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused!.error?.message).toMatch(/^Rate limit of this credential reached: retry in \d+ s$/);
      expect((await rpc('tools/list', {})).status).toBe(200);
      const other = modernRpc(limited.url, { 'PRIVATE-TOKEN': sandbox.tokens.alice }, {});
      expect((await other('tools/call', call)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
