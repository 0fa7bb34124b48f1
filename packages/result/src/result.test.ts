import { describe, expect, it } from 'vitest';
import { GitLabApiError } from './gitlab-errors.js';

describe('GitLabApiError', () => {
  it('keeps status, request id and Retry-After for the error card', () => {
    const error = new GitLabApiError(429, 'GET', '/projects/1', 'Too Many Requests', 'req-1', 3, null);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('GitLabApiError');
    expect([error.status, error.requestId, error.retryAfter]).toEqual([429, 'req-1', 3]);
    expect(error.message).toBe('GET /projects/1: 429 Too Many Requests');
  });
});
