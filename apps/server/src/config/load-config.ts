import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CommandLineError, parseCommandLine } from './command-line.js';
import type { CommandLine } from './command-line.js';
import { parseDotenv } from './dotenv.js';
import { SETTINGS } from './settings.js';
import type { Config, Setting, SettingName } from './settings.js';

/** A setting whose value cannot be used: start-up stops with this message, which names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface LoadedConfig {
  config: Config;
  commandLine: CommandLine;
  /** Things worth a log line: legacy names read, dotenv files used. */
  warnings: string[];
}

export interface ConfigSources {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** Reads a dotenv file, or returns undefined when it does not exist. */
  readFile?: (path: string) => string | undefined;
  home?: string;
}

const FLAGS = new Map(
  Object.values(SETTINGS).flatMap((setting: Setting<unknown>) =>
    setting.flag ? [[setting.flag, flagKind(setting.fallback)] as const] : [],
  ),
);

/** Booleans may stand alone; lists may be repeated (`--gitlab-url a --gitlab-url b`). */
function flagKind(fallback: unknown): 'boolean' | 'value' | 'list' {
  if (typeof fallback === 'boolean') return 'boolean';
  return Array.isArray(fallback) ? 'list' : 'value';
}

const HTTP_RATE_LIMIT_RPS = 10;

/** Precedence: flag > environment > dotenv file > default (reference-server.md §11). */
export function loadConfig(sources: ConfigSources): LoadedConfig {
  let commandLine: CommandLine;
  try {
    commandLine = parseCommandLine(sources.argv, FLAGS);
  } catch (error) {
    if (error instanceof CommandLineError) throw new ConfigError(error.message);
    throw error;
  }
  const warnings: string[] = [];
  const readFile = sources.readFile ?? readIfPresent;
  const envFile = commandLine.flags.get('env-file') ?? sources.env.GITLAB_MCP_ENV_FILE;
  const dotenv = {
    ...readDotenv(join(sources.home ?? homedir(), '.gitlab-mcp-server.env'), readFile, warnings),
    ...(envFile ? readDotenv(envFile, readFile, warnings, true) : {}),
  };
  const lookup = (name: string): string | undefined => sources.env[name] ?? dotenv[name];

  const config = {} as Record<SettingName, unknown>;
  const given = new Set<SettingName>();
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting<unknown>][]) {
    const value = resolveSetting(setting, commandLine, lookup, warnings);
    if (value !== undefined) given.add(name);
    config[name] = value ?? setting.fallback;
  }
  const resolved = config as Config;
  resolved.gitlabUrl = resolved.gitlabUrls[0]!;
  // YOLO_MODE, when given, overrides its older name AUTOPILOT (reference-server.md §11).
  if (!given.has('yoloMode')) resolved.yoloMode = resolved.autopilot;
  if (resolved.http) resolved.transport = 'http';
  // A shared server protects GitLab by default: 10 calls per second per credential unless told (reference §10).
  if (resolved.transport !== 'stdio' && !given.has('rateLimitRps'))
    resolved.rateLimitRps = HTTP_RATE_LIMIT_RPS;
  return { config: resolved, commandLine, warnings };
}

function resolveSetting(
  setting: Setting<unknown>,
  commandLine: CommandLine,
  lookup: (name: string) => string | undefined,
  warnings: string[],
): unknown {
  const fromFlag = setting.flag ? commandLine.flags.get(setting.flag) : undefined;
  if (fromFlag !== undefined) return parseOrThrow(setting, fromFlag, `--${setting.flag}`);
  const fromEnv = lookup(setting.env);
  if (fromEnv !== undefined && fromEnv !== '') return parseOrThrow(setting, fromEnv, setting.env);
  for (const legacy of setting.legacyEnv ?? []) {
    const value = lookup(legacy);
    if (value !== undefined && value !== '') {
      warnings.push(`${legacy} is an older name; use ${setting.env}`);
      return parseOrThrow(setting, value, legacy);
    }
  }
  return undefined;
}

function parseOrThrow(setting: Setting<unknown>, text: string, source: string): unknown {
  const value = setting.parser.parse(text);
  if (value === undefined) {
    // A URL's user:password@ is never repeated: the message reaches logs and terminals.
    const shown = text.replace(/\/\/[^/@\s]*@/g, '//…@');
    throw new ConfigError(`${source}="${shown}" is not valid: expected ${setting.parser.accepts}`);
  }
  return value;
}

function readDotenv(
  path: string,
  readFile: (path: string) => string | undefined,
  warnings: string[],
  required = false,
): Record<string, string> {
  const source = readFile(path);
  if (source === undefined) {
    if (required) throw new ConfigError(`GITLAB_MCP_ENV_FILE: cannot read ${path}`);
    return {};
  }
  warnings.push(`read settings from ${path}`);
  return parseDotenv(source);
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(`cannot read ${path}: ${(error as Error).message}`);
  }
}
