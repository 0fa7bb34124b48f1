import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

/** The `data` of a GraphQL answer, typed by the caller. */
async function graphql<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await fetch(`${sandbox.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'private-token': sandbox.tokens.api },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: Data }).data;
}

describe('project lifecycle (https://docs.gitlab.com/api/projects/)', () => {
  it('deleting marks for deletion; restore clears the mark; a second delete needs permanently_remove and the full path', async () => {
    expect((await api(sandbox, '/projects/45', { method: 'DELETE' })).status).toBe(202);
    expect((await api(sandbox, '/projects/45')).body).toMatchObject({ marked_for_deletion_on: '2025-03-21' });
    expect((await api(sandbox, '/projects/45', { method: 'DELETE' })).status).toBe(400);
    const restored = await api(sandbox, '/projects/45/restore', { method: 'POST' });
    expect(restored.body).toMatchObject({ marked_for_deletion_on: null });
    expect((await api(sandbox, '/projects/45/restore', { method: 'POST' })).status).toBe(400);

    await api(sandbox, '/projects/45', { method: 'DELETE' });
    const wrongPath = { permanently_remove: true, full_path: 'alice/other' };
    expect((await api(sandbox, '/projects/45', { method: 'DELETE', body: wrongPath })).status).toBe(400);
    const permanent = { permanently_remove: true, full_path: 'alice/scratch' };
    expect((await api(sandbox, '/projects/45', { method: 'DELETE', body: permanent })).status).toBe(202);
    expect((await api(sandbox, '/projects/45')).status).toBe(404);
  });

  it('starring a starred project, or unstarring an unstarred one, answers 304 Not Modified', async () => {
    const star = () => api(sandbox, '/projects/44/star', { method: 'POST' });
    const unstar = () => api(sandbox, '/projects/44/unstar', { method: 'POST' });
    expect((await star()).body).toMatchObject({ star_count: 2 });
    expect((await star()).status).toBe(304);
    expect((await unstar()).body).toMatchObject({ star_count: 1 });
    expect((await unstar()).status).toBe(304);
  });

  it('a transfer to the namespace the project is in is refused', async () => {
    const answer = await api(sandbox, '/projects/44/transfer', { method: 'PUT', body: { namespace: 11 } });
    expect(answer.status).toBe(400);
  });

  it('a fork records its source, which lists it among its forks', async () => {
    const fork = await api(sandbox, '/projects/44/fork', { method: 'POST', body: { namespace_path: 'bob' } });
    expect(fork.body).toMatchObject({
      path_with_namespace: 'bob/library',
      forked_from_project: { path_with_namespace: 'group/subgroup/library' },
    });
    const forks = (await api(sandbox, '/projects/44/forks')).body as { path_with_namespace: string }[];
    expect(forks.map((project) => project.path_with_namespace)).toEqual(['bob/library']);
  });
});

describe('mirrors (https://docs.gitlab.com/api/remote_mirrors/, /api/project_pull_mirroring/)', () => {
  it('never shows the credentials of a mirror URL', async () => {
    const push = await api(sandbox, '/projects/42/remote_mirrors', {
      method: 'POST',
      body: { url: 'https://bot:push-secret@example.com/mirror.git' },
    });
    expect(push.body).toMatchObject({ url: 'https://*****:*****@example.com/mirror.git' });
    expect(push.text).not.toContain('push-secret');
    const pull = await api(sandbox, '/projects/42/mirror/pull', {
      method: 'PUT',
      body: { url: 'https://example.com/up.git', auth_user: 'bot', auth_password: 'pull-secret' },
    });
    expect(pull.body).toMatchObject({ url: 'https://*****:*****@example.com/up.git' });
    expect(pull.text + (await api(sandbox, '/projects/42/mirror/pull')).text).not.toContain('pull-secret');
  });

  it('gives a public key only for a mirror that authenticates by SSH', async () => {
    expect((await api(sandbox, '/projects/42/remote_mirrors/301/public_key')).status).toBe(404);
    const ssh = await api(sandbox, '/projects/42/remote_mirrors', {
      method: 'POST',
      body: { url: 'ssh://git@example.com/ssh.git', auth_method: 'ssh_public_key' },
    });
    const id = (ssh.body as { id: number }).id;
    const key = await api(sandbox, `/projects/42/remote_mirrors/${id}/public_key`);
    expect((key.body as { public_key: string }).public_key).toMatch(/^ssh-ed25519 /);
    expect(ssh.body).not.toHaveProperty('ssh_public_key');
  });

  it('has no pull mirroring below Premium', async () => {
    const free = await startSandbox({ tier: 'free' });
    expect((await api(free, '/projects/42/mirror/pull')).status).toBe(404);
    await free.close();
  });
});

describe('export (https://docs.gitlab.com/api/project_import_export/)', () => {
  it('has nothing to download before an export, then a gzipped archive', async () => {
    expect((await api(sandbox, '/projects/43/export/download')).body).toEqual({
      message: '404 Not found or has expired',
    });
    expect((await api(sandbox, '/projects/43/export', { method: 'POST' })).status).toBe(202);
    expect((await api(sandbox, '/projects/43/export')).body).toMatchObject({ export_status: 'finished' });
    const response = await fetch(`${sandbox.url}/api/v4/projects/43/export/download`, {
      headers: { 'private-token': sandbox.tokens.api },
    });
    expect(gunzipSync(Buffer.from(await response.arrayBuffer()))).toHaveLength(1024);
  });
});

interface RuleNode {
  id: string;
  name: string;
  targetBranch: string;
}

describe('target branch rules over GraphQL', () => {
  it('creates, lists and destroys a rule', async () => {
    const created = await graphql<{ projectTargetBranchRuleCreate: { targetBranchRule: RuleNode } }>(
      `
        mutation ($input: ProjectTargetBranchRuleCreateInput!) {
          projectTargetBranchRuleCreate(input: $input) {
            targetBranchRule {
              id
              name
              targetBranch
            }
            errors
          }
        }
      `,
      { input: { projectId: 'gid://gitlab/Project/42', name: 'feature/*', targetBranch: 'develop' } },
    );
    const rule = created.projectTargetBranchRuleCreate.targetBranchRule;
    expect(rule).toMatchObject({ name: 'feature/*', targetBranch: 'develop' });
    const list = async () =>
      (
        await graphql<{ project: { targetBranchRules: { nodes: RuleNode[] } } }>(
          '{ project(fullPath: "group/project") { targetBranchRules { nodes { id name targetBranch } } } }',
        )
      ).project.targetBranchRules.nodes.map((node) => node.name);
    expect(await list()).toEqual(['hotfix/*', 'feature/*']);
    const destroyed = await graphql<{ projectTargetBranchRuleDestroy: { errors: string[] } }>(
      `
        mutation ($input: ProjectTargetBranchRuleDestroyInput!) {
          projectTargetBranchRuleDestroy(input: $input) {
            errors
          }
        }
      `,
      { input: { id: rule.id } },
    );
    expect(destroyed.projectTargetBranchRuleDestroy.errors).toEqual([]);
    expect(await list()).toEqual(['hotfix/*']);
  });
});
