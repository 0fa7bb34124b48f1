/**
 * Progress notifications (issue 10): a tools/call that carries `_meta.progressToken` on a long action receives
 * notifications/progress with a growing `progress` and a `total`, over stdio and over stateless HTTP (where such a
 * call takes the SDK's path and its answer is an SSE stream that carries the progress before the result). A call
 * without a token receives none. Issue 19: what no action counts itself is reported by its context: the GitLab
 * requests of a local call after the first, an upload's bytes, a download's bytes as they arrive.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { withProgressOnTheWire } from '../support/progress-wire.js';
import type { WireProgress } from '../support/progress-wire.js';
import { connectHttpClient, executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import {
  cancelPipeline,
  pipelineWait,
  RUNNING_PIPELINES as RUNNING,
  WAIT_TIMEOUT,
} from '../support/running-pipelines.js';

/**
 * `pipeline.wait` on a running pipeline with a progress handler; once the first progress arrives (the first poll),
 * the pipeline is cancelled behind the server's back, so the wait sees it change state and ends. The progress is
 * read off the wire (progress-wire.ts): the last one and the result often arrive in one read.
 */
async function waitWithProgress(
  client: Client,
  sandbox: Sandbox,
  pipelineId: number,
): Promise<{ result: CallToolResult; seen: WireProgress[] }> {
  let cancelled: Promise<void> | undefined;
  const { result, seen } = await withProgressOnTheWire(
    client,
    async () =>
      (await client.callTool(pipelineWait(pipelineId), undefined, {
        onprogress: () => {
          cancelled ??= cancelPipeline(sandbox, pipelineId);
        },
      })) as CallToolResult,
  );
  await cancelled;
  return { result, seen };
}

/** One gitlab_execute_action call with a progress token: its answer and every progress sent for it. */
async function callWithProgress(client: Client, action: string, params: Record<string, unknown>) {
  const { result, seen } = await withProgressOnTheWire(
    client,
    async () =>
      (await client.callTool({ name: 'gitlab_execute_action', arguments: { action, params } }, undefined, {
        onprogress: () => undefined,
      })) as CallToolResult,
  );
  expect(result.isError, textOf(result)).toBeFalsy();
  return { result, seen };
}

/** project.milestone_issues: the milestone looked up by IID, then its issues listed, two GitLab requests. */
async function expectRequestSteps(client: Client, sandbox: Sandbox): Promise<void> {
  sandbox.requests.clear();
  const { seen } = await callWithProgress(client, 'project.milestone_issues', {
    project_id: 'group/project',
    milestone_iid: 1,
  });
  const paths = sandbox.requests.all().map((request) => request.path);
  expect(paths).toEqual([
    '/projects/group%2Fproject/milestones',
    expect.stringMatching(/^\/projects\/group%2Fproject\/milestones\/\d+\/issues$/),
  ]);
  expect(seen).toEqual([
    {
      progress: 1,
      message: expect.stringMatching(
        /^GitLab request 2: GET \/projects\/group%2Fproject\/milestones\/\d+\/issues$/,
      ),
    },
  ]);
}

const PACKAGE = { project_id: 'group/project', package_name: 'e2e-progress', package_version: '1.0.0' };
/** Large enough to arrive in several reports of a megabyte. */
const PAYLOAD = randomBytes(2.5 * 1024 * 1024);

function expectGrowingProgress(seen: readonly WireProgress[]): void {
  expect(seen.length).toBeGreaterThanOrEqual(2);
  for (const progress of seen) {
    expect(progress.total).toBe(WAIT_TIMEOUT);
    expect(progress.progress).toBeLessThanOrEqual(WAIT_TIMEOUT);
    expect(progress.message).toMatch(/^Pipeline #\d+ is \w+ after \d+ s$/);
  }
  const values = seen.map((progress) => progress.progress);
  for (let index = 1; index < values.length; index += 1)
    expect(values[index]).toBeGreaterThan(values[index - 1]!);
  expect(seen[0]!.message).toContain('is running');
  expect(seen.at(-1)!.message).toContain('is canceled');
}

describe('progress over stdio', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  }, START_TIMEOUT);
  afterAll(() => harness?.close());

  it('pipeline.wait with a progressToken reports each poll, growing, with a total, until the pipeline ends', async () => {
    const { result, seen } = await waitWithProgress(harness.client, harness.sandbox, RUNNING[0]);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ status: 'canceled', timed_out: false });
    expectGrowingProgress(seen);
  }, 20_000);

  it('release.link_create_batch reports one step per link, out of the number of links', async () => {
    const links = ['linux', 'macos', 'windows'].map((os) => ({
      name: `app-${os}`,
      url: `https://downloads.example.com/app-${os}.tar.gz`,
    }));
    const { seen } = await callWithProgress(harness.client, 'release.link_create_batch', {
      project_id: 'group/project',
      tag_name: 'v1.0.0',
      links,
    });
    expect(seen.map(({ progress, total }) => [progress, total])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
  });

  it('a local call of several GitLab requests reports each request after the first', async () => {
    await expectRequestSteps(harness.client, harness.sandbox);
  });

  it('an upload reports its bytes before it leaves and once GitLab has them; a download as they arrive', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2e-progress-'));
    writeFileSync(join(directory, 'payload.bin'), PAYLOAD);
    const size = PAYLOAD.length;
    harness.sandbox.requests.clear();
    const upload = await callWithProgress(harness.client, 'package.publish', {
      ...PACKAGE,
      file_name: 'payload.bin',
      file_path: join(directory, 'payload.bin'),
    });
    expect(harness.sandbox.requests.all().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /projects/group%2Fproject/packages/generic/e2e-progress/1.0.0/payload.bin',
    ]);
    const route = 'PUT /projects/group%2Fproject/packages/generic/e2e-progress/1.0.0/payload.bin';
    expect(upload.seen).toEqual([
      { progress: 0, total: size, message: `sending ${size} bytes: ${route}` },
      { progress: size, total: size, message: `sent ${size} bytes: ${route}` },
    ]);

    const download = await callWithProgress(harness.client, 'package.download', {
      ...PACKAGE,
      file_name: 'payload.bin',
      output_path: join(directory, 'copy.bin'),
    });
    const values = download.seen.map(({ progress }) => progress);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(size);
    // A report per megabyte at least: 2.5 MiB gives two between the first and the last.
    expect(values.length).toBeGreaterThanOrEqual(4);
    for (let index = 1; index < values.length; index += 1)
      expect(values[index]).toBeGreaterThan(values[index - 1]!);
    for (const progress of download.seen) expect(progress.total).toBe(size);
    expect(download.seen.at(-1)!.message).toBe(
      `received ${size} of ${size} bytes: /projects/group%2Fproject/packages/generic/e2e-progress/1.0.0/payload.bin`,
    );
  });
});

describe('progress over stateless HTTP', () => {
  let sandbox: Sandbox;
  let server: HttpServer;

  beforeAll(async () => {
    sandbox = await startSandbox();
    server = await startHttpServer({ args: ['--gitlab-url', sandbox.url] });
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
  });

  it('a tools/call with a progressToken goes through the SDK and its SSE answer carries the progress', async () => {
    const http = await connectHttpClient(server.url, { 'PRIVATE-TOKEN': sandbox.tokens.api });
    try {
      const { result, seen } = await waitWithProgress(http.client, sandbox, RUNNING[1]);
      expect(result.isError, textOf(result)).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ status: 'canceled' });
      expectGrowingProgress(seen);
    } finally {
      await http.close();
    }
  }, 20_000);

  it('a local call of several GitLab requests reports its steps too', async () => {
    const http = await connectHttpClient(server.url, { 'PRIVATE-TOKEN': sandbox.tokens.api });
    try {
      await expectRequestSteps(http.client, sandbox);
    } finally {
      await http.close();
    }
  });

  it('on the wire: progress events precede the result in the one SSE response; without a token there are none', async () => {
    const call = executeCall('pipeline.wait', {
      project_id: 'group/project',
      pipeline_id: 1207,
      interval_seconds: 1,
    });
    const headers = { 'PRIVATE-TOKEN': sandbox.tokens.api };
    const withToken = await postMcp(server.url, headers, {
      ...call,
      params: { ...call.params, _meta: { progressToken: 'wire-1' } },
    });
    expect(withToken.headers.get('content-type')).toContain('text/event-stream');
    const events = (await withToken.text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice('data: '.length)) as Record<string, unknown>);
    // #1207 already succeeded: one poll, one progress, then the answer.
    expect(events.map((event) => event.method ?? 'result')).toEqual(['notifications/progress', 'result']);
    expect(events[0]).toMatchObject({
      params: {
        progressToken: 'wire-1',
        progress: 0,
        total: 300,
        message: 'Pipeline #1207 is success after 0 s',
      },
    });
    const plain = await (await postMcp(server.url, headers, call)).text();
    expect(plain).not.toContain('notifications/progress');
    expect(plain).toContain('"result"');
  });
});
