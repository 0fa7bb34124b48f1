import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { exportedLog } from './log-attributes.js';

const line = (record: Record<string, unknown>) =>
  JSON.stringify({ time: '2026-01-01T00:00:00.000Z', ...record });

describe('exportedLog', () => {
  it('keeps the message, the names the server chose and the measures', () => {
    expect(exportedLog(line({ level: 'info', msg: 'call', action: 'branch.list', ms: 12 }), 'none')).toEqual({
      level: 'info',
      msg: 'call',
      attributes: { action: 'branch.list', ms: 12 },
    });
  });

  it('drops text that may quote a path or an address, keeping only the error code', () => {
    const exported = exportedLog(
      line({
        level: 'warn',
        msg: 'call failed',
        url: 'https://gitlab.example.com',
        error: {
          name: 'GitLabMcpError',
          code: 'gitlab_api',
          message: 'GET /projects/42/issues/7 answered 404',
        },
        project_id: 42,
      }),
      'full',
    );
    expect(exported?.attributes).toEqual({ 'error.type': 'gitlab_api' });
  });

  it('names an error of the closed table by its code', () => {
    const logged: string[] = [];
    const logger = createLogger({ level: 'info', secrets: [], write: (text) => logged.push(text) });
    logger.warn('session not opened', {
      error: new GitLabMcpError('startup', 'GitLab at x refused the token'),
    });
    expect(exportedLog(logged[0]!.trimEnd(), 'full')?.attributes).toEqual({ 'error.type': 'startup' });
  });

  it('names the user only under the full identity policy', () => {
    const verified = line({ level: 'info', msg: 'gitlab connection verified', user: 'alice' });
    expect(exportedLog(verified, 'full')?.attributes).toEqual({ 'user.name': 'alice' });
    expect(exportedLog(verified, 'pseudonymous')?.attributes).toEqual({});
    expect(exportedLog(verified, 'none')?.attributes).toEqual({});
  });

  it('exports from info upward only', () => {
    expect(exportedLog(line({ level: 'debug', msg: 'request' }), 'none')).toBeNull();
    expect(exportedLog('not json', 'none')).toBeNull();
  });
});
