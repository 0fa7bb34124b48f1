import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import type { FormAnswer, FormRequest } from '../user-questions.js';

declare module '@gitlab-mcp/result/errors' {
  /** The form is the server's type, so its entry is added here rather than in the result package. */
  interface ErrorDetails {
    input_needed: {
      /** The question's key in the client's `inputResponses`. */
      key: string;
      form: FormRequest;
      /** What the user answered in the earlier rounds, carried to the next one. */
      answered: Readonly<Record<string, FormAnswer>>;
    };
  }
}

/**
 * A question a multi-round-trip request (MCP 2026-07-28) has no answer to yet: the round ends asking it, and the
 * client retries the request with the user's answer. Thrown only before the step that needs the answer, so what
 * ran before it (reads) runs again on the retry and nothing is done twice.
 */
export function inputNeeded(
  key: string,
  form: FormRequest,
  answered: Readonly<Record<string, FormAnswer>>,
): GitLabMcpError<'input_needed'> {
  return new GitLabMcpError('input_needed', `the user has not answered ${key} yet`, {
    details: { key, form, answered },
  });
}
