import { gitlabApiError } from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';

/** GitLab's refusal with what we learned about why appended to its message; status, request id and cause kept. */
export function explainedRefusal(error: GitLabApiError, why: string): GitLabApiError {
  return gitlabApiError(
    error.status,
    error.details.method,
    error.details.path,
    `${error.details.gitlabMessage} ${why}`,
    error.details.requestId,
    error.details.retryAfter,
    error.details.errorCode,
    { cause: error },
  );
}
