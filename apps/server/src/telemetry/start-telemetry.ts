import type { Config } from '../config/settings.js';
import type { Logger } from '../logging/logger.js';
import type { StartedTelemetry } from './otel-recorder.js';

export type TelemetryConfig = Pick<
  Config,
  | 'telemetry'
  | 'telemetryIdentity'
  | 'telemetryIdentityKey'
  | 'telemetryIdentityRotation'
  | 'telemetryToolName'
  | 'toolSurface'
>;

/**
 * Starts OpenTelemetry when `--telemetry` asks and OTEL_SDK_DISABLED does not veto it; returns the function that
 * flushes what is still buffered and the sink of log lines, or null when telemetry is off. The SDK (and the recorder) are imported only
 * here, only then: with telemetry off, start-up time and memory are those of a server without it.
 */
export async function startTelemetry(
  config: TelemetryConfig,
  env: Readonly<Record<string, string | undefined>>,
  transport: 'stdio' | 'http',
  logger: Logger,
): Promise<StartedTelemetry | null> {
  if (!config.telemetry) return null;
  // The specification's kill switch and its grammar: only "true", in any case, disables.
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') {
    logger.warn('telemetry is off: OTEL_SDK_DISABLED=true vetoes --telemetry');
    return null;
  }
  if (config.telemetryIdentityKey !== '' && config.telemetryIdentityRotation > 0)
    logger.warn(
      'GITLAB_MCP_TELEMETRY_IDENTITY_ROTATION is ignored: a given identity key is rotated by its owner',
    );
  const { startRecorder } = await import('./otel-recorder.js');
  const started = startRecorder({
    identity: {
      policy: config.telemetryIdentity,
      key: config.telemetryIdentityKey,
      rotationMs: config.telemetryIdentityRotation,
    },
    toolNameOnMetrics: toolNameOnMetrics(config),
    transport: transport === 'stdio' ? 'pipe' : 'tcp',
    env,
    logger,
  });
  logger.info('telemetry on');
  return started;
}

/** `auto` keeps the tool name off metrics on the individual surface only: its ~1,085 tools would be as many series. */
export function toolNameOnMetrics(config: Pick<Config, 'telemetryToolName' | 'toolSurface'>): boolean {
  if (config.telemetryToolName === 'auto') return config.toolSurface !== 'individual';
  return config.telemetryToolName === 'on';
}
