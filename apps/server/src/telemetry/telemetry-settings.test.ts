import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { createLogger } from '../logging/logger.js';
import { startTelemetry, toolNameOnMetrics } from './start-telemetry.js';

/**
 * The reference server's telemetry settings, names only, copied from its `--help`
 * (reference/spec/reference-settings.txt, the `--telemetry*` flags and `GITLAB_MCP_TELEMETRY*` variables).
 */
const REFERENCE_FLAGS: Record<string, string> = {
  telemetry: 'true',
  'telemetry-identity': 'none',
  'telemetry-identity-rotation': '24h',
  'telemetry-tool-name': 'auto',
};
const REFERENCE_VARIABLES: Record<string, string> = {
  GITLAB_MCP_TELEMETRY: 'false',
  GITLAB_MCP_TELEMETRY_IDENTITY: 'pseudonymous',
  GITLAB_MCP_TELEMETRY_IDENTITY_KEY: 'k3y-material',
  GITLAB_MCP_TELEMETRY_IDENTITY_ROTATION: '30m',
  GITLAB_MCP_TELEMETRY_TOOL_NAME: 'off',
};

function load(argv: string[], env: Record<string, string> = {}) {
  return loadConfig({ argv, env, home: '/home/u', readFile: () => undefined }).config;
}

describe('the reference telemetry settings', () => {
  it('are off, nobody, process-lifetime and auto by default', () => {
    expect(load([])).toMatchObject({
      telemetry: false,
      telemetryIdentity: 'none',
      telemetryIdentityKey: '',
      telemetryIdentityRotation: 0,
      telemetryToolName: 'auto',
    });
  });

  it('accepts every flag under its reference name, with the reference value syntax', () => {
    const config = load([
      '--telemetry',
      '--telemetry-identity',
      'pseudonymous',
      '--telemetry-identity-rotation=24h',
      '-telemetry-tool-name',
      'off',
    ]);
    expect(config).toMatchObject({
      telemetry: true,
      telemetryIdentity: 'pseudonymous',
      telemetryIdentityRotation: 24 * 3600e3,
      telemetryToolName: 'off',
    });
    for (const [flag, value] of Object.entries(REFERENCE_FLAGS))
      expect(() => load([`--${flag}`, value])).not.toThrow();
  });

  it('accepts every variable under its reference name', () => {
    for (const [name, value] of Object.entries(REFERENCE_VARIABLES))
      expect(() => load([], { [name]: value })).not.toThrow();
    const config = load([], {
      GITLAB_MCP_TELEMETRY: 'true',
      GITLAB_MCP_TELEMETRY_IDENTITY: 'full',
      GITLAB_MCP_TELEMETRY_IDENTITY_KEY: 'a-shared-secret-of-the-deployment',
      GITLAB_MCP_TELEMETRY_IDENTITY_ROTATION: '1h30m',
      GITLAB_MCP_TELEMETRY_TOOL_NAME: 'on',
    });
    expect(config).toMatchObject({
      telemetry: true,
      telemetryIdentity: 'full',
      telemetryIdentityKey: 'a-shared-secret-of-the-deployment',
      telemetryIdentityRotation: 90 * 60e3,
      telemetryToolName: 'on',
    });
  });

  it('keeps the identity key out of the command line (a secret there is readable by every local user)', () => {
    expect(() => load(['--telemetry-identity-key', 'x'])).toThrow(/unknown flag --telemetry-identity-key/);
  });

  it('refuses a value outside the reference set, naming the setting', () => {
    expect(() => load([], { GITLAB_MCP_TELEMETRY_IDENTITY: 'everyone' })).toThrow(
      /GITLAB_MCP_TELEMETRY_IDENTITY="everyone" is not valid: expected one of none, pseudonymous, full/,
    );
    expect(() => load(['--telemetry-tool-name', 'sometimes'])).toThrow(/--telemetry-tool-name/);
  });

  it('puts the tool name on metrics except on the individual surface, unless told', () => {
    expect(toolNameOnMetrics({ telemetryToolName: 'auto', toolSurface: 'dynamic' })).toBe(true);
    expect(toolNameOnMetrics({ telemetryToolName: 'auto', toolSurface: 'meta' })).toBe(true);
    expect(toolNameOnMetrics({ telemetryToolName: 'auto', toolSurface: 'individual' })).toBe(false);
    expect(toolNameOnMetrics({ telemetryToolName: 'on', toolSurface: 'individual' })).toBe(true);
    expect(toolNameOnMetrics({ telemetryToolName: 'off', toolSurface: 'dynamic' })).toBe(false);
  });
});

describe('startTelemetry', () => {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', secrets: [], write: (line) => lines.push(line) });

  it('starts nothing when telemetry is off', async () => {
    expect(await startTelemetry(load([]), {}, 'stdio', logger)).toBeNull();
  });

  it('starts nothing when OTEL_SDK_DISABLED=true vetoes --telemetry, and says so', async () => {
    const config = load(['--telemetry']);
    expect(await startTelemetry(config, { OTEL_SDK_DISABLED: 'TRUE' }, 'stdio', logger)).toBeNull();
    expect(lines.join('')).toContain('OTEL_SDK_DISABLED=true vetoes --telemetry');
  });
});
