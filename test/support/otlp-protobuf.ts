/**
 * Reads the OTLP/HTTP Protobuf bodies an exporter sends into the shapes OTLP/JSON gives (a span's `traceId` in hex,
 * an attribute as `{ key, value: { stringValue } }`…), so the receiver's readers serve both encodings. A reader of
 * the Protobuf wire format and of the few OTLP fields the tests look at, numbered as in opentelemetry-proto
 * (trace/v1/trace.proto, metrics/v1/metrics.proto, logs/v1/logs.proto, common/v1/common.proto).
 */

type Field = bigint | Buffer;
type Message = Map<number, Field[]>;

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH = 2;
const WIRE_FIXED32 = 5;

/** One message's fields by number; length-delimited ones stay bytes until read as a string or a message. */
function decode(bytes: Buffer): Message {
  const fields: Message = new Map();
  let offset = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = bytes[offset++];
      if (byte === undefined) throw new Error('truncated Protobuf varint');
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
  };
  const take = (length: number): Buffer => {
    if (offset + length > bytes.length) throw new Error('truncated Protobuf field');
    const slice = bytes.subarray(offset, offset + length);
    offset += length;
    return slice;
  };
  while (offset < bytes.length) {
    const tag = Number(varint());
    const wire = tag & 7;
    const value =
      wire === WIRE_VARINT
        ? varint()
        : wire === WIRE_LENGTH
          ? take(Number(varint()))
          : wire === WIRE_FIXED64
            ? take(8)
            : wire === WIRE_FIXED32
              ? take(4)
              : null;
    if (value === null) throw new Error(`unexpected Protobuf wire type ${wire}`);
    fields.set(tag >> 3, [...(fields.get(tag >> 3) ?? []), value]);
  }
  return fields;
}

const bytesOf = (message: Message, field: number): Buffer[] =>
  (message.get(field) ?? []).filter((value): value is Buffer => Buffer.isBuffer(value));
const messages = (message: Message, field: number): Message[] => bytesOf(message, field).map(decode);
const message = (parent: Message, field: number): Message | undefined => messages(parent, field)[0];
const text = (parent: Message, field: number): string | undefined =>
  bytesOf(parent, field)[0]?.toString('utf8');
const hex = (parent: Message, field: number): string | undefined => {
  const value = bytesOf(parent, field)[0]?.toString('hex');
  return value === '' ? undefined : value;
};
const number = (parent: Message, field: number): number | undefined => {
  const value = parent.get(field)?.[0];
  return typeof value === 'bigint' ? Number(value) : undefined;
};

/** AnyValue (common.proto): the scalar kinds, written as OTLP/JSON writes them. */
function anyValue(value: Message): Record<string, unknown> {
  if (value.has(1)) return { stringValue: text(value, 1) };
  if (value.has(2)) return { boolValue: number(value, 2) === 1 };
  if (value.has(3)) return { intValue: String(number(value, 3)) };
  if (value.has(4)) return { doubleValue: bytesOf(value, 4)[0]!.readDoubleLE(0) };
  return {};
}

/** KeyValue list (common.proto): `key` 1, `value` 2. */
function attributes(parent: Message, field: number) {
  return messages(parent, field).map((pair) => ({
    key: text(pair, 1) ?? '',
    value: anyValue(message(pair, 2) ?? new Map()),
  }));
}

/** The items of an export request: resource (1) → scope (2) → item (2), as each signal nests them. */
function items(body: Buffer): Message[] {
  return messages(decode(body), 1).flatMap((resource) =>
    messages(resource, 2).flatMap((scope) => messages(scope, 2)),
  );
}

/** ExportTraceServiceRequest → Span: trace_id 1, span_id 2, parent_span_id 4, name 5, kind 6, attributes 9. */
export function protobufSpans(body: Buffer) {
  return items(body).map((span) => ({
    traceId: hex(span, 1) ?? '',
    spanId: hex(span, 2) ?? '',
    parentSpanId: hex(span, 4),
    name: text(span, 5) ?? '',
    kind: number(span, 6) ?? 0,
    attributes: attributes(span, 9),
  }));
}

/**
 * ExportMetricsServiceRequest → Metric: name 1, gauge 5, sum 7, histogram 9, each with data_points 1; a
 * number data point's attributes are field 7, a histogram data point's field 9.
 */
export function protobufMetrics(body: Buffer) {
  return items(body).map((metric) => {
    const points = (kind: number, attributesField: number) =>
      messages(message(metric, kind) ?? new Map(), 1).map((point) => ({
        attributes: attributes(point, attributesField),
      }));
    return {
      name: text(metric, 1) ?? '',
      gauge: { dataPoints: points(5, 7) },
      sum: { dataPoints: points(7, 7) },
      histogram: { dataPoints: points(9, 9) },
    };
  });
}

/** ExportLogsServiceRequest → LogRecord: severity_text 3, body 5, attributes 6, trace_id 9, span_id 10. */
export function protobufLogs(body: Buffer) {
  return items(body).map((record) => ({
    severityText: text(record, 3),
    body: anyValue(message(record, 5) ?? new Map()),
    traceId: hex(record, 9),
    spanId: hex(record, 10),
    attributes: attributes(record, 6),
  }));
}
