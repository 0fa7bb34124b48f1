import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './command-line.js';
import { loadConfig, settingNames } from './load-config.js';

/** The reference server's setting names (copied beside this test, with where they came from). */
const reference = readFileSync(new URL('./reference-settings.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const referenceFlags = reference.filter((name) => name.startsWith('--')).map((name) => name.slice(2));
// `GITLAB_MCP_` and `OTEL_EXPORTER_OTLP_` are prefixes in the reference's --help, not variables.
const referenceVariables = reference.filter((name) => !name.startsWith('--') && !name.endsWith('_'));

/**
 * Names other work adds: OpenTelemetry's settings (issue 26, telemetry) and --tool-search (issue 21, finder).
 * Each entry goes when that work lands; the test below then holds for every name.
 */
const ADDED_ELSEWHERE = new Set([
  'telemetry',
  'telemetry-identity',
  'telemetry-identity-rotation',
  'telemetry-tool-name',
  'tool-search',
  'GITLAB_MCP_TELEMETRY',
  'GITLAB_MCP_TELEMETRY_IDENTITY',
  'GITLAB_MCP_TELEMETRY_IDENTITY_KEY',
  'GITLAB_MCP_TELEMETRY_IDENTITY_ROTATION',
  'GITLAB_MCP_TELEMETRY_TOOL_NAME',
  'OTEL_SDK_DISABLED',
]);

/** The commands the command line answers itself rather than as settings. */
const COMMANDS = new Set(['probe', 'shutdown', 'version']);

describe('every setting of the reference server (issue 26)', () => {
  const { flags, variables } = settingNames();

  it('the copied list is the reference 3.0.0 list', () => {
    expect(referenceFlags.length).toBe(54);
    expect(referenceVariables).toContain('GITLAB_MCP_SESSION_REVALIDATE_INTERVAL');
  });

  it.each(referenceFlags.filter((flag) => !ADDED_ELSEWHERE.has(flag)))('--%s is accepted', (flag) => {
    if (COMMANDS.has(flag)) {
      const line = parseCommandLine([`--${flag}`], new Map());
      expect(line[flag as 'probe' | 'shutdown' | 'version']).toBe(true);
    } else {
      expect(flags.has(flag)).toBe(true);
    }
  });

  it.each(referenceVariables.filter((name) => !ADDED_ELSEWHERE.has(name)))('%s is read', (name) => {
    expect(variables.has(name)).toBe(true);
  });

  it('the names other work adds are not claimed here', () => {
    for (const name of ADDED_ELSEWHERE)
      expect(reference).toContain(name.startsWith('GITLAB') || name.startsWith('OTEL') ? name : `--${name}`);
  });
});

describe('reference values, read under the reference names', () => {
  const load = (argv: string[], env: Record<string, string> = {}) =>
    loadConfig({ argv, env, home: '/nonexistent', readFile: () => undefined }).config;

  it('has the reference defaults for the settings it added', () => {
    const config = load([]);
    expect(config.actionTimeout).toBe(65 * 60e3);
    expect(config.maxListenStreams).toBe(64);
    expect(config.revalidateInterval).toBe(15 * 60e3);
    expect(config.descriptionSubstitutions).toEqual([]);
    expect(config.pprofAddr).toBe('');
  });

  it('reads each added setting under its reference name, Go durations included', () => {
    const config = load(['--action-timeout', '1h30m', '--pprof-addr', '127.0.0.1:6060'], {
      GITLAB_MCP_SESSION_REVALIDATE_INTERVAL: '5m',
      GITLAB_MCP_MAX_LISTEN_STREAMS: '128',
      GITLAB_MCP_DESCRIPTION_SUBSTITUTIONS: 'delete=remove, token=credential',
    });
    expect(config).toMatchObject({
      actionTimeout: 90 * 60e3,
      pprofAddr: '127.0.0.1:6060',
      revalidateInterval: 5 * 60e3,
      maxListenStreams: 128,
      descriptionSubstitutions: [
        ['delete', 'remove'],
        ['token', 'credential'],
      ],
    });
    expect(load([], { GITLAB_MCP_ACTION_TIMEOUT: '10s' }).actionTimeout).toBe(10e3);
  });

  it('keeps this server’s own names as aliases, the reference name winning', () => {
    expect(load(['--oauth-policy-uri', 'https://a.example/policy']).oauthPolicyUri).toBe(
      'https://a.example/policy',
    );
    expect(load(['--resource-policy-uri', 'https://a.example/p']).oauthPolicyUri).toBe('https://a.example/p');
    expect(load(['--oauth-tos-uri', 'https://a.example/tos']).oauthTosUri).toBe('https://a.example/tos');
    expect(load(['--resource-documentation', 'https://a.example/doc']).oauthResourceDocumentation).toBe(
      'https://a.example/doc',
    );
    expect(load([], { GITLAB_MCP_REVALIDATE_INTERVAL: '2m' }).revalidateInterval).toBe(120e3);
    expect(
      load([], { GITLAB_MCP_REVALIDATE_INTERVAL: '2m', GITLAB_MCP_SESSION_REVALIDATE_INTERVAL: '3m' })
        .revalidateInterval,
    ).toBe(180e3);
  });

  it('refuses what the reference refuses, naming the source', () => {
    expect(() => load([], { GITLAB_MCP_MAX_LISTEN_STREAMS: '513' })).toThrow(
      /GITLAB_MCP_MAX_LISTEN_STREAMS="513" is not valid: expected a whole number from 1 to 512/,
    );
    expect(() => load([], { GITLAB_MCP_DESCRIPTION_SUBSTITUTIONS: 'delete' })).toThrow(/old=new pairs/);
  });
});
