import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Logger, LogLevel, LogRecord } from './logging/logger.js';
import { SERVER_NAME } from './version.js';

const ORDER: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];
const TO_MCP_LEVEL: Record<LogLevel, 'debug' | 'info' | 'warning' | 'error'> = {
  debug: 'debug',
  info: 'info',
  warn: 'warning',
  error: 'error',
};

/**
 * The connections that asked one logger for records (logging/setLevel), with their levels. In HTTP mode a logger
 * belongs to a credential's pooled tenant and serves every MCP session of that credential: one slot for "the" client
 * would send one session's records to whichever session set its level last.
 */
const listeners = new WeakMap<Logger, Map<Server, LogLevel>>();

/**
 * logging/setLevel of one connection: records at or above `level` logged for it (`logger.boundTo(server)`, which
 * its requests carry in their CallContext) are sent to its client; records logged outside any connection's work go
 * to every listening connection. It stops when the connection closes.
 */
export function listen(logger: Logger, server: Server, level: LogLevel): void {
  let levels = listeners.get(logger);
  if (!levels) listeners.set(logger, (levels = new Map()));
  const first = !levels.has(server);
  levels.set(server, level);
  if (first) {
    const closing = server.onclose;
    server.onclose = () => {
      closing?.();
      stop(logger, server);
    };
  }
  forwardTo(logger, levels);
}

function stop(logger: Logger, server: Server): void {
  const levels = listeners.get(logger);
  if (!levels?.delete(server)) return;
  forwardTo(logger, levels);
}

function forwardTo(logger: Logger, levels: Map<Server, LogLevel>): void {
  if (levels.size === 0) return logger.forward(null, null);
  const lowest = ORDER.find((level) => [...levels.values()].includes(level))!;
  logger.forward(lowest, (record: LogRecord) => {
    for (const [server, level] of levels) {
      if ((record.origin && record.origin !== server) || ORDER.indexOf(record.level) < ORDER.indexOf(level))
        continue;
      void server
        .sendLoggingMessage({
          level: TO_MCP_LEVEL[record.level],
          logger: SERVER_NAME,
          data: { msg: record.msg, ...record.fields },
        })
        .catch(() => stop(logger, server));
    }
  });
}
