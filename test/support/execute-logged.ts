import { afterAll, beforeAll } from 'vitest';
import type { Harness } from './harness.js';
import { START_TIMEOUT, startHarness, textOf } from './harness.js';
import { actionCall } from './surfaces.js';

/**
 * One action executed through the dynamic surface, with what reached GitLab for it alone: the sandbox's request log
 * is cleared first, so a test can assert the wire of this call (method, path, query and body names).
 */
export async function executeLogged(
  harness: Harness,
  id: string,
  params: Record<string, unknown>,
  confirm?: boolean,
) {
  harness.sandbox.requests.clear();
  const call = actionCall('dynamic', id, params, confirm);
  const result = await harness.call(call.name, call.arguments);
  return { result, text: textOf(result), requests: harness.sandbox.requests.all() };
}

/**
 * The harness of a test file that executes actions on the dynamic surface: started before its tests, closed after
 * them. Returns the getter the tests call, since the harness exists only once beforeAll has run.
 */
export function dynamicHarness(): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness({ surface: 'dynamic' });
  }, START_TIMEOUT);
  afterAll(() => harness?.close());
  return () => {
    if (!harness) throw new Error('the harness starts in beforeAll');
    return harness;
  };
}
