import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('seeded facts others rely on (sandbox-api.md)', () => {
  it('users root (admin), alice, bob, carol', async () => {
    const users = records(await api(sandbox, '/users?order_by=id&sort=asc'));
    expect(users.slice(0, 4).map((user) => [user.id, user.username, user.is_admin])).toEqual([
      [1, 'root', true],
      [2, 'alice', false],
      [3, 'bob', false],
      [4, 'carol', false],
    ]);
  });

  it('group 10 with subgroup 11', async () => {
    expect(record(await api(sandbox, '/groups/group'))).toMatchObject({
      id: 10,
      full_path: 'group',
      parent_id: null,
    });
    expect(record(await api(sandbox, '/groups/group%2Fsubgroup'))).toMatchObject({
      id: 11,
      full_path: 'group/subgroup',
      parent_id: 10,
    });
    expect(records(await api(sandbox, '/groups/10/subgroups')).map((group) => group.id)).toEqual([11]);
  });

  it('project group/project is 42 with default branch main', async () => {
    const byPath = record(await api(sandbox, '/projects/group%2Fproject'));
    expect(byPath).toMatchObject({
      id: 42,
      default_branch: 'main',
      web_url: 'https://gitlab.example.com/group/project',
    });
    expect(record(await api(sandbox, '/projects/42')).path_with_namespace).toBe('group/project');
  });

  it('45 branches; main, develop, feature/login are the most recently updated', async () => {
    const answer = await api(sandbox, '/projects/42/repository/branches?sort=updated_desc&per_page=3');
    expect(answer.headers.get('x-total')).toBe('45');
    const [main, develop, login] = records(answer);
    expect(main).toMatchObject({
      name: 'main',
      protected: true,
      default: true,
      web_url: 'https://gitlab.example.com/group/project/-/tree/main',
    });
    expect(develop).toMatchObject({
      name: 'develop',
      protected: true,
      developers_can_push: true,
      default: false,
    });
    expect(login).toMatchObject({
      name: 'feature/login',
      protected: false,
      web_url: 'https://gitlab.example.com/group/project/-/tree/feature/login',
    });
  });

  it('MR !243', async () => {
    const mr = record(await api(sandbox, '/projects/42/merge_requests/243'));
    expect(mr).toMatchObject({
      iid: 243,
      title: 'Fix login bug',
      state: 'opened',
      source_branch: 'feature/fix-login',
      target_branch: 'main',
      labels: ['bug'],
      changes_count: '3',
      created_at: '2025-03-15T10:30:00.000Z',
      user_notes_count: 2,
      detailed_merge_status: 'mergeable',
      merge_status: 'can_be_merged',
      web_url: 'https://gitlab.example.com/group/project/-/merge_requests/243',
    });
    expect((mr.author as { username: string }).username).toBe('alice');
    expect((mr.reviewers as { username: string }[]).map((user) => user.username)).toEqual(['bob']);
    expect(mr.head_pipeline).toMatchObject({
      id: 1207,
      status: 'success',
      web_url: 'https://gitlab.example.com/group/project/-/pipelines/1207',
    });
    const branch = record(await api(sandbox, '/projects/42/repository/branches/feature%2Ffix-login'));
    expect(mr.sha).toBe((branch.commit as { id: string }).id);
  });

  it('issues up to #41 in group/project, 10,050 in group/big', async () => {
    const answer = await api(sandbox, '/projects/42/issues?per_page=1');
    expect(answer.headers.get('x-total')).toBe('41');
    expect(records(answer)[0]!.iid).toBe(41);
    const last = await api(sandbox, '/projects/43/issues?per_page=1&order_by=created_at&sort=desc');
    expect(records(last)[0]!.iid).toBe(10_050);
    expect(record(await api(sandbox, '/projects/43/issues/10050')).web_url).toBe(
      'https://gitlab.example.com/group/big/-/issues/10050',
    );
  });

  it('is deterministic: two sandboxes serve identical data', async () => {
    const other = await startSandbox();
    try {
      for (const path of [
        '/projects/42/repository/branches?per_page=100',
        '/projects/42/merge_requests/243',
        '/projects/42/jobs?per_page=100',
      ]) {
        expect((await api(other, path)).text).toBe((await api(sandbox, path)).text);
      }
    } finally {
      await other.close();
    }
  });

  it('a configured external URL shapes every web_url', async () => {
    const other = await startSandbox({ externalUrl: 'https://git.corp.test/' });
    try {
      expect(record(await api(other, '/projects/42/issues/1')).web_url).toBe(
        'https://git.corp.test/group/project/-/issues/1',
      );
    } finally {
      await other.close();
    }
  });
});
