import type { FormAnswer, FormRequest } from '../user-questions.js';

/**
 * A question a multi-round-trip request (MCP 2026-07-28) has no answer to yet: the round ends asking it, and the
 * client retries the request with the user's answer. Thrown only before the step that needs the answer, so what
 * ran before it (reads) runs again on the retry and nothing is done twice.
 */
export class InputNeeded extends Error {
  override readonly name = 'InputNeeded';

  constructor(
    /** The question's key in the client's `inputResponses`. */
    readonly key: string,
    readonly form: FormRequest,
    /** What the user answered in the earlier rounds, carried to the next one. */
    readonly answered: Readonly<Record<string, FormAnswer>>,
  ) {
    super(`the user has not answered ${key} yet`);
  }
}
