/**
 * The OpenTelemetry recorder: spans, metrics and logs exported over OTLP/HTTP (Protobuf or JSON, otlp-exporters.ts)
 * to the collector the standard OTEL_EXPORTER_OTLP_* variables name; what is recorded is request-recorder.ts's.
 * This module and the SDK load only when telemetry is on (start-telemetry.ts imports it dynamically); with
 * telemetry off the process never parses any of it.
 */
import { diag, DiagLogLevel } from '@opentelemetry/api';
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
import type { CallTrace } from '@gitlab-mcp/result';
import type { Logger } from '../logging/logger.js';
import { SERVER_NAME, SERVER_VERSION } from '../version.js';
import { exportedLog } from './log-attributes.js';
import { otlpExporters } from './otlp-exporters.js';
import { otlpProtocols } from './otlp-protocol.js';
import { logContext, requestRecorder } from './request-recorder.js';
import type { RequestRecorderSettings } from './request-recorder.js';

export interface RecorderSettings extends RequestRecorderSettings {
  env: Readonly<Record<string, string | undefined>>;
  logger: Logger;
}

const DEFAULT_METRIC_INTERVAL_MS = 60_000;
/** Long enough for a collector to take the last batches, short enough that Ctrl-C still ends the process soon. */
const SHUTDOWN_TIMEOUT_MS = 5_000;

/** What the server keeps of a started recorder: where its log lines go, and the flush at exit. */
export interface StartedTelemetry {
  /**
   * One log line as written to stderr (JSON, already scrubbed of the token), with the trace of the request it was
   * written in when the logger was traced (CallContext.logger): the record carries that request's span.
   */
  log(line: string, trace?: CallTrace): void;
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
  // No AsyncLocalStorage: a request's span travels by argument, as the CallTrace of its CallContext, to its GitLab
  // requests (the clients' `trace` option) and its log lines (a traced logger). Measured 2026-12-06 (2 cores at load
  // 13-16, stdio, 300 branch.list calls after 50 to warm up, the server's CPU time from /proc, 9 interleaved runs,
  // medians): telemetry on costs 0.43 ms of CPU a call over off (1.40 → 1.83 ms); with the AsyncLocalStorage it cost
  // 0.53 ms (1.47 → 2.00 ms). Off is unchanged (1.47 and 1.40 ms, within the noise).
  installTelemetry(
    requestRecorder(
      settings,
      tracerProvider.getTracer(SERVER_NAME, SERVER_VERSION),
      meterProvider.getMeter(SERVER_NAME, SERVER_VERSION),
    ),
  );
  const otelLogger = loggerProvider.getLogger(SERVER_NAME, SERVER_VERSION);
  return {
    log(line, trace) {
      const record = exportedLog(line, settings.identity.policy);
      if (!record) return;
      otelLogger.emit({
        severityNumber: SEVERITY[record.level],
        severityText: record.level.toUpperCase(),
        body: record.msg,
        attributes: record.attributes,
        // A line written inside a call carries its trace: a backend joins the line to the span.
        context: logContext(trace),
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
