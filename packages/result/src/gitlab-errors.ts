/**
 * The typed failures both clients throw. The server turns any of them into an ErrorResult in one place;
 * nothing branches on message text, only on the class and its fields.
 */

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

export class GitLabTransportError extends Error {
  override readonly name = 'GitLabTransportError';
  constructor(
    readonly failure: TransportFailure,
    readonly method: string,
    readonly path: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
