import { describe, expect, it } from 'vitest';
import { gitlabApiError } from './gitlab-errors.js';

describe('gitlabApiError', () => {
  it('keeps status, request id and Retry-After for the error card', () => {
    const error = gitlabApiError(429, 'GET', '/projects/1', 'Too Many Requests', 'req-1', 3, null);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('gitlab_api');
    expect([error.status, error.details.requestId, error.details.retryAfter]).toEqual([429, 'req-1', 3]);
    expect(error.message).toBe('GET /projects/1: 429 Too Many Requests');
  });
});
