import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../start-sandbox.js';
import { api } from '../../testing/client.js';
import type { Sandbox } from '../../types.js';
import { sha } from '../../store/sha.js';

const mainTip = sha('42:main-29');
const mainParent = sha('42:main-28');
const repo = '/projects/42/repository';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const post = (path: string, body: unknown, method = 'POST') => api(sandbox, path, { method, body });

describe('commit reads (https://docs.gitlab.com/api/commits/)', () => {
  it('lists the branches and tags that contain a commit, filtered by type', async () => {
    const tags = await api(sandbox, `${repo}/commits/${sha('42:main-18')}/refs?type=tag`);
    expect(tags.body).toEqual([
      { type: 'tag', name: 'v1.1.0' },
      { type: 'tag', name: 'v1.2.0' },
    ]);
    expect((await api(sandbox, `${repo}/commits/0000000/refs`)).body).toEqual({
      message: '404 Commit Not Found',
    });
  });

  it('finds the merge request that brings a commit, not those already on the target', async () => {
    const mrs = (await api(sandbox, `${repo}/commits/feature%2Ffix-login/merge_requests`)).body as {
      iid: number;
    }[];
    expect(mrs.map((mr) => mr.iid)).toEqual([243]);
    expect((await api(sandbox, `${repo}/commits/${sha('42:main-3')}/merge_requests`)).body).toEqual([]);
    // `state` narrows them as GitLab's finder does.
    const byState = async (state: string) =>
      (
        (await api(sandbox, `${repo}/commits/feature%2Ffix-login/merge_requests?state=${state}`)).body as {
          iid: number;
        }[]
      ).map((mr) => mr.iid);
    const state = ((await api(sandbox, '/projects/42/merge_requests/243')).body as { state: string }).state;
    expect(await byState(state)).toEqual([243]);
    expect(await byState('all')).toEqual([243]);
    expect(await byState(state === 'merged' ? 'closed' : 'merged')).toEqual([]);
  });

  it("a merge commit's diff is what the merge requests it merged changed, as compare from its parent shows", async () => {
    const merged = (await api(sandbox, `/projects/42/merge_requests?state=merged&per_page=100`)).body as {
      iid: number;
    }[];
    const changed = await Promise.all(
      merged.map(
        async (mr) => (await api(sandbox, `/projects/42/merge_requests/${mr.iid}/diffs`)).body as unknown[],
      ),
    );
    const diff = (await api(sandbox, `${repo}/commits/${mainTip}/diff?per_page=100`)).body as unknown[];
    expect(diff.length).toBeGreaterThan(0);
    expect(new Set(diff)).toEqual(new Set(changed.flat()));
    const compared = (await api(sandbox, `${repo}/compare?from=${mainParent}&to=${mainTip}`)).body as {
      diffs: unknown[];
    };
    expect(compared.diffs).toEqual(diff);
  });

  it('answers the signature of a signed commit and 404 Signature Not Found otherwise', async () => {
    expect((await api(sandbox, `${repo}/commits/${mainTip}/signature`)).body).toMatchObject({
      signature_type: 'PGP',
      verification_status: 'verified',
    });
    expect((await api(sandbox, `${repo}/commits/${mainParent}/signature`)).body).toEqual({
      message: '404 Signature Not Found',
    });
  });

  it('finds the merge base of refs, and names refs it cannot find', async () => {
    const base = await api(sandbox, `${repo}/merge_base?refs[]=develop&refs[]=feature%2Flogin`);
    expect((base.body as { id: string }).id).toBe(mainParent);
    expect((await api(sandbox, `${repo}/merge_base?refs[]=main`)).body).toEqual({
      message: 'Provide at least 2 refs',
    });
    expect((await api(sandbox, `${repo}/merge_base?refs[]=main&refs[]=nope`)).body).toEqual({
      message: 'Could not find ref: nope',
    });
  });

  it('lists CI jobs as statuses and records an external one, updating it by name and ref', async () => {
    const before = (await api(sandbox, `${repo}/commits/${mainTip}/statuses`)).body as { name: string }[];
    expect(before.map((status) => status.name)).toEqual(['build', 'test', 'lint', 'deploy']);
    const created = await post(`/projects/42/statuses/${mainTip}`, { state: 'running', name: 'sonar' });
    expect(created.status).toBe(201);
    const updated = await post(`/projects/42/statuses/${mainTip}`, { state: 'success', name: 'sonar' });
    expect(updated.body).toMatchObject({ id: (created.body as { id: number }).id, status: 'success' });
    const after = (await api(sandbox, `${repo}/commits/${mainTip}/statuses?name=sonar`)).body;
    expect(after).toHaveLength(1);
    expect((await post(`/projects/42/statuses/${mainTip}`, { state: 'done' })).status).toBe(400);
  });
});

describe('commit writes', () => {
  it('commits several file actions at once on a new branch, all or nothing', async () => {
    const refused = await post(`${repo}/commits`, {
      branch: 'batch',
      start_branch: 'main',
      commit_message: 'Batch',
      actions: [
        { action: 'create', file_path: 'docs/new.md', content: 'new' },
        { action: 'delete', file_path: 'docs/missing.md' },
      ],
    });
    expect(refused.body).toEqual({ message: "A file with this name doesn't exist" });
    const done = await post(`${repo}/commits`, {
      branch: 'batch',
      start_branch: 'main',
      commit_message: 'Batch',
      actions: [
        { action: 'create', file_path: 'docs/new.md', content: 'new' },
        { action: 'move', previous_path: 'docs/guide.md', file_path: 'docs/handbook.md' },
      ],
    });
    expect(done.status).toBe(201);
    const tree = (await api(sandbox, `${repo}/tree?path=docs&ref=batch`)).body as { path: string }[];
    expect(tree.map((entry) => entry.path).sort()).toEqual(['docs/handbook.md', 'docs/new.md']);
    expect((await api(sandbox, `${repo}/branches/batch`)).body).toMatchObject({
      commit: { id: (done.body as { id: string }).id },
    });
  });

  it('cherry-picks with the original author and reverts with GitLab’s message; dry_run commits nothing', async () => {
    await post(`${repo}/branches`, { branch: 'picks', ref: 'v1.0.0' });
    expect(
      (await post(`${repo}/commits/${mainParent}/cherry_pick`, { branch: 'picks', dry_run: true })).body,
    ).toEqual({ dry_run: 'success' });
    const picked = (await post(`${repo}/commits/${mainParent}/cherry_pick`, { branch: 'picks' })).body;
    expect(picked).toMatchObject({ title: 'Add notifications settings', author_name: 'Alice Anderson' });
    const reverted = (await post(`${repo}/commits/${mainParent}/revert`, { branch: 'picks' })).body;
    expect(reverted).toMatchObject({ title: 'Revert "Add notifications settings"' });
    expect((await post(`${repo}/commits/${mainParent}/revert`, { branch: 'nope' })).body).toEqual({
      message: '404 Branch Not Found',
    });
  });
});
