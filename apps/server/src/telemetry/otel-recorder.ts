/**
 * The OpenTelemetry recorder: spans, metrics and logs exported over OTLP/HTTP (Protobuf or JSON, otlp-exporters.ts)
 * to the collector the standard OTEL_EXPORTER_OTLP_* variables name. This module and the SDK load only when telemetry is on
 * (start-telemetry.ts imports it dynamically); with telemetry off the process never parses any of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { diag, DiagLogLevel, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, Span } from '@opentelemetry/api';
import { SeverityNumber } from '@opentelemetry/api-logs';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { installTelemetry } from '@gitlab-mcp/result';
import type { GitLabRequestFacts, Telemetry, ToolCallFacts } from '@gitlab-mcp/result';
import type { Logger } from '../logging/logger.js';
import { SERVER_NAME, SERVER_VERSION } from '../version.js';
import { callerIdentity } from './caller-identity.js';
import type { IdentitySettings } from './caller-identity.js';
import { exportedLog } from './log-attributes.js';
import { otlpExporters } from './otlp-exporters.js';
import { otlpProtocols } from './otlp-protocol.js';
import { RouteTemplates } from './route-template.js';

export interface RecorderSettings {
  identity: IdentitySettings;
  /** Whether metrics carry `gen_ai.tool.name` (GITLAB_MCP_TELEMETRY_TOOL_NAME, resolved for the surface). */
  toolNameOnMetrics: boolean;
  /** `pipe` for stdio, `tcp` for HTTP (OpenTelemetry's network.transport). */
  transport: 'pipe' | 'tcp';
  env: Readonly<Record<string, string | undefined>>;
  logger: Logger;
}

/** One tools/call in progress: its span, and what the call path has said about it so far. */
interface CallState {
  span: Span;
  context: Context;
  routes: readonly string[];
  surface: string;
  tool: string;
  domain: string | null;
  failure: string | null;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const DEFAULT_METRIC_INTERVAL_MS = 60_000;
/** Long enough for a collector to take the last batches, short enough that Ctrl-C still ends the process soon. */
const SHUTDOWN_TIMEOUT_MS = 5_000;

/** What the server keeps of a started recorder: where its log lines go, and the flush at exit. */
export interface StartedTelemetry {
  /** One log line as written to stderr (JSON, already scrubbed of the token). */
  log(line: string): void;
  stop(): Promise<void>;
}

/** Starts the SDK and installs the recorder the call path and the GitLab clients report to. */
export function startRecorder(settings: RecorderSettings): StartedTelemetry {
  reportExportFailures(settings.logger);
  const { protocols, warning } = otlpProtocols(settings.env);
  if (warning !== null) settings.logger.warn(warning);
  const exporters = otlpExporters(protocols);
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': SERVER_NAME, 'service.version': SERVER_VERSION }))
    .merge(detectResources({ detectors: [envDetector] }));
  const tracerProvider = new TracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor({ exporter: exporters.traces })],
  });
  const meterProvider = new MeterProvider({
    resource,
    readers: [
      new PeriodicExportingMetricReader({
        exporter: exporters.metrics,
        exportIntervalMillis: metricInterval(settings.env),
      }),
    ],
  });
  const loggerProvider = new LoggerProvider({
    resource,
    processors: [new BatchLogRecordProcessor({ exporter: exporters.logs })],
  });
  const calls = new AsyncLocalStorage<CallState>();
  installTelemetry(
    recorder(
      settings,
      calls,
      tracerProvider.getTracer(SERVER_NAME, SERVER_VERSION),
      meterProvider.getMeter(SERVER_NAME, SERVER_VERSION),
    ),
  );
  const otelLogger = loggerProvider.getLogger(SERVER_NAME, SERVER_VERSION);
  return {
    log(line) {
      const record = exportedLog(line, settings.identity.policy);
      if (!record) return;
      otelLogger.emit({
        severityNumber: SEVERITY[record.level],
        severityText: record.level.toUpperCase(),
        body: record.msg,
        attributes: record.attributes,
        // A line written inside a call carries its trace: a backend joins the line to the span.
        context: calls.getStore()?.context ?? ROOT_CONTEXT,
      });
    },
    async stop() {
      // Bounded: a collector that accepts the connection and never answers must not hold the exit.
      const shutdown = Promise.allSettled([
        tracerProvider.shutdown(),
        meterProvider.shutdown(),
        loggerProvider.shutdown(),
      ]);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_TIMEOUT_MS).unref()));
      await Promise.race([shutdown, late]);
      clearTimeout(timer);
    },
  };
}

/** `calls` is entered only with telemetry on: a process without it carries no extra store on every promise. */
function recorder(
  settings: RecorderSettings,
  calls: AsyncLocalStorage<CallState>,
  tracer: ReturnType<TracerProvider['getTracer']>,
  meter: ReturnType<MeterProvider['getMeter']>,
): Telemetry {
  const routes = new RouteTemplates();
  const identify = callerIdentity(settings.identity);
  const transport = { 'network.transport': settings.transport };

  const callCount = meter.createCounter('gitlab_mcp.tool.calls', {
    description: 'tools/call requests',
    unit: '{call}',
  });
  const callErrors = meter.createCounter('gitlab_mcp.tool.errors', {
    description: 'tools/call requests that did not succeed, by error.type',
    unit: '{call}',
  });
  const callDuration = meter.createHistogram('mcp.server.operation.duration', {
    description: 'how long a tools/call takes',
    unit: 's',
    advice: { explicitBucketBoundaries: SECONDS },
  });
  const requestDuration = meter.createHistogram('http.client.request.duration', {
    description: 'how long GitLab takes to answer one request',
    unit: 's',
    advice: { explicitBucketBoundaries: SECONDS },
  });
  const requestCount = meter.createCounter('gitlab_mcp.gitlab.requests', {
    description: 'requests sent to GitLab, retries included',
    unit: '{request}',
  });
  const retryCount = meter.createCounter('gitlab_mcp.gitlab.retries', {
    description: 'requests sent to GitLab again after a failed attempt',
    unit: '{request}',
  });
  const rateLimits = meter.createCounter('gitlab_mcp.rate_limit.refusals', {
    description: 'calls refused for rate: by this server (HTTP mode) or by GitLab (429)',
    unit: '{refusal}',
  });
  let credentialCount = settings.transport === 'pipe' ? 1 : 0;
  meter
    .createObservableGauge('gitlab_mcp.credentials.active', {
      description: 'credentials with an open GitLab session',
      unit: '{credential}',
    })
    .addCallback((result) => result.observe(credentialCount));

  /** A call's metric dimensions: bounded values only (no action ID: a thousand of them; no user, ever). */
  const callDimensions = (state: CallState): Attributes => ({
    'mcp.method.name': 'tools/call',
    'gitlab_mcp.tool_surface': state.surface,
    ...(state.domain === null ? {} : { 'gitlab_mcp.domain': state.domain }),
    ...(settings.toolNameOnMetrics ? { 'gen_ai.tool.name': state.tool } : {}),
  });

  return {
    async toolCall<T>(call: ToolCallFacts, run: () => Promise<T>): Promise<T> {
      const span = tracer.startSpan(
        `tools/call ${call.tool}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'mcp.method.name': 'tools/call',
            'gen_ai.tool.name': call.tool,
            'gitlab_mcp.tool_surface': call.surface,
            ...transport,
            ...identify(call.user),
          },
        },
        ROOT_CONTEXT,
      );
      const state: CallState = {
        span,
        context: trace.setSpan(ROOT_CONTEXT, span),
        routes: [],
        surface: call.surface,
        tool: call.tool,
        domain: null,
        failure: null,
      };
      const started = performance.now();
      try {
        return await calls.run(state, run);
      } catch (error) {
        state.failure ??= 'internal';
        throw error;
      } finally {
        const dimensions = {
          ...callDimensions(state),
          ...(state.failure === null ? {} : { 'error.type': state.failure }),
        };
        callCount.add(1, dimensions);
        if (state.failure !== null) {
          callErrors.add(1, dimensions);
          span.setAttribute('error.type', state.failure);
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        callDuration.record((performance.now() - started) / 1000, dimensions);
        span.end();
      }
    },

    callAction(action, templates) {
      const state = calls.getStore();
      if (!state) return;
      state.domain = action.split('.')[0] ?? null;
      state.routes = templates;
      state.span.setAttributes({ 'gitlab_mcp.action': action, 'gitlab_mcp.domain': state.domain ?? '' });
    },

    callFailed(kind) {
      const state = calls.getStore();
      if (state) state.failure = kind;
    },

    gitlabRequest(request: GitLabRequestFacts) {
      const state = calls.getStore();
      const route =
        request.api === 'graphql' ? request.path : routes.match(request.method, request.path, state?.routes);
      const attributes: Attributes = {
        'http.request.method': request.method,
        'url.template': route,
        'gitlab_mcp.api': request.api,
        ...(request.operation ? { 'graphql.operation.name': request.operation } : {}),
        ...(request.attempt > 1 ? { 'http.request.resend_count': request.attempt - 1 } : {}),
      };
      const span = tracer.startSpan(
        `${request.method} ${route}`,
        { kind: SpanKind.CLIENT, attributes },
        state?.context ?? ROOT_CONTEXT,
      );
      const dimensions = { 'http.request.method': request.method, 'gitlab_mcp.api': request.api };
      if (request.attempt > 1) retryCount.add(1, dimensions);
      const started = performance.now();
      let ended = false;
      return (status, failure) => {
        if (ended) return;
        ended = true;
        const outcome =
          status === null
            ? { 'error.type': failure ?? 'internal' }
            : {
                'http.response.status_code': status,
                ...(status >= 400 ? { 'error.type': String(status) } : {}),
              };
        span.setAttributes(outcome);
        if (status === null || status >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        requestCount.add(1, { ...dimensions, ...outcome });
        requestDuration.record((performance.now() - started) / 1000, { ...dimensions, ...outcome });
        if (status === 429) rateLimits.add(1, { 'gitlab_mcp.limiter': 'gitlab' });
      };
    },

    rateLimited() {
      rateLimits.add(1, { 'gitlab_mcp.limiter': 'server' });
    },

    credentials(count) {
      credentialCount = count;
    },
  };
}

const SEVERITY = { info: SeverityNumber.INFO, warn: SeverityNumber.WARN, error: SeverityNumber.ERROR };

/** OTEL_METRIC_EXPORT_INTERVAL (integer milliseconds, as the specification writes durations). */
function metricInterval(env: RecorderSettings['env']): number {
  const value = Number(env.OTEL_METRIC_EXPORT_INTERVAL);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_METRIC_INTERVAL_MS;
}

/**
 * The SDK reports a failed export through its diagnostic logger, which is silent unless given one. Its messages
 * can quote the exporter's configuration (OTEL_EXPORTER_OTLP_HEADERS carries collector credentials), so only
 * the fact is written to stderr, at most once a minute: the collector being down never floods the log.
 */
function reportExportFailures(logger: Logger): void {
  let lastReport = 0;
  const report = () => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    logger.warn('telemetry export failed: check OTEL_EXPORTER_OTLP_ENDPOINT and the collector');
  };
  diag.setLogger(
    {
      error: report,
      warn: () => undefined,
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.ERROR,
  );
}
