import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { ErrorDetails } from '@gitlab-mcp/result/errors';
import type { ActionSpec } from '@gitlab-mcp/catalog';
import { notFoundResult } from '@gitlab-mcp/result/render';
import type { ErrorResult, NotFoundResult, RefusalResult, TransportFailure } from '@gitlab-mcp/result';
import { scrubTokenShapes } from '../logging/logger.js';

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
  return withoutTokens(describeError(error, action, args));
}

/**
 * A failure's text quotes GitLab (which may echo a request's headers) and the caller's own values (a token pasted
 * as a branch name): anything shaped like a token is scrubbed from it, as from every log line (issue 11).
 */
function withoutTokens<R extends NotFoundResult | ErrorResult | RefusalResult>(result: R): R {
  if (result.kind === 'error')
    return {
      ...result,
      detail: scrubTokenShapes(result.detail),
      suggestion: result.suggestion === null ? null : scrubTokenShapes(result.suggestion),
    };
  if (result.kind === 'refusal') return { ...result, text: scrubTokenShapes(result.text) };
  return result;
}

function describeError(
  error: unknown,
  action: ActionSpec,
  args: Record<string, unknown>,
): NotFoundResult | ErrorResult | RefusalResult {
  const answer = action.answer;
  if (hasErrorCode(error, 'gitlab_api') && error.status === 404 && 'object' in answer && answer.notFound) {
    return notFoundResult(answer.object, scrubTokenShapes(answer.notFound(args)));
  }
  const base = {
    kind: 'error' as const,
    operation: action.id,
    contentType: action.content,
    nextSteps: [],
    notes: [],
  };
  if (hasErrorCode(error, 'write_outcome')) {
    const { failure } = error.details;
    return {
      ...base,
      status: hasErrorCode(failure, 'gitlab_api') ? failure.status : null,
      detail: hasErrorCode(failure, 'gitlab_api') ? failure.details.gitlabMessage : failure.message,
      requestId: hasErrorCode(failure, 'gitlab_api') ? failure.details.requestId : null,
      suggestion: writeVerdict(error.details, action.classification.idempotent),
    };
  }
  if (hasErrorCode(error, 'gitlab_api')) {
    const wait =
      error.status === 429 && error.details.retryAfter !== null
        ? ` GitLab asked to wait ${error.details.retryAfter} s.`
        : '';
    return {
      ...base,
      status: error.status,
      detail: error.details.gitlabMessage,
      requestId: error.details.requestId,
      suggestion: (STATUS_ADVICE[error.status] ?? serverAdvice(error.status)) + wait + pageLost(action, args),
    };
  }
  if (hasErrorCode(error, 'gitlab_transport')) {
    return {
      ...base,
      status: null,
      detail: error.message,
      requestId: null,
      suggestion: TRANSPORT_ADVICE[error.details.failure] + pageLost(action, args),
    };
  }
  if (hasErrorCode(error, 'action_outcome')) {
    return { ...base, status: null, detail: error.message, requestId: null, suggestion: null };
  }
  if (hasErrorCode(error, 'invalid_cursor')) {
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

/**
 * A list is read one page per call: when a later page fails, the caller has the pages before it and must hear
 * which one is missing, not just that "the list" failed.
 */
function pageLost(action: ActionSpec, args: Record<string, unknown>): string {
  if (!('list' in action.answer)) return '';
  const page = typeof args.page === 'number' ? args.page : 1;
  return page > 1
    ? ` Page ${page} was not read; the pages before it are unaffected: ask for page ${page} again to go on.`
    : '';
}

function serverAdvice(status: number): string {
  return status >= 500
    ? 'GitLab failed on its side. Reads were already retried; try again later.'
    : 'GitLab refused the request.';
}

/**
 * What the caller of a write whose answer was lost must know before doing anything else: whether GitLab carried it
 * out, as far as a lookup could tell (packages/catalog/src/verify-write.ts). Never "try again" without that.
 */
function writeVerdict(outcome: ErrorDetails['write_outcome'], idempotent: boolean): string {
  const lost =
    'GitLab failed without saying whether it carried out this write, and the server did not send it again.';
  if (outcome.verdict === 'found')
    return `${lost} It did: ${outcome.lookup} found ${describeFound(outcome.found ?? {})}. Do not send the write again.`;
  // A write that timed out may still be under way in GitLab: not finding it yet proves nothing.
  if (
    outcome.verdict === 'absent' &&
    hasErrorCode(outcome.failure, 'gitlab_transport') &&
    outcome.failure.details.failure === 'timeout'
  )
    return `${lost} ${outcome.lookup} found nothing yet, but GitLab may still be carrying it out: read again in a minute before sending it again.`;
  if (outcome.verdict === 'absent')
    return `${lost} ${outcome.lookup} found nothing: it was not carried out (not found), so it is safe to retry.`;
  const checked = outcome.lookup ? ` Checking with ${outcome.lookup} failed too.` : '';
  const next = idempotent
    ? 'It is idempotent: sending it again is safe.'
    : 'Check with a read whether it happened before sending it again.';
  return `${lost}${checked} The outcome is unknown. ${next}`;
}

/** `#42 "Fix the login page" https://…`: enough to recognise the object that was found. */
function describeFound(found: Record<string, unknown>): string {
  const number = found.iid ?? found.id;
  const name = found.title ?? found.name;
  return (
    [
      typeof number === 'number' || typeof number === 'string' ? `#${number}` : null,
      typeof name === 'string' ? `"${name}"` : null,
      typeof found.web_url === 'string' ? found.web_url : null,
    ]
      .filter((part) => part !== null)
      .join(' ') || 'it'
  );
}
