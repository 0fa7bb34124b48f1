import { describe, expect, it } from 'vitest';
import { otlpProtocols } from './otlp-protocol.js';

const all = (protocol: string) => ({ traces: protocol, metrics: protocol, logs: protocol });

describe('otlpProtocols', () => {
  it('sends http/protobuf by default, as the specification says', () => {
    expect(otlpProtocols({})).toEqual({ protocols: all('http/protobuf'), warning: null });
    expect(otlpProtocols({ OTEL_EXPORTER_OTLP_PROTOCOL: ' ' })).toEqual({
      protocols: all('http/protobuf'),
      warning: null,
    });
  });

  it('takes OTEL_EXPORTER_OTLP_PROTOCOL for every signal and a per-signal variable over it', () => {
    expect(otlpProtocols({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }).protocols).toEqual(all('http/json'));
    expect(
      otlpProtocols({
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: 'http/protobuf',
        OTEL_EXPORTER_OTLP_LOGS_PROTOCOL: '',
      }),
    ).toEqual({
      protocols: { traces: 'http/json', metrics: 'http/protobuf', logs: 'http/json' },
      warning: null,
    });
  });

  it('serves grpc with http/protobuf and says so in one line naming every variable that asked for it', () => {
    const { protocols, warning } = otlpProtocols({
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc',
      OTEL_EXPORTER_OTLP_LOGS_PROTOCOL: 'http/json',
    });
    expect(protocols).toEqual({ traces: 'http/protobuf', metrics: 'http/protobuf', logs: 'http/json' });
    expect(warning).toBe(
      'OTEL_EXPORTER_OTLP_PROTOCOL=grpc, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=grpc: only http/protobuf and ' +
        "http/json are supported (no gRPC); telemetry is sent as http/protobuf instead, to the collector's " +
        'OTLP/HTTP receiver (port 4318 by default)',
    );
  });

  it('treats an unknown value as the default, with the same warning', () => {
    const { protocols, warning } = otlpProtocols({ OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: 'HTTP/JSON' });
    expect(protocols).toEqual(all('http/protobuf'));
    expect(warning).toMatch(/^OTEL_EXPORTER_OTLP_METRICS_PROTOCOL=HTTP\/JSON: only http\/protobuf/);
  });
});
