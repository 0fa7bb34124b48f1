/**
 * `gitlab_find_action`: a local search of the served catalog. It answers what it takes to call each hit right
 * away, refuses an over-long query instead of truncating it, and never calls GitLab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotationsOf, START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

interface Hit {
  id: string;
  destructive: boolean;
  required_params: string[];
  input_schema: Record<string, string>;
}
interface Found {
  query: string;
  count: number;
  results: Hit[];
  next_steps: string[];
}

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ surface: 'dynamic' });
}, START_TIMEOUT);
afterAll(() => harness?.close());

async function find(query: string, limit?: number): Promise<Found> {
  const result = await harness.call('gitlab_find_action', { query, ...(limit ? { limit } : {}) });
  expect(result.isError, textOf(result)).toBeFalsy();
  return result.structuredContent as unknown as Found;
}

describe('gitlab_find_action', () => {
  it.each([
    ['delete branch', 'branch.delete'],
    ['remove a branch', 'branch.delete'],
    ['list merge requests', 'merge_request.list'],
    ['show merge request 243', 'merge_request.get'],
    ['open a new issue', 'issue.create'],
    ['list the branches of a project', 'branch.list'],
    ['get pipeline 1207', 'pipeline.get'],
  ])('OF-21 "%s" finds %s first', async (query, id) => {
    const found = await find(query, 5);
    expect(found.results[0]?.id).toBe(id);
  });

  it('OF-21 a hit says how to call it now: destructive, required params, compact schemas and the next call', async () => {
    harness.sandbox.requests.clear();
    const found = await find('delete branch', 3);
    expect(found.query).toBe('delete branch');
    expect(found.count).toBe(found.results.length);
    expect(found.results.length).toBeLessThanOrEqual(3);
    const [first] = found.results;
    expect(first).toMatchObject({ id: 'branch.delete', destructive: true });
    expect([...(first?.required_params ?? [])].sort()).toEqual(['branch_name', 'project_id']);
    expect(first?.input_schema).toMatchObject({ 'project_id*': 'string', 'branch_name*': 'string' });
    expect(found.next_steps[0]).toContain('call gitlab_execute_action now');
    expect(found.next_steps[0]).toContain('"action":"branch.delete"');
    expect(harness.gitlabRequests()).toEqual([]);
  });

  it('OF-57 its Markdown lists the hits for the model', async () => {
    const result = await harness.call('gitlab_find_action', { query: 'delete branch', limit: 3 });
    expect(textOf(result)).toContain('`branch.delete`');
    expect(annotationsOf(result)?.audience).toEqual(['assistant']);
  });

  it('OF-57 a query of 256 characters is searched; 257 is refused, not truncated', async () => {
    const longest = `delete branch ${'x'.repeat(256 - 'delete branch '.length)}`;
    expect(longest).toHaveLength(256);
    const accepted = await harness.call('gitlab_find_action', { query: longest });
    expect(accepted.isError).toBeFalsy();
    const refused = await harness.call('gitlab_find_action', { query: `${longest}x` });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toBeUndefined();
    expect(textOf(refused)).toContain('257');
    expect(textOf(refused)).toContain('256');
    expect(annotationsOf(refused)).toEqual({ audience: ['assistant'], priority: 0.8 });
  });

  it('OF-57 an empty query and a limit out of range are refused', async () => {
    expect((await harness.call('gitlab_find_action', { query: '  ' })).isError).toBe(true);
    expect((await harness.call('gitlab_find_action', { query: 'branch', limit: 0 })).isError).toBe(true);
    expect((await harness.call('gitlab_find_action', { query: 'branch', limit: 51 })).isError).toBe(true);
  });

  it('OF-20 a query that matches nothing answers no hits and says what to try', async () => {
    const found = await find('xyzzy plugh');
    expect(found.count).toBe(0);
    expect(found.results).toEqual([]);
    expect(found.next_steps.length).toBeGreaterThan(0);
  });
});
