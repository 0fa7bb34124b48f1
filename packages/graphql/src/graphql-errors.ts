/**
 * How GraphQL answers become typed errors or notes. GitLab answers most GraphQL failures with HTTP 200 and an
 * `errors` array: with data beside it the data is kept and each error becomes a note; without any data the call
 * failed and throws GitLabApiError. Non-2xx answers (401, 429, 5xx from a proxy) throw it too.
 */
import { gitlabApiError, gitlabTransportError, showDuration } from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';

/** One entry of GitLab's `errors` array, as far as we read it. */
export interface GraphqlError {
  message: string;
  path: ReadonlyArray<string | number> | null;
  /** `extensions.code` when GitLab sent one. */
  code: string | null;
}

export const GRAPHQL_PATH = '/api/graphql';

/** Reads an `errors` value leniently: any entry without a message still says something. */
export function readErrors(errors: unknown): GraphqlError[] {
  const list = Array.isArray(errors) ? errors : errors ? [errors] : [];
  return list.map((entry: unknown) => {
    const { message, path, extensions } = (entry ?? {}) as {
      message?: unknown;
      path?: unknown;
      extensions?: unknown;
    };
    const code = (extensions as { code?: unknown } | null | undefined)?.code;
    return {
      message:
        typeof message === 'string' && message !== '' ? message : 'GitLab reported an unnamed GraphQL error',
      path: Array.isArray(path) ? (path as Array<string | number>) : null,
      code: typeof code === 'string' ? code : null,
    };
  });
}

/** A note for each error that came beside data: which part of the answer it left out. */
export function partialNotes(errors: readonly GraphqlError[]): string[] {
  return errors.map((error) =>
    error.path
      ? `GitLab left ${error.path.join('.')} out of this answer: ${error.message}`
      : `GitLab reported an error beside this answer: ${error.message}`,
  );
}

/** What a GitLab answer without usable data carried. */
export interface FailedAnswer {
  status: number;
  headers: Headers | null;
  body: string;
  errors: readonly GraphqlError[];
}

export function apiErrorFromGraphql(answer: FailedAnswer): GitLabApiError {
  const fromBody = bodyMessage(answer.body);
  const message =
    answer.errors.map((error) => error.message).join(' ') ||
    fromBody.message ||
    `GraphQL request failed (${answer.status})`;
  return gitlabApiError(
    answer.status,
    'POST',
    GRAPHQL_PATH,
    message,
    answer.headers?.get('x-request-id') ?? null,
    retryAfterSeconds(answer.headers?.get('retry-after') ?? null),
    answer.errors.find((error) => error.code !== null)?.code ?? fromBody.code,
  );
}

/** A failure before any answer: a deadline, or a network failure the injected fetch did not type already. */
export function transportFailure(error: unknown, timeoutMs: number): unknown {
  if (hasErrorCode(error, 'gitlab_transport') || hasErrorCode(error, 'gitlab_api')) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') {
    return gitlabTransportError(
      'timeout',
      'POST',
      GRAPHQL_PATH,
      `GitLab did not answer within ${showDuration(timeoutMs)}.`,
      {
        cause: error,
      },
    );
  }
  if (
    error instanceof SyntaxError ||
    (error instanceof Error && /Invalid execution result/.test(error.message))
  ) {
    return gitlabTransportError(
      'malformed_response',
      'POST',
      GRAPHQL_PATH,
      'GitLab sent a GraphQL answer that is not valid JSON.',
      {
        cause: error,
      },
    );
  }
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return gitlabTransportError(
      'connection',
      'POST',
      GRAPHQL_PATH,
      `Could not reach GitLab: ${describe(error)}.`,
      {
        cause: error,
      },
    );
  }
  return error;
}

/** GitLab's non-GraphQL error bodies: `{"message": ...}` or OAuth's `{"error": code, "error_description": ...}`. */
function bodyMessage(body: string): { message: string; code: string | null } {
  try {
    const parsed = JSON.parse(body) as {
      message?: unknown;
      error?: unknown;
      error_description?: unknown;
    } | null;
    const code = typeof parsed?.error === 'string' && /^[a-z_]+$/.test(parsed.error) ? parsed.error : null;
    const text = [parsed?.message, parsed?.error_description].find((part) => typeof part === 'string');
    return { message: typeof text === 'string' ? text : (code ?? ''), code };
  } catch {
    // Not JSON (an HTML page from a proxy): its first words are the best message there is.
    return {
      message: body
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200),
      code: null,
    };
  }
}

function retryAfterSeconds(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

function describe(error: Error): string {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  return typeof cause?.code === 'string'
    ? cause.code
    : typeof cause?.message === 'string'
      ? cause.message
      : error.message;
}
