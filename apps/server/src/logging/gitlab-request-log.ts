import type { FetchLike } from '@gitlab-mcp/rest';
import type { Logger } from './logger.js';

/**
 * `--log-level debug`: one line per GitLab request with its method, path, status and time. The path only: the
 * query may hold what a user searched for, and the headers hold the token, so neither is written.
 */
export function loggedFetch(fetch: FetchLike, logger: Logger): FetchLike {
  return async (input, init) => {
    const started = performance.now();
    const fields = { method: init?.method ?? 'GET', path: new URL(String(input)).pathname };
    const ms = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(input, init);
      logger.debug('gitlab request', { ...fields, status: response.status, ms: ms() });
      return response;
    } catch (error) {
      logger.debug('gitlab request failed', {
        ...fields,
        error: error instanceof Error ? error.message : String(error),
        ms: ms(),
      });
      throw error;
    }
  };
}
