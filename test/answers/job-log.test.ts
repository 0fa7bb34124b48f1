/**
 * A failed job's log as the sandbox's runner wrote it (colour codes, GitLab's collapsible section markers), read
 * through the built server: plain text, sections as headings, the failing section named before the last lines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

it('job.trace of a failed job: no escapes or markers, sections as headings, where it failed first', async () => {
  harness.sandbox.requests.clear();
  const answer = await harness.call('gitlab_execute_action', {
    action: 'job.trace',
    params: { project_id: 'group/project', job_id: 11991 },
  });
  const text = textOf(answer);
  expect(answer.isError ?? false, text).toBe(false);
  expect(harness.gitlabRequests()).toEqual(['GET /projects/group%2Fproject/jobs/11991/trace']);
  expect(text).not.toContain(String.fromCharCode(27));
  expect(text).not.toMatch(/section_(start|end):|\r/);
  expect(text).toContain('- **Ends In Section**: Executing "step_script" stage of the job script\n');
  // Where it failed, then how it ended, then the rest: each a block, in that order, each line once.
  const failing = text.indexOf('**Failing Section:**');
  const last = text.indexOf('**Last Lines:**');
  const earlier = text.indexOf('**Earlier Lines:**');
  expect(text.indexOf('**Ends In Section**')).toBeLessThan(failing);
  expect(failing).toBeGreaterThan(0);
  expect(failing).toBeLessThan(last);
  expect(last).toBeLessThan(earlier);
  expect(text.slice(failing, last)).toContain(
    '── Executing "step_script" stage of the job script ──\n$ npm run test\n ✓ tests/module-1.test.ts (4 tests)\n',
  );
  expect(text.slice(last, earlier)).toContain(
    ' FAIL  tests/session.test.ts > session expires\nAssertionError: expected 1800000 to be 900000\n',
  );
  expect(text.slice(last, earlier)).toMatch(/ERROR: Job failed: exit code 1\n```/);
  expect(text.slice(earlier)).toContain('── Preparing the "docker" executor ──\n');
  for (const line of ['$ npm run test', 'tests/module-9.test.ts', 'tests/module-10.test.ts', 'Running with'])
    expect(text.split(line).length - 1, line).toBe(1);
});
