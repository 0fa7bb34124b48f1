import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, readRetry, retryDelay } from './retry-policy.js';
import type { AttemptFailure } from './retry-policy.js';

const status = (code: number, retryAfter: number | null = null): AttemptFailure => ({
  kind: 'status',
  status: code,
  retryAfter,
});

describe('retryDelay', () => {
  const delay = (failure: AttemptFailure, attempt = 1, idempotent = true, remaining = 30_000) =>
    retryDelay(failure, attempt, idempotent, remaining, DEFAULT_RETRY_POLICY);

  it('honours Retry-After up to the bound', () => {
    expect(delay(status(429, 2))).toBe(2_000);
    expect(delay(status(503, 10))).toBe(10_000);
    expect(delay(status(429, 11))).toBeNull();
  });

  it('backs off on 5xx and a 429 without Retry-After, doubling per attempt', () => {
    expect(delay(status(502))).toBe(250);
    expect(delay(status(500), 2)).toBe(500);
    expect(delay(status(429))).toBe(250);
  });

  it('never repeats a non-idempotent request, whatever the failure', () => {
    expect(delay(status(502), 1, false)).toBeNull();
    expect(delay(status(429, 1), 1, false)).toBeNull();
    expect(delay({ kind: 'transport', failure: 'connection' }, 1, false)).toBeNull();
  });

  it('stops at maxAttempts, on other statuses and on failures waiting cannot fix', () => {
    expect(delay(status(502), 3)).toBeNull();
    expect(delay(status(404))).toBeNull();
    expect(delay(status(409))).toBeNull();
    expect(delay({ kind: 'transport', failure: 'tls' })).toBeNull();
    expect(delay({ kind: 'transport', failure: 'timeout' })).toBeNull();
    expect(delay({ kind: 'transport', failure: 'malformed_response' })).toBeNull();
    expect(delay({ kind: 'transport', failure: 'connection' })).toBe(250);
  });

  it('does not start a wait that would end past the deadline', () => {
    expect(delay(status(429, 5), 1, true, 4_000)).toBeNull();
    expect(delay(status(502), 1, true, 100)).toBeNull();
  });
});

describe('readRetry (the GraphQL client’s queries follow the same policy)', () => {
  const decide = readRetry({ backoffMs: 10 });

  it('retries a 5xx and a dropped connection, honours Retry-After, and stops at the attempt bound', () => {
    expect(decide({ kind: 'status', status: 502, retryAfter: null }, 1, 10_000)).toBe(10);
    expect(decide({ kind: 'transport', failure: 'connection' }, 2, 10_000)).toBe(20);
    expect(decide({ kind: 'status', status: 429, retryAfter: 2 }, 1, 10_000)).toBe(2_000);
    expect(decide({ kind: 'status', status: 502, retryAfter: null }, 3, 10_000)).toBeNull();
  });

  it('never retries a refusal, a timeout or a wait past the deadline', () => {
    expect(decide({ kind: 'status', status: 404, retryAfter: null }, 1, 10_000)).toBeNull();
    expect(decide({ kind: 'transport', failure: 'timeout' }, 1, 10_000)).toBeNull();
    expect(decide({ kind: 'status', status: 429, retryAfter: 5 }, 1, 1_000)).toBeNull();
  });
});
