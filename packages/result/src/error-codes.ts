/**
 * The server's one error type and its closed table of codes: a failure is told apart by `code`, never by class or
 * message text. Messages are written for the person reading them and stay as they were; the code is what code
 * branches on. The codes that telemetry reports as `error.type` (docs/telemetry.md) keep those public names.
 * What a code carries beyond its message is typed by `ErrorDetails[code]`.
 */
import type { NextStep } from './next-step.js';

/** Why a request to GitLab never got a usable answer (the `gitlab_transport` code's `failure`). */
export type TransportFailure = 'timeout' | 'connection' | 'tls' | 'malformed_response';

export const ERROR_CODES = {
  config:
    'a setting (environment, dotenv file or command-line flag) cannot be used: start-up stops, prints the message and exits 2',
  token_info_unavailable:
    'GitLab could not say whether an OAuth token is good (an error status or no answer): nothing is cached',
  startup:
    'a tenant could not open: GitLab refused the token or could not be reached; stdio prints the message and exits, HTTP answers 401 or 502',
  invalid_cursor:
    'a page_token this server did not give out: the call is refused before any request to GitLab',
  unresolved_identifier:
    'a name, path or web address given for an ID names nothing GitLab shows this token: the call is refused (telemetry error.type unresolved_identifier)',
  action_outcome:
    "an action's GitLab calls succeeded (or were not needed) but its outcome is a failure the caller hears as one (pipeline.wait with fail_on_error, a local path outside the roots): its message is the error's detail, without 'internal'",
  gitlab_api:
    "GitLab answered with an error status: `status` is GitLab's, the details carry its message, request ID and Retry-After",
  gitlab_transport:
    'a request to GitLab never got a usable answer (a timeout, a dropped connection, TLS, a body that is not JSON): telemetry spans name the failure as error.type',
  call_cancelled:
    'the MCP client cancelled the call (notifications/cancelled, or its connection went away): nothing more is sent to GitLab and nothing is retried',
  action_refused:
    "a local call ended without doing anything, by the user's choice or because the client cannot take part: shown as the server's refusal, with the next steps that do the job another way",
  write_outcome:
    'a write failed without a clear answer (a 5xx, a dropped connection, a timeout): a lookup asked GitLab whether it happened, and the verdict says what it found',
  input_needed:
    'a multi-round-trip request (MCP 2026-07-28) reached a question the user has not answered yet: the round ends asking it',
  http_refused:
    'the HTTP endpoint refuses the request before any MCP exchange (origin, credential, rate limit, body): it carries the HTTP answer',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * What each code carries beyond its message; a code absent here carries nothing. The server adds the entries whose
 * types live there (`input_needed`'s form, `http_refused`'s HTTP answer) by augmenting this interface.
 */
export interface ErrorDetails {
  gitlab_api: {
    method: string;
    /** The request path without the query, token-free. */
    path: string;
    /** GitLab's own message, nested field messages flattened into sentences. */
    gitlabMessage: string;
    requestId: string | null;
    /** Seconds to wait, from `Retry-After` on a 429 or 503. */
    retryAfter: number | null;
    /** GitLab's `error` code when it sent one (`insufficient_scope`, `insufficient_granular_scope`). */
    errorCode: string | null;
  };
  gitlab_transport: {
    failure: TransportFailure;
    method: string;
    /** The request path without the query, token-free. */
    path: string;
  };
  call_cancelled: {
    method: string;
    path: string;
    /** Whether this request had already gone out when it was cancelled. */
    sent: boolean;
  };
  action_refused: { nextSteps: readonly NextStep[] };
  write_outcome: {
    /** What the lookup concluded about the lost write. */
    verdict: 'found' | 'absent' | 'unknown';
    /** The object found when `verdict` is `found`. */
    found: Record<string, unknown> | null;
    /** What the lookup asked GitLab, for the message (`GET /projects/42/repository/branches/x`). */
    lookup: string | null;
    /** The failure of the write itself (also the error's cause). */
    failure: GitLabMcpError<'gitlab_api'> | GitLabMcpError<'gitlab_transport'>;
  };
}

export type DetailsOf<Code extends ErrorCode> = Code extends keyof ErrorDetails
  ? ErrorDetails[Code]
  : undefined;

/**
 * The codes that always carry GitLab's status in `status` (never in details, so `error.status` has one meaning):
 * narrowing to one of them types `status` as a number.
 */
type CodeWithStatus = 'gitlab_api';

export type StatusOf<Code extends ErrorCode> = Code extends CodeWithStatus ? number : number | undefined;

interface ErrorOptions<Code extends ErrorCode> {
  cause?: unknown;
  /** GitLab's HTTP status when the failure is GitLab's answer (a `startup` 401 is a refused token). */
  status?: number;
  details?: DetailsOf<Code>;
}

type StatusRequired<Code extends ErrorCode> = Code extends CodeWithStatus ? { status: number } : unknown;

/** The constructor's options: required, with `details`, exactly when the code carries details. */
type OptionsArg<Code extends ErrorCode> = Code extends keyof ErrorDetails
  ? [options: ErrorOptions<Code> & { details: ErrorDetails[Code] } & StatusRequired<Code>]
  : [options?: ErrorOptions<Code> & { details?: undefined }];

/**
 * What marks the server's errors. The bundled bin holds its own copy of this module beside the rest's
 * (apps/server/bundle.mjs), so `instanceof` asks for the mark, which both copies' errors carry, not for one copy's
 * class.
 */
const MARK = Symbol.for('gitlab-mcp.error');

export class GitLabMcpError<Code extends ErrorCode = ErrorCode> extends Error {
  static override [Symbol.hasInstance](value: unknown): value is GitLabMcpError {
    return typeof value === 'object' && value !== null && MARK in value;
  }

  override readonly name = 'GitLabMcpError';
  /** GitLab's HTTP status when the failure is GitLab's answer (a `startup` 401 is a refused token). */
  readonly status: StatusOf<Code>;
  readonly details: DetailsOf<Code>;

  constructor(
    readonly code: Code,
    message: string,
    ...[options]: OptionsArg<Code>
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = options?.status as StatusOf<Code>;
    this.details = options?.details as DetailsOf<Code>;
  }

  /** On the prototype: the mark is no property of an error's own, so no copy of its fields carries it. */
  get [MARK](): true {
    return true;
  }
}

/** Whether `error` is the server's error with this code. */
export function hasErrorCode<Code extends ErrorCode>(
  error: unknown,
  code: Code,
): error is GitLabMcpError<Code> {
  return error instanceof GitLabMcpError && error.code === code;
}
