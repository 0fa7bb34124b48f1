/**
 * Issue 20, finding 10, against the built server: a 3 MiB `search` is refused naming the argument and its bound,
 * and GitLab receives nothing; the bound is the one tools/list publishes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ surface: 'individual' });
}, START_TIMEOUT);
afterAll(() => harness?.close());

describe('parameter bounds', () => {
  it('refuses a 3 MiB search before any GitLab request, as the published maxLength says', async () => {
    const tool = harness.tools.find((candidate) => candidate.name === 'gitlab_branch_list');
    const properties = tool?.inputSchema.properties as Record<string, { maxLength?: number }>;
    expect(properties.search?.maxLength).toBe(4096);
    harness.sandbox.requests.clear();
    const result = await harness.call('gitlab_branch_list', {
      project_id: 'group/project',
      search: 'a'.repeat(3 * 1024 * 1024),
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('search: expected at most 4096 characters');
    expect(harness.gitlabRequests()).toEqual([]);
  });
});
