/**
 * The OTLP/HTTP exporter of each signal in the encoding OTEL_EXPORTER_OTLP_*PROTOCOL chose. Both encodings are in
 * the telemetry chunk, which loads only with telemetry on (otel-recorder.ts is imported only then): the Protobuf
 * exporters add little beside the transformer both share. The exporters read the other OTEL_EXPORTER_OTLP_*
 * variables (endpoint, headers, timeout, certificate) themselves.
 */
import { OTLPLogExporter as JsonLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPLogExporter as ProtobufLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { OTLPMetricExporter as JsonMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as ProtobufMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import type { LogRecordExporter } from '@opentelemetry/sdk-logs';
import type { PushMetricExporter } from '@opentelemetry/sdk-metrics';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { OtlpProtocol, OtlpSignal } from './otlp-protocol.js';

interface SignalExporters {
  traces: SpanExporter;
  metrics: PushMetricExporter;
  logs: LogRecordExporter;
}

const EXPORTERS: { [Signal in OtlpSignal]: Record<OtlpProtocol, new () => SignalExporters[Signal]> } = {
  traces: { 'http/protobuf': ProtobufTraceExporter, 'http/json': JsonTraceExporter },
  metrics: { 'http/protobuf': ProtobufMetricExporter, 'http/json': JsonMetricExporter },
  logs: { 'http/protobuf': ProtobufLogExporter, 'http/json': JsonLogExporter },
};

export function otlpExporters(protocols: Record<OtlpSignal, OtlpProtocol>): SignalExporters {
  return {
    traces: new EXPORTERS.traces[protocols.traces](),
    metrics: new EXPORTERS.metrics[protocols.metrics](),
    logs: new EXPORTERS.logs[protocols.logs](),
  };
}
