import { ActionOutcomeError } from '@gitlab-mcp/catalog';
import type { ActionSpec } from '@gitlab-mcp/catalog';
import { GitLabApiError, GitLabTransportError, notFoundResult } from '@gitlab-mcp/result';
import type { ErrorResult, NotFoundResult, RefusalResult, TransportFailure } from '@gitlab-mcp/result';
import { InvalidCursorError } from '@gitlab-mcp/rest';

/**
 * What to do about each GitLab status, written for the model. Mirrors GitLab's own meaning of the status
 * (https://docs.gitlab.com/api/rest/troubleshooting/#status-codes).
 */
const STATUS_ADVICE: Readonly<Record<number, string>> = {
  400: 'GitLab rejected the request as malformed: fix the parameters it names and call again.',
  // GitLab also answers 401 to a few operations a valid token's user may not do (approval_reset outside bots).
  401: 'GitLab did not accept the token for this call: it may have expired or been revoked, or, if other calls work, GitLab refuses this operation to this user.',
  403: 'The token is not allowed to do this: it lacks the role in this project or group, or a scope it needs.',
  404: 'The object does not exist, or the token cannot see it: check the IDs and paths.',
  405: "GitLab does not allow this here in the object's current state.",
  409: 'It conflicts with the current state (it exists already, or changed): read it again before retrying.',
  422: 'GitLab could not process these values: fix the fields it names and call again.',
  429: 'GitLab is limiting the rate of requests: wait before calling again.',
};

const TRANSPORT_ADVICE: Readonly<Record<TransportFailure, string>> = {
  timeout:
    'GitLab did not answer in time. It may be busy: try again shortly, or ask for less (a smaller per_page).',
  connection: 'GitLab could not be reached. Check GITLAB_URL and the network between this server and GitLab.',
  tls: "GitLab's TLS certificate was not accepted.",
  malformed_response: "GitLab's answer could not be read (it was cut short or was not JSON). Try again.",
};

/**
 * The one place where any failure of a call becomes a Result (STYLE.md: errors become results in one function).
 * A 404 on a get becomes its not-found card (OF-62); every other GitLab failure an error card.
 */
export function errorToResult(
  error: unknown,
  action: ActionSpec,
  args: Record<string, unknown>,
): NotFoundResult | ErrorResult | RefusalResult {
  const answer = action.answer;
  if (error instanceof GitLabApiError && error.status === 404 && 'object' in answer && answer.notFound) {
    return notFoundResult(answer.object, answer.notFound(args));
  }
  const base = {
    kind: 'error' as const,
    operation: action.id,
    contentType: action.content,
    nextSteps: [],
    notes: [],
  };
  if (error instanceof GitLabApiError) {
    const wait =
      error.status === 429 && error.retryAfter !== null ? ` GitLab asked to wait ${error.retryAfter} s.` : '';
    return {
      ...base,
      status: error.status,
      detail: error.gitlabMessage,
      requestId: error.requestId,
      suggestion: (STATUS_ADVICE[error.status] ?? serverAdvice(error.status)) + wait,
    };
  }
  if (error instanceof GitLabTransportError) {
    return {
      ...base,
      status: null,
      detail: error.message,
      requestId: null,
      suggestion: TRANSPORT_ADVICE[error.failure],
    };
  }
  if (error instanceof ActionOutcomeError) {
    return { ...base, status: null, detail: error.message, requestId: null, suggestion: null };
  }
  if (error instanceof InvalidCursorError) {
    return {
      kind: 'refusal',
      text: `${action.id}: page_token: ${error.message}`,
      contentType: 'mutate',
      nextSteps: [],
      notes: [],
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { ...base, status: null, detail: `internal error: ${message}`, requestId: null, suggestion: null };
}

function serverAdvice(status: number): string {
  return status >= 500
    ? 'GitLab failed on its side. Reads were already retried; try again later.'
    : 'GitLab refused the request.';
}
