import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';
import { humanDuration, parseDuration } from './actions/merge-request-scope.js';

let sandbox: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, free] = await Promise.all([
    startSandbox({ now: '2025-03-21T09:00:00Z' }),
    startSandbox({ tier: 'free' }),
  ]);
});
afterAll(() => Promise.all([sandbox.close(), free.close()]));

const mr = (iid: number, rest = '') => `/projects/42/merge_requests/${iid}${rest}`;

describe('merge request issues', () => {
  it('closes_issues follows the closing pattern; related_issues the other mentions', async () => {
    // Seeded descriptions end "Closes #<iid - 205>.": !241 closes #36.
    expect(records(await api(sandbox, mr(241, '/closes_issues'))).map((issue) => issue.iid)).toEqual([36]);
    expect(records(await api(sandbox, mr(241, '/related_issues')))).toEqual([]);
    await api(sandbox, mr(241), { method: 'PUT', body: { description: 'Fixes #3 and #4, see #5' } });
    expect(records(await api(sandbox, mr(241, '/closes_issues'))).map((issue) => issue.iid)).toEqual([3, 4]);
    expect(records(await api(sandbox, mr(241, '/related_issues'))).map((issue) => issue.iid)).toEqual([5]);
  });
});

describe('a merge request from a fork (lib/api/entities/merge_request_basic.rb: `if: for_fork?`)', () => {
  const FORK_FIELDS = ['allow_collaboration', 'allow_maintainer_to_push'];
  const forkFields = (item: Record<string, unknown>) => FORK_FIELDS.filter((field) => field in item);

  it("bob's !230 comes from his fork of group/project, and only it carries the collaboration fields", async () => {
    const fork = record(await api(sandbox, '/projects/46'));
    expect(fork).toMatchObject({ path_with_namespace: 'bob/project', forked_from_project: { id: 42 } });
    expect(records(await api(sandbox, '/projects/42/forks')).map((project) => project.id)).toEqual([46]);
    // The fork has the branch the merge request comes from.
    expect((await api(sandbox, '/projects/46/repository/branches/feature%2Fdark-mode')).status).toBe(200);

    expect(record(await api(sandbox, mr(230)))).toMatchObject({
      source_project_id: 46,
      target_project_id: 42,
      allow_collaboration: true,
      allow_maintainer_to_push: true,
    });
    const listed = records(await api(sandbox, '/projects/42/merge_requests?state=all&per_page=100'));
    const withFields = listed.filter((item) => forkFields(item).length > 0).map((item) => item.iid);
    expect(withFields).toEqual([230]);
    expect(listed.filter((item) => item.source_project_id !== 42).map((item) => item.iid)).toEqual([230]);
  });

  it('a merge request within one project never carries them, whatever it was created with', async () => {
    const created = await api(sandbox, '/projects/42/merge_requests', {
      method: 'POST',
      body: {
        source_branch: 'feature/notifications',
        target_branch: 'develop',
        title: 'Notifications on develop',
        allow_collaboration: true,
      },
    });
    expect(created.status).toBe(201);
    expect(record(created).source_project_id).toBe(42);
    expect(forkFields(record(created))).toEqual([]);
  });
});

describe('creating a merge request across a fork network (doc/api/merge_requests.md "Create MR")', () => {
  const asBob = { headers: { sudo: 'bob' } };
  const create = (projectId: number, body: Record<string, unknown>) =>
    api(sandbox, `/projects/${projectId}/merge_requests`, { method: 'POST', body, ...asBob });
  const fromBranch = (branch: string, target_project_id?: number) => ({
    source_branch: branch,
    target_branch: 'main',
    title: `${branch} upstream`,
    ...(target_project_id === undefined ? {} : { target_project_id }),
  });
  const iids = async (projectId: number) =>
    records(await api(sandbox, `/projects/${projectId}/merge_requests?state=all&per_page=100`)).map(
      (item) => item.iid,
    );

  it(':id is the source project; the merge request belongs to the target, numbered among its own', async () => {
    const before = { upstream: await iids(42), fork: await iids(46) };
    const created = await create(46, fromBranch('feature/notifications', 42));
    expect(created.status).toBe(201);
    const upstreamNext = Math.max(...(before.upstream as number[])) + 1;
    expect(record(created)).toMatchObject({
      iid: upstreamNext,
      project_id: 42,
      source_project_id: 46,
      target_project_id: 42,
      web_url: expect.stringMatching(
        new RegExp(`/group/project/-/merge_requests/${upstreamNext}$`),
      ) as unknown,
    });
    expect(record(await api(sandbox, mr(upstreamNext))).source_project_id).toBe(46);
    expect(await iids(46)).toEqual(before.fork);

    // The network goes both ways: upstream into the fork (GitLab's `in_fork_network_of?` is symmetric).
    const intoFork = await create(42, fromBranch('develop', 46));
    expect(intoFork.status).toBe(201);
    expect(record(intoFork)).toMatchObject({ iid: 1, project_id: 46, source_project_id: 42 });
    expect(await iids(46)).toEqual([1]);
  });

  it('refuses a target outside the fork network, an unknown one and a private one the user cannot see', async () => {
    const outside = await create(46, fromBranch('develop', 44));
    expect([outside.status, outside.body]).toEqual([
      422,
      { message: ['Source project is not a fork of the target project'] },
    ]);
    const unknown = await create(46, fromBranch('develop', 9999));
    expect([unknown.status, unknown.body]).toEqual([404, { message: '404 Not found' }]);

    const hidden = record(
      await api(sandbox, '/projects/user/2', {
        method: 'POST',
        body: { name: 'Hidden', path: 'hidden', visibility: 'private' },
      }),
    );
    const refused = await create(46, fromBranch('develop', hidden.id as number));
    expect([refused.status, refused.body]).toEqual([403, { message: '403 Forbidden' }]);
  });

  it('the target branch must exist in the target project, the source branch in the source project', async () => {
    const missingTarget = await create(46, { ...fromBranch('develop', 42), target_branch: 'nowhere' });
    expect([missingTarget.status, missingTarget.body]).toEqual([
      400,
      { message: 'Target branch does not exist' },
    ]);
    const missingSource = await create(46, fromBranch('nowhere', 42));
    expect([missingSource.status, missingSource.body]).toEqual([
      400,
      { message: 'Source branch does not exist' },
    ]);
  });
});

describe('forks_count counts the fork relations (doc/api/project_forks.md)', () => {
  const forksCount = async (id: number) => record(await api(sandbox, `/projects/${id}`)).forks_count;

  it('group/project has its one seeded fork; forking and unlinking move the count', async () => {
    expect(await forksCount(42)).toBe(1);
    expect(records(await api(sandbox, '/projects/42/forks')).map((project) => project.id)).toEqual([46]);
    const fork = record(
      await api(sandbox, '/projects/43/fork', { method: 'POST', body: { namespace_path: 'bob' } }),
    );
    expect(await forksCount(43)).toBe(1);
    expect((await api(sandbox, `/projects/${String(fork.id)}/fork`, { method: 'DELETE' })).status).toBe(204);
    expect(await forksCount(43)).toBe(0);
  });
});

describe("allow_collaboration needs GitLab's collaborative_push_possible? (app/models/merge_request.rb)", () => {
  let own: Sandbox;
  beforeAll(async () => {
    own = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => own.close());
  const collaboration = async () =>
    record(await api(own, mr(230))) as { allow_collaboration: boolean; allow_maintainer_to_push: boolean };

  it('false once the source branch is protected in the fork, or either project is private', async () => {
    expect(await collaboration()).toMatchObject({
      allow_collaboration: true,
      allow_maintainer_to_push: true,
    });

    const protect = await api(own, '/projects/46/protected_branches', {
      method: 'POST',
      body: { name: 'feature/*' },
    });
    expect(protect.status).toBe(201);
    expect(await collaboration()).toMatchObject({
      allow_collaboration: false,
      allow_maintainer_to_push: false,
    });
    await api(own, '/projects/46/protected_branches/feature%2F*', { method: 'DELETE' });
    expect((await collaboration()).allow_collaboration).toBe(true);

    for (const project of [46, 42]) {
      await api(own, `/projects/${project}`, { method: 'PUT', body: { visibility: 'private' } });
      expect((await collaboration()).allow_collaboration).toBe(false);
      await api(own, `/projects/${project}`, { method: 'PUT', body: { visibility: 'internal' } });
      expect((await collaboration()).allow_collaboration).toBe(true);
    }
  });
});

describe('subscriptions and to-do items answer 304 when nothing changes (documented)', () => {
  it('unsubscribe, unsubscribe again, subscribe', async () => {
    const first = await api(sandbox, mr(238, '/unsubscribe'), { method: 'POST' });
    expect(first.status).toBe(201);
    expect(record(first).subscribed).toBe(false);
    expect((await api(sandbox, mr(238, '/unsubscribe'), { method: 'POST' })).status).toBe(304);
    expect(record(await api(sandbox, mr(238, '/subscribe'), { method: 'POST' })).subscribed).toBe(true);
  });

  it('a second to-do item for the same merge request', async () => {
    const todo = await api(sandbox, mr(238, '/todo'), { method: 'POST' });
    expect(todo.status).toBe(201);
    expect(record(todo)).toMatchObject({
      action_name: 'marked',
      target_type: 'MergeRequest',
      state: 'pending',
    });
    expect((await api(sandbox, mr(238, '/todo'), { method: 'POST' })).status).toBe(304);
  });
});

describe('time tracking', () => {
  it('parses and prints durations in 8-hour days and 5-day weeks', () => {
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('1w 2d')).toBe(7 * 8 * 3600);
    expect(parseDuration('-30m')).toBe(-1800);
    expect(parseDuration('soon')).toBeUndefined();
    expect(humanDuration(9 * 3600 + 60)).toBe('1d 1h 1m');
    expect(humanDuration(0)).toBeNull();
  });

  it('estimate, spend, and the merge request shows both', async () => {
    await api(sandbox, mr(239, '/time_estimate'), { method: 'POST', body: { duration: '1d' } });
    const spent = await api(sandbox, mr(239, '/add_spent_time'), {
      method: 'POST',
      body: { duration: '90m' },
    });
    expect(spent.status).toBe(201);
    expect(record(spent)).toEqual({
      time_estimate: 28800,
      total_time_spent: 5400,
      human_time_estimate: '1d',
      human_total_time_spent: '1h 30m',
    });
    expect(record(await api(sandbox, mr(239))).time_stats).toMatchObject({ total_time_spent: 5400 });
    const bad = await api(sandbox, mr(239, '/time_estimate'), { method: 'POST', body: { duration: 'soon' } });
    expect(bad.status).toBe(400);
  });
});

describe('approvals', () => {
  it('only bot users may reset approvals: anyone else gets 401', async () => {
    expect((await api(sandbox, mr(243, '/reset_approvals'), { method: 'PUT' })).status).toBe(401);
  });

  it('a merge request rule shows in approval_state with who satisfied it', async () => {
    const rule = await api(sandbox, mr(245, '/approval_rules'), {
      method: 'POST',
      body: { name: 'Backend', approvals_required: 1, user_ids: [1] },
    });
    expect(rule.status).toBe(201);
    await api(sandbox, mr(245, '/approve'), { method: 'POST' });
    const state = record(await api(sandbox, mr(245, '/approval_state')));
    expect(state.approval_rules_overwritten).toBe(true);
    // !245's seeded rule asks carol or group/subgroup, so root's approval does not satisfy it.
    expect(state.rules).toMatchObject([
      { name: 'Release sign-off', approved: false, approved_by: [] },
      { name: 'Backend', approved: true, approved_by: [{ username: 'root' }] },
    ]);
  });

  it('rules and settings are Premium: 404 on Free', async () => {
    expect((await api(free, mr(243, '/approval_rules'))).status).toBe(404);
    expect((await api(free, '/projects/42/merge_request_approval_setting')).status).toBe(404);
    expect((await api(free, mr(243, '/blocks'))).status).toBe(404);
    expect((await api(free, mr(243, '/approval_state'))).status).toBe(404);
    expect((await api(free, mr(243, '/approvals'))).status).toBe(200);
  });

  it('settings answer each value with its lock and inheritance', async () => {
    const settings = record(
      await api(sandbox, '/groups/10/merge_request_approval_setting', {
        method: 'PUT',
        body: { allow_author_approval: true },
      }),
    );
    expect(settings.allow_author_approval).toEqual({ value: true, locked: false, inherited_from: null });
    expect(settings).not.toHaveProperty('selective_code_owner_removals');
  });
});

describe('dependencies, context commits and reactions', () => {
  it('a block is created by the blocking global id and deleted by its own id', async () => {
    const block = record(
      await api(sandbox, mr(241, '/blocks'), { method: 'POST', body: { blocking_merge_request_id: 9245 } }),
    );
    expect(block).toMatchObject({
      blocking_merge_request: { iid: 245 },
      blocked_merge_request: { iid: 241 },
    });
    const again = await api(sandbox, mr(241, '/blocks'), {
      method: 'POST',
      body: { blocking_merge_request_id: 9245 },
    });
    expect(again.status).toBe(409);
    expect((await api(sandbox, mr(241, `/blocks/${String(block.id)}`), { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(records(await api(sandbox, mr(241, '/blocks')))).toEqual([]);
  });

  it('context commits refuse a SHA that is not a commit of the project', async () => {
    const answer = await api(sandbox, mr(241, '/context_commits'), {
      method: 'POST',
      body: { commits: ['0000000'] },
    });
    expect(answer.status).toBe(400);
  });

  it("!243's seeded thumbs-up matches its upvotes; an award id is never reused", async () => {
    expect(records(await api(sandbox, mr(243, '/award_emoji')))).toMatchObject([
      { id: 5001, name: 'thumbsup', user: { username: 'bob' } },
    ]);
    const made = record(
      await api(sandbox, mr(241, '/award_emoji'), { method: 'POST', body: { name: 'tada' } }),
    );
    await api(sandbox, mr(241, `/award_emoji/${String(made.id)}`), { method: 'DELETE' });
    const next = record(
      await api(sandbox, mr(241, '/award_emoji'), { method: 'POST', body: { name: 'tada' } }),
    );
    expect(next.id).not.toBe(made.id);
  });

  it('label, milestone and state changes are recorded as resource events', async () => {
    await api(sandbox, mr(240), {
      method: 'PUT',
      body: { add_labels: 'bug', milestone_id: 33, state_event: 'close' },
    });
    expect(records(await api(sandbox, mr(240, '/resource_label_events')))).toMatchObject([
      { action: 'add', label: { name: 'bug' }, user: { username: 'root' } },
    ]);
    expect(records(await api(sandbox, mr(240, '/resource_milestone_events')))).toMatchObject([
      { action: 'add', milestone: { id: 33 } },
    ]);
    expect(records(await api(sandbox, mr(240, '/resource_state_events')))).toMatchObject([
      { state: 'closed' },
    ]);
  });

  it('resource events are served per type', async () => {
    expect(records(await api(sandbox, mr(243, '/resource_label_events')))).toMatchObject([
      { id: 4001, action: 'add', label: { name: 'bug' }, resource_type: 'MergeRequest' },
    ]);
    expect(records(await api(sandbox, mr(242, '/resource_state_events')))).toMatchObject([
      { state: 'merged' },
    ]);
    expect((await api(sandbox, mr(242, '/resource_state_events/4001'))).status).toBe(404);
  });
});
