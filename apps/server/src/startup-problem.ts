import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { apiPathHint } from './config/setting-notes.js';

/** One clear line for each way the start-up probe of GitLab can fail, never a stack trace. */
export function startupProblem(error: unknown, url: string): string {
  if (hasErrorCode(error, 'gitlab_api') && error.status === 401) {
    return `GitLab at ${url} rejected GITLAB_TOKEN (401): check that the token is valid, not expired, and for this instance`;
  }
  if (hasErrorCode(error, 'gitlab_api'))
    return `GitLab at ${url} answered ${error.status} to GET /user: ${error.details.gitlabMessage}${apiPathHint(url, error.status)}`;
  // The transport's message already names GitLab's address and the fix.
  if (hasErrorCode(error, 'gitlab_transport')) return error.message.replace(/\.$/, '');
  return `cannot start: ${error instanceof Error ? error.message : String(error)}`;
}
