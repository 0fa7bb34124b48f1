/**
 * When to repeat a request, replacing gitbeaker's own loop (ten tries within ~350 ms on 429 and 502, Retry-After
 * ignored). Only idempotent requests are repeated at all (STYLE §4: a write is never repeated by itself, even after
 * a 502 that may have hidden a success); Retry-After is honoured up to a bound; everything fits in the call's deadline.
 */
import type { TransportFailure } from '@gitlab-mcp/result';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The longest Retry-After we wait for; a longer one ends the call with the 429 and its retryAfter. */
  maxRetryAfterMs: number;
  /** The first backoff after a 5xx or a dropped connection; doubled on each further attempt. */
  backoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, maxRetryAfterMs: 10_000, backoffMs: 250 };

/** What went wrong with one attempt. */
export type AttemptFailure =
  | { kind: 'status'; status: number; retryAfter: number | null }
  | { kind: 'transport'; failure: TransportFailure };

const BACKOFF_STATUSES = new Set([500, 502, 503, 504]);

/** Milliseconds to wait before the next attempt, or null when this failure ends the call. */
export function retryDelay(
  failure: AttemptFailure,
  attempt: number,
  idempotent: boolean,
  remainingMs: number,
  policy: RetryPolicy,
): number | null {
  if (!idempotent || attempt >= policy.maxAttempts) return null;
  const backoff = policy.backoffMs * 2 ** (attempt - 1);
  let wait: number | null = null;
  if (failure.kind === 'transport') {
    // TLS does not heal by waiting, a timeout has spent the deadline, a broken body would break again.
    wait = failure.failure === 'connection' ? backoff : null;
  } else if (failure.retryAfter !== null && (failure.status === 429 || failure.status === 503)) {
    const asked = failure.retryAfter * 1000;
    wait = asked <= policy.maxRetryAfterMs ? asked : null;
  } else if (failure.status === 429 || BACKOFF_STATUSES.has(failure.status)) {
    wait = backoff;
  }
  // A wait that would end past the deadline only delays the same answer.
  return wait !== null && wait < remainingMs ? wait : null;
}

/**
 * The same policy for another client's reads (the GraphQL client's queries): the wait before the next attempt, or
 * null. Mutations must never be given it.
 */
export function readRetry(
  policy: Partial<RetryPolicy> = {},
): (failure: AttemptFailure, attempt: number, remainingMs: number) => number | null {
  const whole = { ...DEFAULT_RETRY_POLICY, ...policy };
  return (failure, attempt, remainingMs) => retryDelay(failure, attempt, true, remainingMs, whole);
}
