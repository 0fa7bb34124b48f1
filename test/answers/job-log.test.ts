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
  expect(text.indexOf('**Ends In Section**')).toBeLessThan(text.indexOf('```'));
  expect(text).toContain('── Preparing the "docker" executor ──\n');
  expect(text).toContain(
    '── Executing "step_script" stage of the job script ──\n$ npm run test\n FAIL  tests/session.test.ts > session expires\n',
  );
  expect(text).toContain('ERROR: Job failed: exit code 1');
});
