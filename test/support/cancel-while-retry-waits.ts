import type { Sandbox } from '@gitlab-mcp/sandbox';
import { expect } from 'vitest';
import { until } from './until.js';

/** GitLab asks to wait this long before the retry (429 Retry-After): the retry a cancel must prevent. */
export const RETRY_AFTER_S = 2;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GitLab answers every GET that `fault` matches with 429 Retry-After; `start` sends a call, and `cancel` cancels it
 * once GitLab has seen its first request(s) (`seen` counts them). The call must end without an answer, and past the
 * Retry-After GitLab has seen nothing more. Returns how many requests GitLab saw.
 */
export async function cancelWhileRetryWaits(
  sandbox: Sandbox,
  { fault, seen }: { fault: RegExp; seen: () => number },
  start: () => Promise<unknown>,
  cancel: () => void,
): Promise<number> {
  sandbox.requests.clear();
  sandbox.faults.clear();
  sandbox.faults.add({
    method: 'GET',
    path: fault,
    fault: { kind: 'status', status: 429, retryAfter: RETRY_AFTER_S },
  });
  const settled = start().then(
    () => 'answered',
    () => 'rejected',
  );
  try {
    await until(() => seen() >= 1, 'the first request');
    await pause(200); // requests started together (a prompt's lookups) have all arrived
    const before = seen();
    cancel();
    expect(await settled).toBe('rejected');
    await pause(RETRY_AFTER_S * 1000 + 1_000); // past the Retry-After the server would have retried at
    expect(seen()).toBe(before);
    return before;
  } finally {
    sandbox.faults.clear();
  }
}
