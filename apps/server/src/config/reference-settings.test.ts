import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './command-line.js';
import { loadConfig, settingNames } from './load-config.js';

/** The reference server's setting names (reference/spec/reference-settings.txt, copied from its --help). */
const reference = readFileSync(
  new URL('../../../../reference/spec/reference-settings.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const referenceFlags = reference.filter((name) => name.startsWith('--')).map((name) => name.slice(2));
// `GITLAB_MCP_` and `OTEL_EXPORTER_OTLP_` are prefixes in the reference's --help, not variables.
const referenceVariables = reference.filter((name) => !name.startsWith('--') && !name.endsWith('_'));

/** The commands the command line answers itself rather than as settings, with an argument that runs each. */
const COMMANDS = new Map<string, string[]>([
  ['probe', ['--probe']],
  ['shutdown', ['--shutdown']],
  ['version', ['--version']],
  ['tool-search', ['--tool-search', 'list branches']],
]);

/** Read by the OpenTelemetry SDK's own convention (docs/telemetry.md), not as a setting of ours. */
const OPENTELEMETRY_VARIABLES = new Set(['OTEL_SDK_DISABLED']);

describe('every setting of the reference server (issue 26)', () => {
  const { flags, variables } = settingNames();

  it('the copied list is the reference 3.0.0 list', () => {
    expect(referenceFlags.length).toBe(54);
    expect(referenceVariables).toContain('GITLAB_MCP_SESSION_REVALIDATE_INTERVAL');
  });

  it.each(referenceFlags)('--%s is accepted', (flag) => {
    const command = COMMANDS.get(flag);
    if (command) {
      const line = parseCommandLine(command, new Map());
      expect(
        line[flag === 'tool-search' ? 'toolSearch' : (flag as 'probe' | 'shutdown' | 'version')],
      ).toBeTruthy();
    } else {
      expect(flags.has(flag)).toBe(true);
    }
  });

  it.each(referenceVariables)('%s is read', (name) => {
    expect(variables.has(name) || OPENTELEMETRY_VARIABLES.has(name)).toBe(true);
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
