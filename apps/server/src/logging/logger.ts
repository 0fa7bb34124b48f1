import type { CallTrace } from '@gitlab-mcp/result';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';
/**
 * JSON-line logs on stderr (stdout belongs to JSON-RPC), and, once the client asks with logging/setLevel, the
 * same records as MCP log notifications. Every line is scrubbed of the token before it leaves.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const SEVERITY: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** GitLab token shapes (personal, project, group, OAuth, runner, CI job…), scrubbed even when not configured. */
const TOKEN_PATTERN =
  /\b(?:glpat|gloas|gldt|glrt|glcbt|glptt|glft|glimt|glagent|glsoat|glffct)-[A-Za-z0-9_.-]{8,}/g;

/** Replaces anything shaped like a GitLab token with `[REDACTED]`: for text that leaves the server other than logs. */
export function scrubTokenShapes(text: string): string {
  return text.replace(TOKEN_PATTERN, '[REDACTED]');
}

export type LogFields = Record<string, unknown>;

export interface LogRecord {
  level: LogLevel;
  msg: string;
  fields: LogFields;
  /** The connection the record was logged for (Logger.boundTo); undefined for the server's own work. */
  origin?: object;
}

export interface Logger {
  log(level: LogLevel, msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** Sends records at or above `level` to the client too (MCP logging), until called with null. */
  forward(level: LogLevel | null, send: ((record: LogRecord) => void) | null): void;
  /** The same logger, its records marked as logged for `origin` (one client connection) when forwarded. */
  boundTo(origin: object): Logger;
  /** The same logger, its lines written with the trace of the request they belong to (telemetry joins them). */
  tracedBy(trace: CallTrace): Logger;
}

export interface LoggerOptions {
  level: LogLevel;
  /** Strings that must never appear in a log line: the token, first of all. */
  secrets: readonly string[];
  /** `trace`: the request the line was written in, when it was written through a traced logger. */
  write: (line: string, trace?: CallTrace) => void;
  now?: () => Date;
}

export function createLogger(options: LoggerOptions): Logger {
  const secrets = options.secrets.filter((secret) => secret.length >= 4);
  const now = options.now ?? (() => new Date());
  let forwardLevel: LogLevel | null = null;
  let forwardTo: ((record: LogRecord) => void) | null = null;

  const scrub = (text: string): string =>
    secrets
      .reduce((line, secret) => line.replaceAll(secret, '[REDACTED]'), text)
      .replace(TOKEN_PATTERN, '[REDACTED]');

  /** Where a logger's records go besides their level: the connection they are for, the request they are in. */
  interface Binding {
    origin?: object;
    trace?: CallTrace;
  }

  const log = (level: LogLevel, msg: string, fields: LogFields, { origin, trace }: Binding): void => {
    const toStderr = SEVERITY[level] >= SEVERITY[options.level];
    const toClient = forwardTo !== null && forwardLevel !== null && SEVERITY[level] >= SEVERITY[forwardLevel];
    if (!toStderr && !toClient) return;
    const line = scrub(JSON.stringify({ time: now().toISOString(), level, msg, ...fields }, errorAware));
    if (toStderr) options.write(`${line}\n`, trace);
    if (toClient) {
      const {
        time: _time,
        level: _level,
        msg: scrubbedMsg,
        ...scrubbedFields
      } = JSON.parse(line) as LogFields;
      forwardTo!({ level, msg: String(scrubbedMsg), fields: scrubbedFields, origin });
    }
  };

  const loggerFor = (binding: Binding): Logger => ({
    log: (level, msg, fields = {}) => log(level, msg, fields, binding),
    debug: (msg, fields = {}) => log('debug', msg, fields, binding),
    info: (msg, fields = {}) => log('info', msg, fields, binding),
    warn: (msg, fields = {}) => log('warn', msg, fields, binding),
    error: (msg, fields = {}) => log('error', msg, fields, binding),
    forward(level, send) {
      forwardLevel = level;
      forwardTo = send;
    },
    boundTo: (origin) => loggerFor({ ...binding, origin }),
    tracedBy: (trace) => loggerFor({ ...binding, trace }),
  });
  return loggerFor({});
}

/**
 * Errors serialise to their name, their code when they have one of the closed table, and their message (stack
 * traces stay out of logs a client may see).
 */
function errorAware(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const code = value instanceof GitLabMcpError ? { code: value.code } : {};
  return { name: value.name, ...code, message: value.message };
}
