/**
 * OpenTelemetry end to end: the built server with --telemetry exports over OTLP/HTTP to a receiver in this
 * process; a few calls against the sandbox produce one span per call with a child per GitLab request, the
 * metrics, and the log lines, and none of it carries the token or a value the caller passed. The first server
 * sends the specification's default encoding, Protobuf (decoded by test/support/otlp-protobuf.ts); the HTTP-mode
 * one is told OTEL_EXPORTER_OTLP_PROTOCOL=http/json.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT, startHarness } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import { attributeOf, startOtlpReceiver } from '../support/otlp-receiver.js';
import type { OtlpReceiver, OtlpSpan } from '../support/otlp-receiver.js';

const PROJECT = 'group/project';
/** A branch that does not exist, named so that any trace of it in a payload is unmistakable. */
const MISSING_BRANCH = 'zz-telemetry-never-exported';
/** A resource read is named by its template, never by the URI read, which holds the project path. */
const RESOURCE_SPAN = 'resources/read gitlab://project/{project_id}';
const PROMPT_SPAN = 'prompts/get milestone_progress';

describe('telemetry on: spans, metrics and logs of a few calls', () => {
  let receiver: OtlpReceiver;
  let harness: Harness;
  const run = (action: string, params: Record<string, unknown>) =>
    harness.call('gitlab_execute_action', { action, params });
  const toolSpan = (action: string) =>
    receiver
      .spans()
      .find(
        (span) => span.name.startsWith('tools/call') && attributeOf(span, 'gitlab_mcp.action') === action,
      );
  const spanNamed = (name: string) => receiver.spans().find((span) => span.name === name);
  const childrenOf = (parent: OtlpSpan | undefined) =>
    receiver.spans().filter((span) => parent !== undefined && span.parentSpanId === parent.spanId);

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    harness = await startHarness({
      env: {
        GITLAB_MCP_TELEMETRY: 'true',
        GITLAB_MCP_TELEMETRY_IDENTITY: 'pseudonymous',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_BLRP_SCHEDULE_DELAY: '100',
        OTEL_METRIC_EXPORT_INTERVAL: '300',
      },
    });
    // One failed attempt: the branch list is sent again, which is a retry on the wire and in telemetry.
    harness.sandbox.faults.add({
      method: 'GET',
      path: /\/repository\/branches$/,
      fault: { kind: 'status', status: 502 },
      times: 1,
    });
    await run('branch.list', { project_id: PROJECT, per_page: 2 });
    await run('branch.get', { project_id: PROJECT, branch_name: MISSING_BRANCH });
    await run('branch.rule_list', { project_path: PROJECT });
    // Two calls at once: each request's span travels with it, so neither takes the other's GitLab requests.
    await Promise.all([
      run('tag.list', { project_id: PROJECT }),
      run('project.get', { project_id: PROJECT }),
    ]);
    await harness.client.readResource({ uri: `gitlab://project/${encodeURIComponent(PROJECT)}` });
    await harness.client.getPrompt({ name: 'milestone_progress', arguments: { project_id: PROJECT } });
    // The exporters send in batches every few hundred milliseconds: wait for what the calls produce.
    await vi.waitFor(
      () => {
        for (const action of ['branch.list', 'branch.get', 'branch.rule_list', 'tag.list', 'project.get'])
          if (!toolSpan(action)) throw new Error(`no span of ${action} yet`);
        for (const name of [RESOURCE_SPAN, PROMPT_SPAN])
          if (!spanNamed(name)) throw new Error(`no span ${name} yet`);
        if (!receiver.metricNames().includes('gitlab_mcp.gitlab.retries')) throw new Error('no metrics yet');
        if (!receiver.logs().some((log) => log.body?.stringValue === 'call')) throw new Error('no logs yet');
      },
      { timeout: 20_000, interval: 200 },
    );
  }, START_TIMEOUT);

  afterAll(async () => {
    await harness?.close();
    await receiver?.close();
  });

  it('exports OTLP/HTTP with Protobuf bodies to the standard paths, the specification’s default', () => {
    const paths = new Set(receiver.posts().map((post) => post.path));
    expect([...paths].sort()).toEqual(['/v1/logs', '/v1/metrics', '/v1/traces']);
    expect(receiver.posts().map((post) => post.contentType)).toEqual(
      receiver.posts().map(() => 'application/x-protobuf'),
    );
  });

  it('records a tools/call span per call, named by the tool, with the action, the surface and the transport', () => {
    const span = toolSpan('branch.list')!;
    expect(span.name).toBe('tools/call gitlab_execute_action');
    expect(attributeOf(span, 'mcp.method.name')).toBe('tools/call');
    expect(attributeOf(span, 'gen_ai.tool.name')).toBe('gitlab_execute_action');
    expect(attributeOf(span, 'gitlab_mcp.domain')).toBe('branch');
    expect(attributeOf(span, 'gitlab_mcp.tool_surface')).toBe('dynamic');
    expect(attributeOf(span, 'network.transport')).toBe('pipe');
    expect(attributeOf(span, 'error.type')).toBeUndefined();
  });

  it('records the caller as a digest under the pseudonymous policy, never by name', () => {
    const span = toolSpan('branch.list')!;
    expect(attributeOf(span, 'user.hash')).toMatch(/^[0-9a-f]{64}$/);
    expect(attributeOf(span, 'user.name')).toBeUndefined();
    expect(attributeOf(span, 'user.id')).toBeUndefined();
    // One caller, one digest: the calls of one process correlate.
    expect(attributeOf(toolSpan('branch.get')!, 'user.hash')).toBe(attributeOf(span, 'user.hash'));
  });

  it('records a child span per GitLab request: method, route template, status, and the retry', () => {
    const requests = childrenOf(toolSpan('branch.list'));
    expect(requests.map((span) => span.name)).toEqual([
      'GET /projects/{project_id}/repository/branches',
      'GET /projects/{project_id}/repository/branches',
    ]);
    const [failed, retried] = requests;
    expect(attributeOf(failed!, 'http.request.method')).toBe('GET');
    expect(attributeOf(failed!, 'url.template')).toBe('/projects/{project_id}/repository/branches');
    expect(attributeOf(failed!, 'http.response.status_code')).toBe(502);
    expect(attributeOf(failed!, 'http.request.resend_count')).toBeUndefined();
    expect(attributeOf(retried!, 'http.response.status_code')).toBe(200);
    expect(attributeOf(retried!, 'http.request.resend_count')).toBe(1);
    expect(attributeOf(retried!, 'gitlab_mcp.api')).toBe('rest');
  });

  it('marks a call that did not succeed with its error.type, and its request with GitLab status', () => {
    const span = toolSpan('branch.get')!;
    expect(attributeOf(span, 'error.type')).toBe('not_found');
    const [request] = childrenOf(span);
    expect(request?.name).toBe('GET /projects/{project_id}/repository/branches/{branch_name}');
    expect(attributeOf(request!, 'http.response.status_code')).toBe(404);
  });

  it('keeps the GitLab requests of two concurrent calls under their own spans', () => {
    const tags = toolSpan('tag.list')!;
    const project = toolSpan('project.get')!;
    expect(tags.traceId).not.toBe(project.traceId);
    expect(childrenOf(tags).map((span) => span.name)).toEqual(['GET /projects/{project_id}/repository/tags']);
    expect(childrenOf(project).map((span) => span.name)).toEqual(['GET /projects/{project_id}']);
    expect(childrenOf(tags).every((span) => span.traceId === tags.traceId)).toBe(true);
  });

  it('records a GraphQL request by its endpoint and operation name', () => {
    const [request] = childrenOf(toolSpan('branch.rule_list'));
    expect(request?.name).toBe('POST /api/graphql');
    expect(attributeOf(request!, 'gitlab_mcp.api')).toBe('graphql');
    expect(attributeOf(request!, 'graphql.operation.name')).toMatch(/^[A-Za-z]+$/);
  });

  it('records a resources/read span by its template, with the action it ran and its GitLab request', () => {
    const span = spanNamed(RESOURCE_SPAN)!;
    expect(span.kind).toBe(2); // SERVER
    expect(attributeOf(span, 'mcp.method.name')).toBe('resources/read');
    expect(attributeOf(span, 'gitlab_mcp.resource.template')).toBe('gitlab://project/{project_id}');
    expect(attributeOf(span, 'gitlab_mcp.action')).toBe('project.get');
    expect(attributeOf(span, 'user.hash')).toMatch(/^[0-9a-f]{64}$/);
    expect(attributeOf(span, 'error.type')).toBeUndefined();
    const [request, ...more] = childrenOf(span);
    expect(more).toEqual([]);
    expect(request?.name).toBe('GET /projects/{project_id}');
    expect(attributeOf(request!, 'http.response.status_code')).toBe(200);
  });

  it('records a prompts/get span by the prompt, with a child span per GitLab request its feeds made', () => {
    const span = spanNamed(PROMPT_SPAN)!;
    expect(attributeOf(span, 'mcp.method.name')).toBe('prompts/get');
    expect(attributeOf(span, 'gen_ai.prompt.name')).toBe('milestone_progress');
    expect(attributeOf(span, 'gitlab_mcp.action')).toBeUndefined();
    const requests = childrenOf(span);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.map((request) => request.name)).toContain('GET /projects/{project_id}/milestones');
    expect(requests.every((request) => request.traceId === span.traceId && request.kind === 3)).toBe(true);
  });

  it('exports the call, error, latency, request, retry and credential metrics', () => {
    expect(receiver.metricNames()).toEqual(
      expect.arrayContaining([
        'gitlab_mcp.tool.calls',
        'gitlab_mcp.tool.errors',
        'mcp.server.operation.duration',
        'http.client.request.duration',
        'gitlab_mcp.gitlab.requests',
        'gitlab_mcp.gitlab.retries',
        'gitlab_mcp.credentials.active',
      ]),
    );
  });

  it('exports the log lines, joined to the span of the call that wrote them', () => {
    const line = receiver
      .logs()
      .find((log) => log.body?.stringValue === 'call' && attributeOf(log, 'action') === 'branch.list');
    expect(line?.severityText).toBe('INFO');
    expect(line?.traceId).toBe(toolSpan('branch.list')!.traceId);
    expect(line?.spanId).toBe(toolSpan('branch.list')!.spanId);
    // A line written outside any call (the start-up's) belongs to no trace.
    const startup = receiver.logs().find((log) => log.body?.stringValue === 'gitlab connection verified');
    expect(startup).toBeDefined();
    expect(startup?.traceId ?? '').toMatch(/^0*$/);
  });

  it('never exports the token, a parameter value or the GitLab address', () => {
    const everything = receiver.bodies().join('\n');
    expect(everything.length).toBeGreaterThan(0);
    for (const secret of [
      harness.sandbox.tokens.api,
      PROJECT,
      encodeURIComponent(PROJECT),
      MISSING_BRANCH,
      new URL(harness.sandbox.url).host,
    ])
      expect(everything).not.toContain(secret);
  });
});

describe('telemetry on in HTTP mode: the transport, the rate limit and the credential pool', () => {
  let receiver: OtlpReceiver;
  let sandbox: Sandbox;
  const statuses: number[] = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    sandbox = await startSandbox();
    const server = await startHttpServer({
      // One call of rate, one of burst, and then this server's own 429.
      args: [
        '--gitlab-url',
        sandbox.url,
        '--rate-limit-rps',
        '0.001',
        '--rate-limit-burst',
        '1',
        '--telemetry',
      ],
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_METRIC_EXPORT_INTERVAL: '60000',
      },
    });
    for (let call = 0; call < 3; call += 1) {
      const response = await postMcp(
        server.url,
        { 'PRIVATE-TOKEN': sandbox.tokens.api },
        executeCall('branch.list', { project_id: PROJECT }),
      );
      statuses.push(response.status);
      await response.text();
    }
    // SIGTERM drains the server, which flushes what telemetry still holds before it exits.
    await server.stop('SIGTERM');
  }, START_TIMEOUT);

  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  it('records the call over tcp, and counts the refusal of this server and the pooled credential', () => {
    expect(statuses).toEqual([200, 200, 429]);
    expect(new Set(receiver.posts().map((post) => post.contentType))).toEqual(new Set(['application/json']));
    const span = receiver.spans().find((each) => each.name === 'tools/call gitlab_execute_action');
    expect(span && attributeOf(span, 'network.transport')).toBe('tcp');
    const refusals = receiver.dataPoints('gitlab_mcp.rate_limit.refusals');
    expect(refusals.map((point) => attributeOf(point, 'gitlab_mcp.limiter'))).toEqual(['server']);
    expect(receiver.dataPoints('gitlab_mcp.credentials.active').length).toBeGreaterThan(0);
    // A credential's own log lines are exported too, joined to the call that wrote them.
    const line = receiver.logs().find((log) => log.body?.stringValue === 'call');
    expect(line?.traceId).toBe(span?.traceId);
    expect(line?.spanId).toBe(span?.spanId);
    expect(receiver.bodies().join('\n')).not.toContain(sandbox.tokens.api);
  });
});

describe('telemetry on with the collector down, asked for gRPC', () => {
  let harness: Harness;

  beforeAll(async () => {
    // A port that was just free: every export is refused.
    const gone = await startOtlpReceiver();
    await gone.close();
    harness = await startHarness({
      env: {
        GITLAB_MCP_TELEMETRY: 'true',
        OTEL_EXPORTER_OTLP_ENDPOINT: gone.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    });
  }, START_TIMEOUT);

  it('starts all the same, saying in one line that gRPC is not sent and what is', () => {
    const warnings = harness
      .stderr()
      .split('\n')
      .filter((line) => line.includes('OTEL_EXPORTER_OTLP_PROTOCOL'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      'OTEL_EXPORTER_OTLP_PROTOCOL=grpc: only http/protobuf and http/json are supported (no gRPC); ' +
        'telemetry is sent as http/protobuf instead',
    );
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('answers calls as usual, keeps stdout to JSON-RPC, and says once on stderr that export fails', async () => {
    const answer = await harness.call('gitlab_execute_action', {
      action: 'branch.list',
      params: { project_id: PROJECT, per_page: 2 },
    });
    expect(answer.isError ?? false).toBe(false);
    await vi.waitFor(
      () => {
        if (!harness.stderr().includes('telemetry export failed'))
          throw new Error('no export failure logged yet');
      },
      // The exporter retries a refused export with backoff for several seconds before it reports failure.
      { timeout: 40_000, interval: 200 },
    );
    expect(harness.stderr().split('telemetry export failed').length - 1).toBe(1);
    expect(harness.stderr()).not.toContain(harness.sandbox.tokens.api);
  }, 60_000);
});
