import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { parseCommandLine } from './command-line.js';
import type { CommandLine } from './command-line.js';
import { parseDotenv } from './dotenv.js';
import { SETTINGS } from './settings.js';
import type { Config, Setting, SettingName } from './settings.js';

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
    flagNames(setting).map((flag) => [flag, flagKind(setting.fallback)] as const),
  ),
);

/** The reference's flag name first, then this server's own earlier names. */
function flagNames(setting: Setting<unknown>): string[] {
  return [...(setting.flag ? [setting.flag] : []), ...(setting.aliases?.flags ?? [])];
}

/** Every flag and variable the settings are read from, for the check that the reference's names are all here. */
export function settingNames(): { flags: ReadonlySet<string>; variables: ReadonlySet<string> } {
  const settings = Object.values(SETTINGS) as Setting<unknown>[];
  return {
    flags: new Set(FLAGS.keys()),
    variables: new Set(
      settings.flatMap((setting) => [
        setting.env,
        ...(setting.aliases?.env ?? []),
        ...(setting.legacyEnv ?? []),
      ]),
    ),
  };
}

/** A value and where it was read: the variable, and the dotenv file when it came from one. */
interface Found {
  text: string;
  source: string;
}

/** Booleans may stand alone; lists may be repeated (`--gitlab-url a --gitlab-url b`). */
function flagKind(fallback: unknown): 'boolean' | 'value' | 'list' {
  if (typeof fallback === 'boolean') return 'boolean';
  return Array.isArray(fallback) ? 'list' : 'value';
}

const HTTP_RATE_LIMIT_RPS = 10;

/** Precedence: flag > environment > dotenv file > default (reference-server.md §11). */
export function loadConfig(sources: ConfigSources): LoadedConfig {
  const commandLine = parseCommandLine(sources.argv, FLAGS);
  const warnings: string[] = [];
  const readFile = sources.readFile ?? readIfPresent;
  const flagFile = commandLine.flags.get('env-file');
  const envFile = flagFile
    ? { path: flagFile, source: '--env-file' }
    : sources.env.GITLAB_MCP_ENV_FILE
      ? { path: sources.env.GITLAB_MCP_ENV_FILE, source: 'GITLAB_MCP_ENV_FILE' }
      : undefined;
  const files = [
    readDotenv(join(sources.home ?? homedir(), '.gitlab-mcp-server.env'), readFile, warnings),
    ...(envFile ? [readDotenv(envFile.path, readFile, warnings, envFile.source)] : []),
  ];
  const lookup = (name: string): Found | undefined => {
    const fromEnv = sources.env[name];
    if (fromEnv !== undefined) return { text: fromEnv, source: name };
    // The named file wins over the one in the home directory.
    const file = files.findLast((candidate) => candidate.values[name] !== undefined);
    return file && { text: file.values[name]!, source: `${name} in ${file.path}` };
  };

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
  lookup: (name: string) => Found | undefined,
  warnings: string[],
): unknown {
  for (const flag of flagNames(setting)) {
    const fromFlag = commandLine.flags.get(flag);
    if (fromFlag !== undefined) return parseOrThrow(setting, fromFlag, `--${flag}`);
  }
  for (const name of [setting.env, ...(setting.aliases?.env ?? [])]) {
    const found = lookup(name);
    if (found && found.text !== '') return parseOrThrow(setting, found.text, found.source);
  }
  for (const legacy of setting.legacyEnv ?? []) {
    const found = lookup(legacy);
    if (found && found.text !== '') {
      warnings.push(`${legacy} is an older name; use ${setting.env}`);
      return parseOrThrow(setting, found.text, found.source);
    }
  }
  return undefined;
}

/** `source` names where the text was read: `--flag`, `VARIABLE`, or `VARIABLE in /path/to/file`. */
function parseOrThrow(setting: Setting<unknown>, text: string, source: string): unknown {
  const value = setting.parser.parse(text);
  if (value === undefined) {
    const [name, file] = source.split(' in ');
    const where = file ? ` (in ${file})` : '';
    // A URL's user:password@ is never repeated: the message reaches logs and terminals.
    const shown = text.replace(/\/\/[^/@\s]*@/g, '//…@');
    throw new GitLabMcpError(
      'config',
      `${name}="${shown}"${where} is not valid: expected ${setting.parser.accepts}`,
    );
  }
  return value;
}

/** `namedBy`: the flag or variable that named a file which must exist; the home directory's file may not. */
function readDotenv(
  path: string,
  readFile: (path: string) => string | undefined,
  warnings: string[],
  namedBy?: string,
): { path: string; values: Record<string, string> } {
  const source = readFile(path);
  if (source === undefined) {
    if (namedBy) throw new GitLabMcpError('config', `${namedBy} names ${path}, which does not exist`);
    return { path, values: {} };
  }
  warnings.push(`read settings from ${path}`);
  return { path, values: parseDotenv(source) };
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new GitLabMcpError('config', `cannot read ${path}: ${(error as Error).message}`);
  }
}
