import { gitlabApiError } from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';
import { describeGitLabError } from './gitlab-message.js';

/** What an error answer left us: enough to build the typed error without holding the Response. */
export interface ErrorAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: string;
}

/** Builds the typed error for a GitLab answer with an error status, keeping X-Request-Id and Retry-After. */
export function apiErrorFromAnswer(answer: ErrorAnswer, method: string, path: string): GitLabApiError {
  const fallback = `${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`;
  const { message, code } = describeGitLabError(parseBody(answer), fallback);
  return gitlabApiError(
    answer.status,
    method,
    path,
    message,
    answer.headers.get('x-request-id'),
    parseRetryAfter(answer.headers.get('retry-after')),
    code,
  );
}

/** `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function parseBody(answer: ErrorAnswer): unknown {
  const type = answer.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) return answer.body;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    // A JSON error body cut short still says something as text: nothing is lost by falling back to it.
    return answer.body;
  }
}
