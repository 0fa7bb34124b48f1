import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { textOf } from './harness.js';

/**
 * Executes an action (confirmed, as a user who approved would) and asserts the server refused it by the given
 * words before any request reached GitLab: what a refusal of a parameter GitLab ignores must look like.
 */
export async function expectRefusedBeforeAnyRequest(
  harness: Harness,
  action: string,
  params: Record<string, unknown>,
  words: readonly string[],
): Promise<void> {
  harness.sandbox.requests.clear();
  const result = await harness.call('gitlab_execute_action', { action, params, confirm: true });
  expect(harness.sandbox.requests.all()).toEqual([]);
  expect(result.isError).toBe(true);
  for (const word of [...words, 'nothing was sent']) expect(textOf(result)).toContain(word);
}
