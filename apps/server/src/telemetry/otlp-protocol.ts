/** The OTLP encodings this server sends: both OTLP/HTTP, as every collector's HTTP receiver accepts them. */
export type OtlpProtocol = 'http/protobuf' | 'http/json';
export type OtlpSignal = 'traces' | 'metrics' | 'logs';

export interface OtlpProtocols {
  protocols: Record<OtlpSignal, OtlpProtocol>;
  /** One start-up warning line when a variable asks for what is not sent (gRPC, or an unknown value), else null. */
  warning: string | null;
}

/** The specification's default (OpenTelemetry "Protocol Exporter": `http/protobuf`). */
const DEFAULT_PROTOCOL: OtlpProtocol = 'http/protobuf';
const SIGNALS: readonly OtlpSignal[] = ['traces', 'metrics', 'logs'];

/**
 * The encoding of each signal from OTEL_EXPORTER_OTLP_PROTOCOL and its per-signal variants
 * (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, …), the per-signal one winning. gRPC would need a second transport and its
 * native dependencies; a request for it is served by http/protobuf, the same Protobuf messages over HTTP, and said
 * once: a configuration written for another exporter never stops the server.
 */
export function otlpProtocols(env: Readonly<Record<string, string | undefined>>): OtlpProtocols {
  const refused: string[] = [];
  const protocolOf = (variable: string): OtlpProtocol | undefined => {
    const value = env[variable]?.trim();
    if (value === undefined || value === '') return undefined;
    if (value === 'http/protobuf' || value === 'http/json') return value;
    refused.push(`${variable}=${value}`);
    return DEFAULT_PROTOCOL;
  };
  const general = protocolOf('OTEL_EXPORTER_OTLP_PROTOCOL');
  const protocols = Object.fromEntries(
    SIGNALS.map((signal) => [
      signal,
      protocolOf(`OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_PROTOCOL`) ?? general ?? DEFAULT_PROTOCOL,
    ]),
  ) as Record<OtlpSignal, OtlpProtocol>;
  const warning =
    refused.length === 0
      ? null
      : `${refused.join(', ')}: only http/protobuf and http/json are supported (no gRPC); telemetry is sent as ` +
        `${DEFAULT_PROTOCOL} instead, to the collector's OTLP/HTTP receiver (port 4318 by default)`;
  return { protocols, warning };
}
