import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const project = '/projects/42';

describe('environments and deployments', () => {
  it("an environment's last deployment is its last successful one, not the blocked #6", async () => {
    const production = record(await api(sandbox, `${project}/environments/301`));
    expect(production.last_deployment).toMatchObject({ id: 405, status: 'success' });
  });

  it('deletes an environment only once it is stopped', async () => {
    const created = record(
      await api(sandbox, `${project}/environments`, {
        method: 'POST',
        body: { name: 'qa', tier: 'testing' },
      }),
    );
    const path = `${project}/environments/${String(created.id)}`;
    expect((await api(sandbox, path, { method: 'DELETE' })).status).toBe(403);
    const stopped = await api(sandbox, `${path}/stop`, { method: 'POST', body: { force: true } });
    expect(record(stopped)).toMatchObject({ name: 'qa', state: 'stopped' });
    expect((await api(sandbox, path, { method: 'DELETE' })).status).toBe(204);
  });

  it('lists the merge requests merged into the ref since the previous successful deployment', async () => {
    const shipped = records(await api(sandbox, `${project}/deployments/405/merge_requests`));
    expect(shipped.length).toBeGreaterThan(0);
    for (const mr of shipped) {
      expect(mr).toMatchObject({ state: 'merged', target_branch: 'main' });
      expect(String(mr.merged_at) > '2025-03-07T10:08:00.000Z').toBe(true);
    }
    expect(records(await api(sandbox, `${project}/deployments/406/merge_requests`))).toEqual([]);
  });

  it('approves only a blocked deployment, which then runs', async () => {
    const notBlocked = await api(sandbox, `${project}/deployments/405/approval`, {
      method: 'POST',
      body: { status: 'approved' },
    });
    expect(notBlocked.status).toBe(400);
    const approval = await api(sandbox, `${project}/deployments/406/approval`, {
      method: 'POST',
      body: { status: 'approved', comment: 'Ship it' },
    });
    expect(approval.status).toBe(201);
    expect(record(approval)).toMatchObject({
      status: 'approved',
      comment: 'Ship it',
      user: { username: 'root' },
    });
    expect(record(await api(sandbox, `${project}/deployments/406`)).status).toBe('created');
  });

  it('answers 404 for the approval API below Premium', async () => {
    const free = await startSandbox({ tier: 'free' });
    try {
      const answer = await api(free, `${project}/deployments/406/approval`, {
        method: 'POST',
        body: { status: 'approved' },
      });
      expect(answer.status).toBe(404);
    } finally {
      await free.close();
    }
  });
});

describe('protected environments, freeze periods and group protected branches', () => {
  it('protects an environment with deploy levels and approval rules, then changes and removes rules', async () => {
    const created = record(
      await api(sandbox, `${project}/protected_environments`, {
        method: 'POST',
        body: {
          name: 'staging',
          deploy_access_levels: [{ access_level: 30 }, { user_id: 2 }],
          approval_rules: [{ group_id: 10, required_approvals: 2 }],
        },
      }),
    );
    const levels = created.deploy_access_levels as Record<string, unknown>[];
    expect(levels.map((level) => level.access_level_description)).toEqual([
      'Developers + Maintainers',
      'Alice Anderson',
    ]);
    expect(created.approval_rules).toMatchObject([{ group_id: 10, required_approvals: 2 }]);
    const updated = record(
      await api(sandbox, `${project}/protected_environments/staging`, {
        method: 'PUT',
        body: { deploy_access_levels: [{ id: levels[1]!.id, _destroy: true }], required_approval_count: 2 },
      }),
    );
    expect(updated).toMatchObject({
      required_approval_count: 2,
      deploy_access_levels: [{ access_level: 30 }],
    });
  });

  it('protects group environments by tier only', async () => {
    const byName = await api(sandbox, '/groups/10/protected_environments', {
      method: 'POST',
      body: { name: 'review/x', deploy_access_levels: [{ access_level: 40 }] },
    });
    expect(byName.status).toBe(400);
    expect(records(await api(sandbox, '/groups/10/protected_environments')).map((row) => row.name)).toEqual([
      'production',
    ]);
  });

  it('keeps freeze periods with their cron window and time zone', async () => {
    const created = record(
      await api(sandbox, `${project}/freeze_periods`, {
        method: 'POST',
        body: { freeze_start: '0 18 * * *', freeze_end: '0 8 * * *' },
      }),
    );
    expect(created).toMatchObject({ cron_timezone: 'UTC', updated_at: '2025-03-21T09:00:00.000Z' });
    expect(created).not.toHaveProperty('project_id');
    expect(records(await api(sandbox, `${project}/freeze_periods`))).toHaveLength(2);
  });

  it("serves a group's protected branches with PATCH updates", async () => {
    const path = '/groups/10/protected_branches/main';
    const updated = await api(sandbox, path, { method: 'PATCH', body: { allow_force_push: true } });
    expect(record(updated)).toMatchObject({ name: 'main', allow_force_push: true });
    expect((await api(sandbox, '/groups/10/protected_branches/nope')).status).toBe(404);
  });
});

describe('feature flags and user lists', () => {
  it('renames a flag and replaces its strategies', async () => {
    const updated = record(
      await api(sandbox, `${project}/feature_flags/dark_mode`, {
        method: 'PUT',
        body: {
          name: 'dark_theme',
          strategies: [
            { id: 1102, _destroy: true },
            {
              name: 'userWithId',
              parameters: { userIds: 'user1' },
              scopes: [{ environment_scope: 'staging' }],
            },
          ],
        },
      }),
    );
    expect(updated.name).toBe('dark_theme');
    expect(updated.strategies).toMatchObject([
      { name: 'userWithId', parameters: { userIds: 'user1' }, scopes: [{ environment_scope: 'staging' }] },
    ]);
  });

  it('numbers user lists per project and finds them by IID', async () => {
    const created = record(
      await api(sandbox, `${project}/feature_flags_user_lists`, {
        method: 'POST',
        body: { name: 'staff', user_xids: 'u1,u2' },
      }),
    );
    expect(created).toMatchObject({ iid: 2, project_id: 42, user_xids: 'u1,u2' });
    expect(record(await api(sandbox, `${project}/feature_flags_user_lists/1`)).name).toBe('beta-testers');
  });
});

describe('templates and CI lint', () => {
  it('lists template keys and fills a license with the holder and the year', async () => {
    expect(records(await api(sandbox, '/templates/gitignores'))).toContainEqual({
      key: 'Node',
      name: 'Node',
    });
    const mit = record(await api(sandbox, '/templates/licenses/mit?fullname=Example%20Inc.'));
    expect(mit.content).toContain('Copyright (c) 2025 Example Inc.');
    expect((await api(sandbox, '/templates/dockerfiles/Nope')).status).toBe(404);
  });

  it("gives a project its own issue templates beside the instance's", async () => {
    expect(records(await api(sandbox, `${project}/templates/issues`)).map((row) => row.key)).toEqual([
      'Bug',
      'Feature',
    ]);
    expect(record(await api(sandbox, `${project}/templates/issues/Bug`)).content).toContain('/label ~bug');
    expect((await api(sandbox, `${project}/templates/nope`)).status).toBe(400);
  });

  it("finds the project's own configuration valid and lists its jobs", async () => {
    const lint = record(await api(sandbox, `${project}/ci/lint?include_jobs=true`));
    expect(lint).toMatchObject({ valid: true, errors: [], warnings: [] });
    expect((lint.jobs as Record<string, unknown>[]).map((job) => job.name)).toEqual([
      'build',
      'test',
      'lint',
      'deploy',
    ]);
  });

  it('reports errors and warnings in GitLab words', async () => {
    const content =
      'stages: [build]\n\nbuild:\n  stage: build\n  scrpt: make\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh\n  rules:\n    - if: $CI_COMMIT_TAG\n      when: manual\n';
    const lint = record(
      await api(sandbox, `${project}/ci/lint`, { method: 'POST', body: { content, include_jobs: true } }),
    );
    expect(lint).toMatchObject({ valid: false, merged_yaml: null, jobs: [] });
    expect(lint.errors).toEqual([
      'jobs:build config contains unknown keys: scrpt',
      'jobs:build config should implement the script:, run:, or trigger: keyword',
      'deploy job: chosen stage deploy does not exist; available stages are .pre, build, .post',
    ]);
    expect(lint.warnings).toHaveLength(1);
    expect(String((lint.warnings as string[])[0])).toContain('jobs:deploy may allow multiple pipelines');
    const tab = record(
      await api(sandbox, `${project}/ci/lint`, { method: 'POST', body: { content: 'a:\n\tscript: x\n' } }),
    );
    expect(tab).toMatchObject({ valid: false, merged_yaml: null });
  });
});
