import { GitLabApiError } from '@gitlab-mcp/result';

/** GitLab's refusal with what we learned about why appended to its message; status, request id and cause kept. */
export function explainedRefusal(error: GitLabApiError, why: string): GitLabApiError {
  return new GitLabApiError(
    error.status,
    error.method,
    error.path,
    `${error.gitlabMessage} ${why}`,
    error.requestId,
    error.retryAfter,
    error.errorCode,
    { cause: error },
  );
}
