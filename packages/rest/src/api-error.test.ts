import { describe, expect, it } from 'vitest';
import { apiErrorFromAnswer, parseRetryAfter } from './api-error.js';

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2025-03-21T09:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3);
    expect(parseRetryAfter('Fri, 21 Mar 2025 09:00:05 GMT', now)).toBe(5);
    expect(parseRetryAfter('Fri, 21 Mar 2025 08:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('apiErrorFromAnswer', () => {
  it('keeps status, request id, Retry-After and a text body', () => {
    const headers = new Headers({ 'x-request-id': '01HX', 'retry-after': '2', 'content-type': 'text/plain' });
    const error = apiErrorFromAnswer(
      { status: 429, statusText: 'Too Many Requests', headers, body: 'Retry later\n' },
      'GET',
      '/projects/42',
    );
    expect(error).toMatchObject({
      code: 'gitlab_api',
      status: 429,
      details: { requestId: '01HX', retryAfter: 2, gitlabMessage: 'Retry later', errorCode: null },
    });
  });

  it('uses the status line when a JSON body cannot be read', () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    const error = apiErrorFromAnswer(
      { status: 500, statusText: 'Internal Server Error', headers, body: '' },
      'GET',
      '/x',
    );
    expect(error.details.gitlabMessage).toBe('500 Internal Server Error');
    expect(error.details.requestId).toBeNull();
  });
});
