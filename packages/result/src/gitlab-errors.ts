/**
 * The typed failures both clients throw. The server turns any of them into an ErrorResult in one place;
 * nothing branches on message text, only on the class or code and their fields.
 */
import { GitLabMcpError } from './error-codes.js';

/** GitLab answered with an error status. */
export class GitLabApiError extends Error {
  override readonly name = 'GitLabApiError';
  constructor(
    readonly status: number,
    readonly method: string,
    /** The request path without the query, token-free. */
    readonly path: string,
    /** GitLab's own message, nested field messages flattened into sentences. */
    readonly gitlabMessage: string,
    readonly requestId: string | null,
    /** Seconds to wait, from `Retry-After` on a 429 or 503. */
    readonly retryAfter: number | null,
    /** GitLab's `error` code when it sent one (`insufficient_scope`, `insufficient_granular_scope`). */
    readonly errorCode: string | null,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${path}: ${status} ${gitlabMessage}`, options);
  }
}

/** The request never got a usable answer: the kind says why. */
export type TransportFailure = 'timeout' | 'connection' | 'tls' | 'malformed_response';

/** The server's error with the `gitlab_transport` code: its details say which request and why it failed. */
export type GitLabTransportError = GitLabMcpError<'gitlab_transport'>;

export function gitlabTransportError(
  failure: TransportFailure,
  method: string,
  path: string,
  message: string,
  options?: { cause?: unknown },
): GitLabTransportError {
  return new GitLabMcpError('gitlab_transport', message, { ...options, details: { failure, method, path } });
}
