import { describe, expect, it } from 'vitest';
import { UNTRACED } from '@gitlab-mcp/result';
import type { CallTrace } from '@gitlab-mcp/result';
import { createLogger } from './logger.js';
import type { LogRecord } from './logger.js';

const fixedClock = () => new Date('2026-01-01T00:00:00Z');

function capture(level: 'debug' | 'info' | 'warn' | 'error', secrets: string[] = []) {
  const lines: string[] = [];
  const logger = createLogger({ level, secrets, write: (line) => lines.push(line), now: fixedClock });
  return { logger, lines };
}

describe('logger', () => {
  it('writes one JSON line per record at or above its level', () => {
    const { logger, lines } = capture('info');
    logger.debug('hidden');
    logger.info('connected', { version: '19.4.1' });
    expect(lines).toEqual([
      '{"time":"2026-01-01T00:00:00.000Z","level":"info","msg":"connected","version":"19.4.1"}\n',
    ]);
  });

  it('never writes the configured token, nor anything shaped like a GitLab token', () => {
    const { logger, lines } = capture('debug', ['s3cr3t-token-value']);
    logger.error('GitLab refused s3cr3t-token-value', {
      header: 'PRIVATE-TOKEN: glpat-abcdefghij0123456789',
    });
    expect(lines.join('')).not.toContain('s3cr3t-token-value');
    expect(lines.join('')).not.toContain('glpat-abcdefghij');
    expect(lines.join('')).toContain('[REDACTED]');
  });

  it('serialises errors to name and message only', () => {
    const { logger, lines } = capture('debug');
    logger.warn('failed', { error: new TypeError('fetch failed') });
    expect(JSON.parse(lines[0]!)).toMatchObject({ error: { name: 'TypeError', message: 'fetch failed' } });
  });

  it('forwards scrubbed records to the client once it sets a level', () => {
    const { logger } = capture('error', ['tok-12345']);
    const sent: LogRecord[] = [];
    logger.info('before');
    logger.forward('info', (record) => sent.push(record));
    logger.debug('too low');
    logger.info('call with tok-12345', { action: 'branch.list' });
    logger.forward(null, null);
    logger.info('after');
    expect(sent).toEqual([{ level: 'info', msg: 'call with [REDACTED]', fields: { action: 'branch.list' } }]);
  });

  it('hands the writer the trace of a traced logger, kept through boundTo, and no trace otherwise', () => {
    const written: { msg: string; trace: CallTrace | undefined }[] = [];
    const logger = createLogger({
      level: 'info',
      secrets: [],
      write: (line, trace) => written.push({ msg: (JSON.parse(line) as { msg: string }).msg, trace }),
    });
    const trace: CallTrace = { ...UNTRACED };
    const connection = {};
    logger.tracedBy(trace).info('call');
    logger.tracedBy(trace).boundTo(connection).info('bound after');
    logger.boundTo(connection).tracedBy(trace).info('bound before');
    logger.info('server');
    expect(written).toEqual([
      { msg: 'call', trace },
      { msg: 'bound after', trace },
      { msg: 'bound before', trace },
      { msg: 'server', trace: undefined },
    ]);
  });
});
