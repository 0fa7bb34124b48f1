import { fstatSync, statSync } from 'node:fs';
import { asksHelpOrVersion } from './config/command-line.js';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { loadConfig } from './config/load-config.js';
import { settingsForLog, settingWarnings } from './config/setting-notes.js';
import type { Config } from './config/settings.js';
import { firstRunText, helpText } from './help.js';
import { createLogger } from './logging/logger.js';
import type { Logger } from './logging/logger.js';
import { startTelemetry } from './telemetry/start-telemetry.js';
import type { StartedTelemetry } from './telemetry/otel-recorder.js';
import { EarlyOpening } from './transport/early-opening.js';
import { setV8Flags } from './v8-flags.js';
import { SERVER_VERSION } from './version.js';

/**
 * Runs the stdio server; resolves when the client goes away. Exit codes: 1 GitLab unusable, 2 bad settings
 * (docs/configuration.md). --help and --version read no setting: they answer whatever the environment holds.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const asked = asksHelpOrVersion(argv);
  if (asked === 'help') return print(helpText());
  if (asked === 'version') return print(SERVER_VERSION);
  let loaded;
  try {
    loaded = loadConfig({ argv, env: process.env });
  } catch (error) {
    if (hasErrorCode(error, 'config')) return fail(error.message, 2);
    throw error;
  }
  const { config, commandLine, warnings } = loaded;
  if (commandLine.toolSearch !== null) {
    const found = await (await import('./tool-search.js')).toolSearch(commandLine.toolSearch, config);
    return found.code === 0 ? print(found.text.trimEnd()) : fail(found.text, found.code);
  }
  if (commandLine.shutdown)
    return (await import('./shutdown.js')).shutdown(process.argv[1] ?? '', (line) => print(line));
  if (commandLine.probe) {
    const url = typeof commandLine.probe === 'string' ? commandLine.probe : undefined;
    const outcome = await (
      await import('./http/probe.js')
    ).probe(config.httpAddr, Boolean(config.tlsCert), url);
    return outcome.code === 0 ? print(outcome.line) : fail(outcome.line, outcome.code);
  }
  if (config.excludeTools.length > 0) {
    try {
      await (await import('./config/exclusions.js')).checkExclusions(config.excludeTools);
    } catch (error) {
      if (hasErrorCode(error, 'config')) return fail(error.message, 2);
      throw error;
    }
  }
  if (commandLine.check)
    return (await import('./check.js')).check(config, commandLine.json, (text) => process.stdout.write(text));

  const mode =
    config.transport === 'http' || (config.transport === 'auto' && stdinIsNullDevice()) ? 'http' : 'stdio';
  if (mode === 'stdio' && !config.token) {
    if (process.stdin.isTTY) return print(firstRunText(), 1);
    return fail('GITLAB_TOKEN is not set: give the server a GitLab personal access token (see --help)', 2);
  }
  // Over stdio the one token is known now and kept out of every line; in HTTP mode tokens come with requests.
  const { logger, telemetry } = await startLogging(config, mode === 'stdio' ? [config.token] : [], mode);
  for (const warning of [...warnings, ...settingWarnings(config)]) logger.warn(warning);
  logger.debug('settings resolved', settingsForLog(config));
  if (config.pprofAddr) await (await import('./pprof.js')).openProfiler(config.pprofAddr, logger);
  if (mode === 'http') return serveHttp(config, logger, telemetry);

  // The opening (initialize, or 2026-07-28 server/discover) is answered before the SDK loads: the stdio server's
  // modules load only now.
  const stdin = process.stdin.pipe(new EarlyOpening(process.stdout, config.stdioMaxLineBytes));
  // V8's flags must precede the SDK, not the opening's answer: they wait for an opening already in the pipe. Two
  // turns of the event loop: the first may end in the phase that ran this module, before stdin is polled.
  await Promise.race([stdin.answered, loopTurns(2)]);
  setV8Flags('stdio');
  const { serveStdio } = await import('./stdio-server.js');
  try {
    const problem = await serveStdio(stdin, stdin.answered, config, logger);
    return problem === null ? 0 : fail(problem, 1);
  } finally {
    await telemetry?.stop();
  }
}

/** HTTP mode: tokens come with each request, so none is needed here; the module loads only in this mode. */
async function serveHttp(
  config: Config,
  logger: Logger,
  telemetry: StartedTelemetry | null,
): Promise<number> {
  setV8Flags('http');
  const http = await import('./http/serve-http.js');
  try {
    return await http.serveHttp(config, logger, telemetry?.log ?? null);
  } catch (error) {
    if (hasErrorCode(error, 'config')) return fail(error.message, 2);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'ENOENT')
      return fail(`cannot listen on ${config.httpAddr}: ${(error as Error).message}`, 2);
    throw error;
  } finally {
    await telemetry?.stop();
  }
}

/**
 * The process's log on stderr, and OpenTelemetry when --telemetry is on: its log lines are exported too, and
 * `telemetry.stop` flushes what is buffered before the process exits.
 */
async function startLogging(
  config: Config,
  secrets: readonly string[],
  transport: 'stdio' | 'http',
): Promise<{ logger: Logger; telemetry: StartedTelemetry | null }> {
  let exportLine: StartedTelemetry['log'] | null = null;
  const logger = createLogger({
    level: config.logLevel,
    secrets: [...secrets, config.telemetryIdentityKey],
    write: (line, trace) => {
      process.stderr.write(line);
      exportLine?.(line, trace);
    },
  });
  const telemetry = await startTelemetry(config, process.env, transport, logger);
  exportLine = telemetry?.log ?? null;
  return { logger, telemetry };
}

/** Settles after `count` turns of the event loop (each ends with its immediates). */
function loopTurns(count: number): Promise<void> {
  return new Promise((resolve) =>
    count === 0 ? resolve() : setImmediate(() => resolve(loopTurns(count - 1))),
  );
}

/**
 * `--transport auto` as the reference server reads it: HTTP when stdin is the null device (a container started
 * without -i), stdio for the pipe an MCP client connects.
 */
function stdinIsNullDevice(): boolean {
  try {
    const stdin = fstatSync(0);
    return stdin.isCharacterDevice() && stdin.rdev === statSync('/dev/null').rdev;
  } catch {
    return false; // no stdin at all: not the null device
  }
}

function print(text: string, code = 0): number {
  process.stdout.write(`${text}\n`);
  return code;
}

/**
 * The one line that ends the process: for a person at a terminal as text, otherwise (a client's log, a container's)
 * a JSON line like every log line, with the exit code.
 */
function fail(message: string, code: number): number {
  process.stderr.write(
    process.stderr.isTTY
      ? `gitlab-mcp: ${message}\n`
      : `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: message, exit_code: code })}\n`,
  );
  return code;
}
