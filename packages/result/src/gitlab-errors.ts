/**
 * The typed failures both clients throw. The server turns any of them into an ErrorResult in one place;
 * nothing branches on message text, only on the code and its details.
 */
import { GitLabMcpError } from './error-codes.js';
import type { TransportFailure } from './error-codes.js';

/** The server's error with the `gitlab_api` code: GitLab answered with an error status, in `status`. */
export type GitLabApiError = GitLabMcpError<'gitlab_api'>;

export function gitlabApiError(
  status: number,
  method: string,
  path: string,
  gitlabMessage: string,
  requestId: string | null,
  retryAfter: number | null,
  errorCode: string | null,
  options?: { cause?: unknown },
): GitLabApiError {
  return new GitLabMcpError('gitlab_api', `${method} ${path}: ${status} ${gitlabMessage}`, {
    ...options,
    status,
    details: { method, path, gitlabMessage, requestId, retryAfter, errorCode },
  });
}

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
