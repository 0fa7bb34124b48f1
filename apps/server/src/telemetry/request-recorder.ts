/**
 * What the call path and the GitLab clients report, as OpenTelemetry spans and metrics: a SERVER span per MCP
 * request that calls GitLab (tools/call, resources/read, prompts/get), a CLIENT span per GitLab request under it,
 * and the metrics of both. Loaded with the SDK, only when telemetry is on.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, Counter, Histogram, Meter, Span, Tracer } from '@opentelemetry/api';
import type { CallTrace, GitLabRequestFacts, McpRequestFacts, Telemetry } from '@gitlab-mcp/result';
import { callerIdentity } from './caller-identity.js';
import type { IdentitySettings } from './caller-identity.js';
import { RouteTemplates } from './route-template.js';

export interface RequestRecorderSettings {
  identity: IdentitySettings;
  /** Whether metrics carry `gen_ai.tool.name` (GITLAB_MCP_TELEMETRY_TOOL_NAME, resolved for the surface). */
  toolNameOnMetrics: boolean;
  /** `pipe` for stdio, `tcp` for HTTP (OpenTelemetry's network.transport). */
  transport: 'pipe' | 'tcp';
}

/** Opens the span of one GitLab request under `parent` (a request of no call when null) and returns its end. */
type GitLabRequestOpener = (
  request: GitLabRequestFacts,
  parent: RequestTrace | null,
) => ReturnType<CallTrace['gitlabRequest']>;

/**
 * One MCP request in progress: its span, and what the call path has said about it so far. The CallTrace its
 * CallContext carries: the call path, the GitLab clients and the logger reach the span through it, by argument.
 */
class RequestTrace implements CallTrace {
  readonly context: Context;
  /** The REST templates of every action run so far: a prompt runs several, concurrently. */
  routes: readonly string[] = [];
  domain: string | null = null;
  failure: string | null = null;

  constructor(
    readonly span: Span,
    readonly facts: McpRequestFacts,
    private readonly openGitLabRequest: GitLabRequestOpener,
  ) {
    this.context = trace.setSpan(ROOT_CONTEXT, span);
  }

  callAction(action: string, templates: readonly string[]): void {
    this.routes = [...this.routes, ...templates];
    // A prompt reads several actions of several domains: its span names none of them.
    if (this.facts.method === 'prompts/get') return;
    this.domain = action.split('.')[0] ?? null;
    this.span.setAttributes({ 'gitlab_mcp.action': action, 'gitlab_mcp.domain': this.domain ?? '' });
  }

  callFailed(kind: string): void {
    // A prompt whose feed failed still answers, with a line saying so: only a thrown prompts/get fails.
    if (this.facts.method !== 'prompts/get') this.failure = kind;
  }

  gitlabRequest(request: GitLabRequestFacts): ReturnType<CallTrace['gitlabRequest']> {
    return this.openGitLabRequest(request, this);
  }
}

/** The context a log line written with `trace` is exported in: its request's span, or none. */
export function logContext(trace: CallTrace | undefined): Context {
  return trace instanceof RequestTrace ? trace.context : ROOT_CONTEXT;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * What each method's request is named by, as a span attribute and a metric dimension. All three are bounded
 * sets: the tools of the surface, the prompts and the resource templates of this server.
 */
const TARGET_ATTRIBUTE: Record<McpRequestFacts['method'], string> = {
  'tools/call': 'gen_ai.tool.name',
  'prompts/get': 'gen_ai.prompt.name',
  'resources/read': 'gitlab_mcp.resource.template',
};

/** The outcome of a span, given to its metrics too, so that a trace and a dashboard agree. */
interface Outcome {
  attributes: Attributes;
  failed: boolean;
}

/** Ends a span with its outcome and records the duration (and the counts) of what it timed. */
function endMeasured(
  span: Span,
  started: number,
  outcome: Outcome,
  metrics: { duration: Histogram; counts: readonly Counter[]; dimensions: Attributes },
): void {
  span.setAttributes(outcome.attributes);
  if (outcome.failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
  const dimensions = { ...metrics.dimensions, ...outcome.attributes };
  for (const count of metrics.counts) count.add(1, dimensions);
  metrics.duration.record((performance.now() - started) / 1000, dimensions);
}

function instruments(meter: Meter) {
  const counter = (name: string, description: string, unit: string) =>
    meter.createCounter(name, { description, unit });
  const seconds = (name: string, description: string) =>
    meter.createHistogram(name, { description, unit: 's', advice: { explicitBucketBoundaries: SECONDS } });
  return {
    calls: counter('gitlab_mcp.tool.calls', 'tools/call requests', '{call}'),
    callErrors: counter(
      'gitlab_mcp.tool.errors',
      'tools/call requests that did not succeed, by error.type',
      '{call}',
    ),
    operationDuration: seconds(
      'mcp.server.operation.duration',
      'how long a tools/call, resources/read or prompts/get takes',
    ),
    requestDuration: seconds('http.client.request.duration', 'how long GitLab takes to answer one request'),
    requests: counter('gitlab_mcp.gitlab.requests', 'requests sent to GitLab, retries included', '{request}'),
    retries: counter(
      'gitlab_mcp.gitlab.retries',
      'requests sent to GitLab again after a failed attempt',
      '{request}',
    ),
    rateLimits: counter(
      'gitlab_mcp.rate_limit.refusals',
      'calls refused for rate: by this server (HTTP mode) or by GitLab (429)',
      '{refusal}',
    ),
  };
}

export function requestRecorder(settings: RequestRecorderSettings, tracer: Tracer, meter: Meter): Telemetry {
  const routes = new RouteTemplates();
  const identify = callerIdentity(settings.identity);
  const transport = { 'network.transport': settings.transport };
  const measure = instruments(meter);
  let credentialCount = settings.transport === 'pipe' ? 1 : 0;
  meter
    .createObservableGauge('gitlab_mcp.credentials.active', {
      description: 'credentials with an open tenant (GitLab probed, catalog narrowed)',
      unit: '{credential}',
    })
    .addCallback((result) => result.observe(credentialCount));

  /** A request's metric dimensions: bounded values only (no action ID: a thousand of them; no user, ever). */
  const requestDimensions = ({ facts, domain }: RequestTrace): Attributes => ({
    'mcp.method.name': facts.method,
    'gitlab_mcp.tool_surface': facts.surface,
    ...(domain === null ? {} : { 'gitlab_mcp.domain': domain }),
    ...(facts.method !== 'tools/call' || settings.toolNameOnMetrics
      ? { [TARGET_ATTRIBUTE[facts.method]]: facts.target }
      : {}),
  });

  /** A CLIENT span per attempt, named by the route template the request filled, and its metrics. */
  const openGitLabRequest: GitLabRequestOpener = (request, parent) => {
    const route =
      request.api === 'graphql' ? request.path : routes.match(request.method, request.path, parent?.routes);
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': request.method,
          'url.template': route,
          'gitlab_mcp.api': request.api,
          ...(request.operation ? { 'graphql.operation.name': request.operation } : {}),
          ...(request.attempt > 1 ? { 'http.request.resend_count': request.attempt - 1 } : {}),
        },
      },
      parent?.context ?? ROOT_CONTEXT,
    );
    const dimensions = { 'http.request.method': request.method, 'gitlab_mcp.api': request.api };
    if (request.attempt > 1) measure.retries.add(1, dimensions);
    const started = performance.now();
    let ended = false;
    return (status, failure) => {
      if (ended) return;
      ended = true;
      const outcome: Outcome =
        status === null
          ? { attributes: { 'error.type': failure ?? 'internal' }, failed: true }
          : {
              attributes: {
                'http.response.status_code': status,
                ...(status >= 400 ? { 'error.type': String(status) } : {}),
              },
              failed: status >= 400,
            };
      endMeasured(span, started, outcome, {
        duration: measure.requestDuration,
        counts: [measure.requests],
        dimensions,
      });
      if (status === 429) measure.rateLimits.add(1, { 'gitlab_mcp.limiter': 'gitlab' });
    };
  };

  return {
    async request<T>(facts: McpRequestFacts, run: (trace: CallTrace) => Promise<T>): Promise<T> {
      const span = tracer.startSpan(
        `${facts.method} ${facts.target}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'mcp.method.name': facts.method,
            [TARGET_ATTRIBUTE[facts.method]]: facts.target,
            'gitlab_mcp.tool_surface': facts.surface,
            ...transport,
            ...identify(facts.user),
          },
        },
        ROOT_CONTEXT,
      );
      const call = new RequestTrace(span, facts, openGitLabRequest);
      const started = performance.now();
      try {
        return await run(call);
      } catch (error) {
        call.failure ??= 'internal';
        throw error;
      } finally {
        const failed = call.failure !== null;
        const isTool = facts.method === 'tools/call';
        endMeasured(
          span,
          started,
          { attributes: call.failure === null ? {} : { 'error.type': call.failure }, failed },
          {
            duration: measure.operationDuration,
            counts: isTool ? [measure.calls, ...(failed ? [measure.callErrors] : [])] : [],
            dimensions: requestDimensions(call),
          },
        );
      }
    },

    gitlabRequest: (request) => openGitLabRequest(request, null),

    rateLimited() {
      measure.rateLimits.add(1, { 'gitlab_mcp.limiter': 'server' });
    },

    credentials(count) {
      credentialCount = count;
    },
  };
}
