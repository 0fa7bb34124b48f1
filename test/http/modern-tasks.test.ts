/**
 * Issue 25: long actions as tasks (MCP 2026-07-28, the Tasks extension `io.modelcontextprotocol/tasks`). A client
 * that declares the extension and calls a wait, a download or an upload is answered at once with a task; it polls
 * tasks/get until the action's own answer is there, answers a question the action asks with tasks/update, and
 * tasks/cancel stops the GitLab requests. A client without the extension gets the plain answer. Every task answer
 * is checked against the extension's published schemas, and the sandbox's request log is the witness of GitLab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskSessionFromClient, resultFromTaskOutcome } from '@modelcontextprotocol/ext-tasks/client';
import type { JsonRpcResponse } from '@modelcontextprotocol/ext-tasks/client';
import { isCreateTaskResultV2, isDetailedTaskV2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import { openCatalog } from '@gitlab-mcp/catalog';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { connectModernClient, MODERN_REVISION } from '../support/modern-client.js';
import { modernRpc, postModern } from '../support/modern-rpc.js';
import type { ModernRpc } from '../support/modern-rpc.js';
import { cancelPipeline, pipelineWait, RUNNING_PIPELINES as RUNNING } from '../support/running-pipelines.js';
import { until } from '../support/until.js';
import { TRANSFER_ACTIONS } from '../../apps/server/src/modern/long-actions.js';

const TASKS = { extensions: { 'io.modelcontextprotocol/tasks': {} } };

let sandbox: Sandbox;
let server: HttpServer;
let withTasks: ModernRpc;
let withoutTasks: ModernRpc;
let otherUser: ModernRpc;

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await startHttpServer({ args: ['--gitlab-url', sandbox.url] });
  const token = { 'PRIVATE-TOKEN': sandbox.tokens.api };
  withTasks = modernRpc(server.url, token, { ...TASKS, elicitation: { form: {} } });
  withoutTasks = modernRpc(server.url, token, {});
  otherUser = modernRpc(server.url, { 'PRIVATE-TOKEN': sandbox.tokens.alice }, TASKS);
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
});

const execute = (action: string, params: Record<string, unknown>) => ({
  name: 'gitlab_execute_action',
  arguments: { action, params },
});
const pipelinePolls = (pipelineId: number) =>
  sandbox.requests
    .all()
    .filter(
      ({ method, path }) => method === 'GET' && path === `/projects/group%2Fproject/pipelines/${pipelineId}`,
    ).length;

/** A tools/call that must be answered with a task: its ID, once the answer matches the extension's schema. */
async function startTask(rpc: ModernRpc, call: Record<string, unknown>): Promise<string> {
  const answer = await rpc('tools/call', call);
  expect(answer.error).toBeUndefined();
  expect(isCreateTaskResultV2(answer.result), JSON.stringify(answer.result)).toBe(true);
  expect(answer.result).toMatchObject({
    resultType: 'task',
    status: 'working',
    ttlMs: 7_200_000,
    pollIntervalMs: 2000,
  });
  return answer.result!.taskId as string;
}

/** tasks/get until the task leaves `working`, as a client polls; every answer matches the extension's schema. */
async function pollUntilSettled(rpc: ModernRpc, taskId: string): Promise<Record<string, unknown>> {
  for (let polls = 0; polls < 300; polls += 1) {
    const answer = await rpc('tasks/get', { taskId });
    expect(answer.error).toBeUndefined();
    expect(isDetailedTaskV2(answer.result), JSON.stringify(answer.result)).toBe(true);
    expect(answer.result).toMatchObject({ resultType: 'complete', taskId });
    if (answer.result!.status !== 'working') return answer.result!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} still working`);
}

const textOf = (result: unknown): string =>
  ((result as { content?: Array<{ type: string; text?: string }> }).content ?? [])
    .map((block) => block.text ?? '')
    .join('');

describe('the Tasks extension over stateless HTTP', () => {
  it('server/discover declares the extension', async () => {
    const discovered = await withoutTasks('server/discover', {});
    expect(discovered.result).toMatchObject({
      capabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } },
    });
  });

  it('every action the server runs as a task is in the catalog', async () => {
    const ids = (await openCatalog()).summaries.map((summary) => summary.id);
    for (const id of TRANSFER_ACTIONS) expect(ids, id).toContain(id);
    expect(ids.filter((id) => id.endsWith('.wait')).sort()).toEqual(['job.wait', 'pipeline.wait']);
  });

  it('pipeline.wait is a task: working with the wait as its status, then completed with the wait’s answer', async () => {
    sandbox.requests.clear();
    const taskId = await startTask(withTasks, pipelineWait(RUNNING[0]));
    await until(() => pipelinePolls(RUNNING[0]) >= 1, 'the first poll of the pipeline');
    let working = (await withTasks('tasks/get', { taskId })).result!;
    for (let tries = 0; working.statusMessage === undefined && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      working = (await withTasks('tasks/get', { taskId })).result!;
    }
    expect(working).toMatchObject({
      status: 'working',
      statusMessage: expect.stringMatching(new RegExp(`^Pipeline #${RUNNING[0]} is running after \\d+ s$`)),
    });

    await cancelPipeline(sandbox, RUNNING[0]);
    const settled = await pollUntilSettled(withTasks, taskId);
    expect(settled.status).toBe('completed');
    const result = settled.result as { isError?: boolean };
    expect(result).toMatchObject({ resultType: 'complete' });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain('canceled');
    // The wait read only its pipeline (the cancel is the test's own POST).
    const paths = new Set(sandbox.requests.all().map(({ method, path }) => `${method} ${path}`));
    expect([...paths]).toEqual([
      `GET /projects/group%2Fproject/pipelines/${RUNNING[0]}`,
      `POST /projects/group%2Fproject/pipelines/${RUNNING[0]}/cancel`,
    ]);
  });

  it('the same call from a client without the extension is answered in-line, as before', async () => {
    const answer = await withoutTasks('tools/call', pipelineWait(RUNNING[0]));
    expect(answer.result).toMatchObject({ resultType: 'complete' });
    expect(answer.result).not.toHaveProperty('taskId');
    expect(textOf(answer.result)).toContain('canceled');
  });

  it('a short action is answered in-line even to a client that takes tasks', async () => {
    const answer = await withTasks('tools/call', execute('user.current', {}));
    expect(answer.result).toMatchObject({ resultType: 'complete' });
    expect(textOf(answer.result)).toContain('root');
  });

  it('tasks/cancel stops the wait: the task is cancelled and GitLab is polled no more', async () => {
    sandbox.requests.clear();
    const taskId = await startTask(withTasks, pipelineWait(RUNNING[1]));
    await until(() => pipelinePolls(RUNNING[1]) >= 1, 'the first poll of the pipeline');
    const cancelled = await withTasks('tasks/cancel', { taskId });
    expect(cancelled.result).toEqual({ resultType: 'complete', _meta: expect.any(Object) });
    const settled = await pollUntilSettled(withTasks, taskId);
    expect(settled).toMatchObject({ status: 'cancelled' });
    const polls = pipelinePolls(RUNNING[1]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(pipelinePolls(RUNNING[1])).toBe(polls);
  });

  it('a task is its credential’s: another token cannot read, answer or cancel it', async () => {
    const taskId = await startTask(withTasks, pipelineWait(RUNNING[0]));
    for (const method of ['tasks/get', 'tasks/cancel'])
      expect((await otherUser(method, { taskId })).error).toEqual({
        code: -32602,
        message: 'Failed to retrieve task: Task not found',
      });
    expect((await otherUser('tasks/update', { taskId, inputResponses: {} })).error?.code).toBe(-32602);
    expect((await pollUntilSettled(withTasks, taskId)).status).toBe('completed');
  });

  it('task notifications on subscriptions/listen need the extension: -32021 without it', async () => {
    const refused = await withoutTasks('subscriptions/listen', { notifications: { taskIds: ['any'] } });
    expect(refused.error).toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } },
    });
  });

  it('an unknown task ID is -32602; a client without the extension is refused -32021', async () => {
    expect((await withTasks('tasks/get', { taskId: 'no-such-task' })).error).toEqual({
      code: -32602,
      message: 'Failed to retrieve task: Task not found',
    });
    const refused = await withoutTasks('tasks/get', { taskId: 'no-such-task' });
    expect(refused.error).toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } },
    });
  });
});

describe('transfers as tasks', () => {
  const coordinates = { project_id: 'group/project', package_name: 'e2e-tasks', package_version: '1.0.0' };
  const route = '/projects/group%2Fproject/packages/generic/e2e-tasks/1.0.0/payload.bin';

  it('package.publish is a task that completes with the upload’s answer; GitLab receives one PUT', async () => {
    sandbox.requests.clear();
    const taskId = await startTask(
      withTasks,
      execute('package.publish', {
        ...coordinates,
        file_name: 'payload.bin',
        content_base64: Buffer.from('first version').toString('base64'),
      }),
    );
    const settled = await pollUntilSettled(withTasks, taskId);
    expect(settled.status).toBe('completed');
    expect((settled.result as { isError?: boolean }).isError, textOf(settled.result)).toBeFalsy();
    expect(textOf(settled.result)).toContain('payload.bin');
    expect(sandbox.requests.all().map(({ method, path }) => `${method} ${path}`)).toEqual([`PUT ${route}`]);
  });

  it('a transfer the action refuses is a completed task with the refusal (failed is for protocol errors only)', async () => {
    sandbox.requests.clear();
    // A shared (HTTP) server never opens its own disk for a caller, on either revision: no roots/list is needed.
    const taskId = await startTask(
      withTasks,
      execute('package.download', { ...coordinates, file_name: 'payload.bin', output_path: '/tmp/copy.bin' }),
    );
    const settled = await pollUntilSettled(withTasks, taskId);
    expect(settled).toMatchObject({ status: 'completed', result: { isError: true } });
    expect(textOf(settled.result)).toContain('send the file as content_base64 instead');
    expect(sandbox.requests.all()).toEqual([]);
  });
});

describe('the extension’s own requester (@modelcontextprotocol/ext-tasks)', () => {
  it('calls pipeline.wait, is handed a task, polls it and settles with the wait’s answer', async () => {
    const token = { 'PRIVATE-TOKEN': sandbox.tokens.api };
    const modern = await connectModernClient(server.url, token);
    let ids = 0;
    const session = createTaskSessionFromClient(modern.client, {
      endpointId: 'e2e-modern-tasks',
      // The requester frames a task request's method, params and envelope; the host gives it its JSON-RPC id.
      rawDispatch: async (request) => {
        ids += 1;
        const message = { ...(request as { method: string }), jsonrpc: '2.0' as const, id: ids };
        const answer = await postModern(server.url, token, message);
        return (
          answer.error ? { kind: 'error', error: answer.error } : { kind: 'result', result: answer.result }
        ) as JsonRpcResponse;
      },
      v2RequestFraming: {
        protocolVersion: MODERN_REVISION,
        clientInfo: { name: 'ext-tasks-e2e', version: '1.0.0' },
        clientCapabilities: {},
      },
    });
    try {
      sandbox.requests.clear();
      const execution = await session.callTool('gitlab_execute_action', {
        action: 'pipeline.wait',
        params: {
          project_id: 'group/project',
          pipeline_id: RUNNING[1],
          interval_seconds: 1,
          timeout_seconds: 30,
        },
      });
      await until(() => pipelinePolls(RUNNING[1]) >= 1, 'the first poll of the pipeline');
      await cancelPipeline(sandbox, RUNNING[1]);
      const { outcome } = await execution.settle();
      const result = resultFromTaskOutcome(outcome);
      expect(textOf(result)).toContain('canceled');
      expect(new Set(sandbox.requests.all().map(({ method, path }) => `${method} ${path}`))).toEqual(
        new Set([
          `GET /projects/group%2Fproject/pipelines/${RUNNING[1]}`,
          `POST /projects/group%2Fproject/pipelines/${RUNNING[1]}/cancel`,
        ]),
      );
    } finally {
      await session.close();
      await modern.close();
    }
  });
});
