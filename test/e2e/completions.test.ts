/**
 * completion/complete end to end: each completable prompt argument and resource template variable, checked against
 * what the sandbox itself answers over REST (read here directly, not through the server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, startHarness } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

type Ref = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };
const prompt = (name: string): Ref => ({ type: 'ref/prompt', name });
const template = (uri: string): Ref => ({ type: 'ref/resource', uri });
const PROJECT = { project_id: 'group/project' };

async function complete(ref: Ref, name: string, value: string, chosen?: Record<string, string>) {
  const answer = await harness.client.complete({
    ref,
    argument: { name, value },
    ...(chosen ? { context: { arguments: chosen } } : {}),
  });
  return answer.completion;
}

/** The sandbox's own answer to a REST list, one field of each item, as strings. */
async function sandboxList(path: string, field: string): Promise<string[]> {
  const response = await fetch(`${harness.sandbox.url}/api/v4${path}`, {
    headers: { 'PRIVATE-TOKEN': harness.sandbox.tokens.api },
  });
  expect(response.status, path).toBe(200);
  const items = (await response.json()) as Array<Record<string, unknown>>;
  return items.map((item) => String(item[field]));
}

const contains = (typed: string) => (value: string) => value.toLowerCase().includes(typed);

describe('completion/complete', () => {
  it('project_id: the member projects GitLab finds for what was typed (the reference example)', async () => {
    const found = await sandboxList(
      '/projects?membership=true&per_page=20&search=pro',
      'path_with_namespace',
    );
    // GitLab's search also matches descriptions; a completion offers only paths that contain what was typed.
    const expected = found.filter(contains('pro'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(found.length);
    const completion = await complete(prompt('summarize_open_mrs'), 'project_id', 'pro');
    expect(completion).toEqual({ values: expected, total: expected.length, hasMore: false });
  });

  it('merge_request_iid: the open MR IIDs of the project already chosen, by prefix', async () => {
    const open = await sandboxList(
      '/projects/group%2Fproject/merge_requests?state=opened&per_page=100',
      'iid',
    );
    const expected = open.filter((iid) => iid.startsWith('24'));
    expect(expected.length).toBeGreaterThan(1);
    const completion = await complete(prompt('review_mr'), 'merge_request_iid', '24', PROJECT);
    expect([...completion.values].sort()).toEqual([...expected].sort());
    expect(completion.total).toBe(expected.length);
  });

  it('merge_request_iid without a project chosen completes to nothing', async () => {
    expect((await complete(prompt('review_mr'), 'merge_request_iid', '2')).values).toEqual([]);
  });

  it.each([
    [prompt('compare_branches'), 'from'],
    [prompt('compare_branches'), 'to'],
    [prompt('branch_mr_summary'), 'target_branch'],
    [prompt('release_readiness'), 'branch'],
    [template('gitlab://project/{project_id}/branch/{branch}'), 'branch'],
    [template('gitlab://project/{project_id}/file/{ref}/{+path}'), 'ref'],
  ])('%j %s: the branch names of the project', async (ref, argument) => {
    const expected = (
      await sandboxList('/projects/group%2Fproject/repository/branches?search=fix&per_page=100', 'name')
    ).filter(contains('fix'));
    expect(expected.length).toBeGreaterThan(0);
    const completion = await complete(ref, argument, 'fix', PROJECT);
    expect([...completion.values].sort()).toEqual([...expected].sort());
  });

  it('label_id on a label template: the project label names', async () => {
    const expected = (await sandboxList('/projects/group%2Fproject/labels?per_page=100', 'name')).filter(
      contains('b'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const completion = await complete(
      template('gitlab://project/{project_id}/label/{label_id}'),
      'label_id',
      'b',
      PROJECT,
    );
    expect([...completion.values].sort()).toEqual([...expected].sort());
  });

  it('group_id: group paths', async () => {
    const expected = (await sandboxList('/groups?search=group&per_page=20', 'full_path')).filter(
      contains('group'),
    );
    expect(expected).toContain('group');
    const completion = await complete(prompt('reviewer_workload'), 'group_id', 'group');
    expect([...completion.values].sort()).toEqual([...expected].sort());
  });

  it('username: active users', async () => {
    const expected = (await sandboxList('/users?search=al&active=true&per_page=20', 'username')).filter(
      contains('al'),
    );
    expect(expected).toContain('alice');
    const completion = await complete(prompt('my_open_mrs'), 'username', 'al');
    expect([...completion.values].sort()).toEqual([...expected].sort());
  });

  it('milestone: the active milestone titles of the project', async () => {
    const expected = await sandboxList(
      '/projects/group%2Fproject/milestones?state=active&per_page=100',
      'title',
    );
    expect(expected.length).toBeGreaterThan(0);
    const completion = await complete(prompt('milestone_progress'), 'milestone', '', PROJECT);
    expect([...completion.values].sort()).toEqual([...expected].sort());
  });

  it('tag_name and issue_iid on templates', async () => {
    const tags = await sandboxList('/projects/group%2Fproject/repository/tags?per_page=100', 'name');
    const tagCompletion = await complete(
      template('gitlab://project/{project_id}/tag/{tag_name}'),
      'tag_name',
      '',
      PROJECT,
    );
    expect([...tagCompletion.values].sort()).toEqual([...tags].sort());
    const issues = await sandboxList('/projects/group%2Fproject/issues?state=opened&per_page=100', 'iid');
    const issueCompletion = await complete(
      template('gitlab://project/{project_id}/issue/{issue_iid}'),
      'issue_iid',
      '',
      PROJECT,
    );
    expect([...issueCompletion.values].sort()).toEqual([...issues].sort());
  });

  it('is bounded: at most 100 values, and hasMore without a total when GitLab holds more', async () => {
    // group/big holds more than 10,000 issues.
    const completion = await complete(
      template('gitlab://project/{project_id}/issue/{issue_iid}'),
      'issue_iid',
      '',
      {
        project_id: 'group/big',
      },
    );
    expect(completion.values).toHaveLength(100);
    expect(completion.hasMore).toBe(true);
    expect(completion.total).toBeUndefined();
  });

  it('an argument the prompt does not have, or one nothing completes, answers an empty completion', async () => {
    expect((await complete(prompt('summarize_open_mrs'), 'username', 'a')).values).toEqual([]);
    expect((await complete(prompt('merge_velocity'), 'days', '3')).values).toEqual([]);
  });

  it('a GitLab error answers an empty completion, not a JSON-RPC error', async () => {
    const completion = await complete(prompt('review_mr'), 'merge_request_iid', '', {
      project_id: 'nobody/nothing',
    });
    expect(completion).toEqual({ values: [], total: 0, hasMore: false });
  });

  it('caches briefly per session: typing on reads GitLab once', async () => {
    // The project by its ID: a list no earlier test read, so the first keystroke is not already cached.
    const byId = { project_id: '42' };
    harness.sandbox.requests.clear();
    for (const typed of ['', '2', '24', '243'])
      await complete(prompt('mr_risk_assessment'), 'merge_request_iid', typed, byId);
    expect(harness.gitlabRequests()).toEqual(['GET /projects/42/merge_requests']);
    expect((await complete(prompt('mr_risk_assessment'), 'merge_request_iid', '243', byId)).values).toEqual([
      '243',
    ]);
  });
});
