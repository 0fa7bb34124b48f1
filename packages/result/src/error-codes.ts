/**
 * The server's one error type and its closed table of codes: a failure is told apart by `code`, never by class or
 * message text. Messages are written for the person reading them and stay as they were; the code is what code
 * branches on. The codes that telemetry reports as `error.type` (docs/telemetry.md) keep those public names.
 */
export const ERROR_CODES = {
  config:
    'a setting (environment, dotenv file or command-line flag) cannot be used: start-up stops, prints the message and exits 2',
  token_info_unavailable:
    'GitLab could not say whether an OAuth token is good (an error status or no answer): nothing is cached',
  startup:
    'a session could not open: GitLab refused the token or could not be reached; stdio prints the message and exits, HTTP answers 401 or 502',
  invalid_cursor:
    'a page_token this server did not give out: the call is refused before any request to GitLab',
  unresolved_identifier:
    'a name, path or web address given for an ID names nothing GitLab shows this token: the call is refused (telemetry error.type unresolved_identifier)',
  action_outcome:
    "an action's GitLab calls succeeded (or were not needed) but its outcome is a failure the caller hears as one (pipeline.wait with fail_on_error, a local path outside the roots): its message is the error's detail, without 'internal'",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class GitLabMcpError<Code extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'GitLabMcpError';
  /** GitLab's HTTP status when the failure is GitLab's answer (a `startup` 401 is a refused token). */
  readonly status: number | undefined;

  constructor(
    readonly code: Code,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = options?.status;
  }
}

/** Whether `error` is the server's error with this code. */
export function hasErrorCode<Code extends ErrorCode>(
  error: unknown,
  code: Code,
): error is GitLabMcpError<Code> {
  return error instanceof GitLabMcpError && error.code === code;
}
