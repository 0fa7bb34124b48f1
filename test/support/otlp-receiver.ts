import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { protobufLogs, protobufMetrics, protobufSpans } from './otlp-protobuf.js';

/** One OTLP attribute as OTLP/JSON writes it: `{ key, value: { stringValue | intValue | … } }`. */
export interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}

export interface OtlpLogRecord {
  severityText?: string;
  body?: { stringValue?: string };
  traceId?: string;
  spanId?: string;
  attributes: OtlpAttribute[];
}

export interface OtlpReceiver {
  /** The base URL for OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces`, `/v1/metrics`, `/v1/logs` under it). */
  url: string;
  /** Every request body received, as UTF-8 text: the text a leak would show up in (Protobuf strings are UTF-8 too). */
  bodies(): string[];
  /** Paths the exporters posted to, with their content types. */
  posts(): { path: string; contentType: string }[];
  spans(): OtlpSpan[];
  metricNames(): string[];
  /** The data points of one metric (a sum, a gauge or a histogram), from every export. */
  dataPoints(name: string): { attributes: OtlpAttribute[] }[];
  logs(): OtlpLogRecord[];
  close(): Promise<void>;
}

/**
 * A collector's OTLP/HTTP receiver, in process, for both encodings (JSON, and Protobuf read by otlp-protobuf.ts
 * into the JSON shapes): it keeps what it is sent and answers 200 with an empty ExportServiceResponse, as a
 * collector does when it accepts everything (an empty Protobuf message is zero bytes).
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: { path: string; contentType: string; body: Buffer }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      if (isProtobuf(request.headers['content-type']))
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** The items of every export to `path`, from JSON bodies by their keys or from Protobuf ones by `fromProtobuf`. */
  const scoped = <T>(
    path: string,
    [resourceKey, scopeKey, itemKey]: [string, string, string],
    fromProtobuf: (body: Buffer) => unknown[],
  ): T[] =>
    received
      .filter((post) => post.path === path)
      .flatMap((post) => {
        if (isProtobuf(post.contentType)) return fromProtobuf(post.body) as T[];
        const payload = JSON.parse(post.body.toString('utf8')) as Record<string, unknown>;
        return ((payload[resourceKey] ?? []) as Record<string, unknown>[]).flatMap((resource) =>
          ((resource[scopeKey] ?? []) as Record<string, unknown>[]).flatMap(
            (scope) => (scope[itemKey] ?? []) as T[],
          ),
        );
      });
  const metrics = () =>
    scoped<{ name: string } & Record<string, unknown>>(
      '/v1/metrics',
      ['resourceMetrics', 'scopeMetrics', 'metrics'],
      protobufMetrics,
    );
  return {
    url: `http://127.0.0.1:${port}`,
    bodies: () => received.map((post) => post.body.toString('utf8')),
    posts: () => received.map(({ path, contentType }) => ({ path, contentType })),
    spans: () => scoped<OtlpSpan>('/v1/traces', ['resourceSpans', 'scopeSpans', 'spans'], protobufSpans),
    metricNames: () => [...new Set(metrics().map((metric) => metric.name))],
    dataPoints: (name) =>
      metrics()
        .filter((metric) => metric.name === name)
        .flatMap((metric) =>
          ['sum', 'gauge', 'histogram'].flatMap(
            (kind) =>
              (metric[kind] as { dataPoints?: { attributes: OtlpAttribute[] }[] } | undefined)?.dataPoints ??
              [],
          ),
        ),
    logs: () => scoped<OtlpLogRecord>('/v1/logs', ['resourceLogs', 'scopeLogs', 'logRecords'], protobufLogs),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function isProtobuf(contentType: string | undefined): boolean {
  return contentType?.startsWith('application/x-protobuf') ?? false;
}

/** An attribute's value, whatever its OTLP/JSON type (`intValue` arrives as a number or a string). */
export function attributeOf(item: { attributes: OtlpAttribute[] }, key: string): unknown {
  const value = item.attributes.find((attribute) => attribute.key === key)?.value;
  if (!value) return undefined;
  if ('intValue' in value) return Number(value.intValue);
  return Object.values(value)[0];
}
