import { expect } from 'vitest';
import { executeLogged } from './execute-logged.js';
import type { Harness } from './harness.js';

/**
 * Asserts that the server refused an action before any request reached GitLab, with a message that names each of
 * `words` and says nothing was sent (the refusal of an argument GitLab would ignore or refuse). The call is confirmed,
 * as a user who approved it would, so a destructive action is refused for its argument, not for want of consent.
 */
export async function expectRefusedBeforeRequest(
  harness: Harness,
  id: string,
  params: Record<string, unknown>,
  words: readonly string[],
): Promise<void> {
  const { result, text, requests } = await executeLogged(harness, id, params, true);
  expect(requests).toEqual([]);
  expect(result.isError).toBe(true);
  for (const word of words) expect(text).toContain(word);
  expect(text).toContain('nothing was sent');
}
