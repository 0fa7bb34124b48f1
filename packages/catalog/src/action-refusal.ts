import type { NextStep } from '@gitlab-mcp/result';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';

/**
 * A local call that ends without doing anything, by the user's choice or because the client cannot take part
 * (a wizard on a client without elicitation, or declined half-way). Shown as the server's own refusal, its
 * message kept as written, with the next steps that do the job another way.
 */
export function actionRefusal(
  message: string,
  nextSteps: readonly NextStep[] = [],
): GitLabMcpError<'action_refused'> {
  return new GitLabMcpError('action_refused', message, { details: { nextSteps } });
}
