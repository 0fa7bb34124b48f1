import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './start-sandbox.js';
import { api, record } from './testing/client.js';
import type { Sandbox } from './types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ tier: 'premium' });
});
afterAll(() => sandbox.close());

describe('token kinds', () => {
  it('api: the admin root, with is_admin, may read and write and reach admin endpoints', async () => {
    const user = await api(sandbox, '/user');
    expect(record(user)).toMatchObject({ id: 1, username: 'root', is_admin: true });
    expect((await api(sandbox, '/application/settings')).status).toBe(200);
    expect(
      (
        await api(sandbox, '/projects/42/labels', {
          method: 'POST',
          body: { name: 'from-api', color: '#00ff00' },
        })
      ).status,
    ).toBe(201);
  });

  it('readApi: reads succeed, every write is refused with insufficient_scope', async () => {
    expect((await api(sandbox, '/projects/42', { token: sandbox.tokens.readApi })).status).toBe(200);
    const writes = [
      ['POST', '/projects/42/issues'],
      ['PUT', '/projects/42/issues/1'],
      ['PATCH', '/projects/42/protected_branches/main'],
      ['DELETE', '/projects/42/issues/1'],
    ];
    for (const [method, path] of writes) {
      const answer = await api(sandbox, path!, { method, token: sandbox.tokens.readApi, body: {} });
      expect(answer.status).toBe(403);
      expect(record(answer).error).toBe('insufficient_scope');
    }
  });

  it('noAdmin: the same admin user without admin_mode is refused admin endpoints only', async () => {
    const token = sandbox.tokens.noAdmin;
    expect(record(await api(sandbox, '/user', { token })).username).toBe('root');
    for (const path of [
      '/application/settings',
      '/users/2/impersonation_tokens',
      '/deploy_keys',
      '/license',
    ]) {
      const answer = await api(sandbox, path, { token });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({ message: '403 Forbidden' });
    }
    expect(
      (
        await api(sandbox, '/projects/42/labels', {
          method: 'POST',
          token,
          body: { name: 'from-no-admin', color: '#00ff00' },
        })
      ).status,
    ).toBe(201);
  });

  it('fineGrained: /personal_access_tokens/self shows scopes ["granular"] and the grant', async () => {
    const self = record(
      await api(sandbox, '/personal_access_tokens/self', { token: sandbox.tokens.fineGrained }),
    );
    expect(self).toMatchObject({
      id: 4,
      scopes: ['granular'],
      active: true,
      revoked: false,
      user_id: 2,
      granular: true,
    });
    expect(self.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const grant = self.granular_scopes as {
      access: string;
      project_id: number | null;
      permissions: string[];
    }[];
    expect(grant[0]).toMatchObject({ access: 'selected_memberships', project_id: 42 });
    expect(grant[0]!.permissions).toContain('read_merge_request');
    const byId = record(await api(sandbox, '/personal_access_tokens/4'));
    expect(byId.granular_scopes).toEqual(self.granular_scopes);
  });

  it('fineGrained: allowed inside its grant, refused outside it', async () => {
    const token = sandbox.tokens.fineGrained;
    expect((await api(sandbox, '/projects/42/merge_requests/243', { token })).status).toBe(200);
    expect(
      (await api(sandbox, '/projects/42/issues', { method: 'POST', token, body: { title: 'granted' } }))
        .status,
    ).toBe(201);
    const otherProject = await api(sandbox, '/projects/44/issues', { token });
    expect(otherProject.status).toBe(403);
    expect(record(otherProject)).toMatchObject({
      error: 'insufficient_granular_scope',
      required_permissions: ['read_work_item'],
    });
    const notGranted = await api(sandbox, '/projects/42/labels', {
      method: 'POST',
      token,
      body: { name: 'x', color: '#000000' },
    });
    expect(notGranted.status).toBe(403);
    expect(record(notGranted).required_permissions).toEqual(['create_label']);
  });

  it("fineGrained: GitLab's permission for the endpoint, none for an always accessible one, no way into an unlisted one", async () => {
    const token = sandbox.tokens.fineGrained;
    const notes = await api(sandbox, '/projects/42/merge_requests/243/notes', {
      method: 'POST',
      token,
      body: { body: 'granted as create_work_item' },
    });
    expect(notes.status).toBe(201);
    const version = await api(sandbox, '/version', { token });
    expect(version.status).toBe(403);
    expect(record(version).required_permissions).toEqual(['read_metadata']);
    expect((await api(sandbox, '/templates/licenses', { token })).status).toBe(200);
    expect((await api(sandbox, '/projects/42', { method: 'HEAD', token })).status).toBe(200);
    // Reading one email of another user: an endpoint the permission page does not list.
    const unlisted = await api(sandbox, '/users/2/emails/1', { token });
    expect(unlisted.status).toBe(403);
    expect(record(unlisted)).toMatchObject({
      error: 'insufficient_granular_scope',
      required_permissions: [],
    });
  });

  it('fineGrained: a group boundary grants the group, not what it holds (REST refuses what GraphQL leaves out)', async () => {
    const token = sandbox.tokens.fineGrained;
    expect(record(await api(sandbox, '/groups/11', { token }))).toMatchObject({
      full_path: 'group/subgroup',
    });
    const projects = await api(sandbox, '/groups/11/projects', { token });
    expect(projects.status).toBe(403);
    expect(record(projects).required_permissions).toEqual(['read_project']);
    const parent = await api(sandbox, '/groups/10', { token });
    expect(parent.status).toBe(403);
    expect(record(parent).required_permissions).toEqual(['read_group']);
    expect((await api(sandbox, '/projects/42', { token })).status).toBe(200);
  });

  it('oauth: accepted as Authorization: Bearer only', async () => {
    expect(record(await api(sandbox, '/user', { token: sandbox.tokens.oauth, as: 'bearer' })).username).toBe(
      'root',
    );
    expect((await api(sandbox, '/user', { token: sandbox.tokens.oauth })).status).toBe(401);
  });

  it('a personal token works as Bearer too', async () => {
    expect(record(await api(sandbox, '/user', { token: sandbox.tokens.alice, as: 'bearer' })).username).toBe(
      'alice',
    );
  });

  it('job: accepted in JOB-TOKEN, reads allowed, writes refused', async () => {
    expect(
      (await api(sandbox, '/projects/42/jobs/12070', { token: sandbox.tokens.job, as: 'job' })).status,
    ).toBe(200);
    expect((await api(sandbox, '/projects/42/jobs/12070', { token: sandbox.tokens.job })).status).toBe(401);
    const write = await api(sandbox, '/projects/42/issues', {
      method: 'POST',
      token: sandbox.tokens.job,
      as: 'job',
      body: { title: 'x' },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ message: '403 Forbidden' });
  });

  it('alice: a non-admin user, refused admin endpoints', async () => {
    const user = record(await api(sandbox, '/user', { token: sandbox.tokens.alice }));
    expect(user).toMatchObject({ id: 2, username: 'alice' });
    expect(user.is_admin).toBeUndefined();
    expect((await api(sandbox, '/application/settings', { token: sandbox.tokens.alice })).status).toBe(403);
    expect((await api(sandbox, '/personal_access_tokens/1', { token: sandbox.tokens.alice })).status).toBe(
      403,
    );
  });

  it('a revoked token is refused afterwards', async () => {
    const created = record(
      await api(sandbox, '/users/3/impersonation_tokens', {
        method: 'POST',
        body: { name: 'tmp', scopes: ['api'] },
      }),
    );
    const secret = String(created.token);
    expect((await api(sandbox, '/user', { token: secret })).status).toBe(200);
    expect(
      (await api(sandbox, '/personal_access_tokens/self', { method: 'DELETE', token: secret })).status,
    ).toBe(204);
    expect((await api(sandbox, '/user', { token: secret })).status).toBe(401);
  });
});

describe('token expiry follows the sandbox clock', () => {
  it('a sandbox started with no `now` accepts every token kind, whatever the machine’s date', async () => {
    // Real time: a fixed expiry date the machine's clock has passed would answer 401 to every token here.
    const fresh = await startSandbox();
    try {
      const { tokens } = fresh;
      const calls: [string, string, 'private' | 'bearer' | 'job'][] = [
        ['api', tokens.api, 'private'],
        ['readApi', tokens.readApi, 'private'],
        ['noAdmin', tokens.noAdmin, 'private'],
        ['fineGrained', tokens.fineGrained, 'private'],
        ['oauth', tokens.oauth, 'bearer'],
        ['job', tokens.job, 'job'],
        ['alice', tokens.alice, 'private'],
      ];
      for (const [kind, token, as] of calls) {
        expect((await api(fresh, '/user', { token, as })).status, kind).toBe(200);
      }
      const today = new Date().toISOString().slice(0, 10);
      const self = record(await api(fresh, '/personal_access_tokens/self'));
      expect(String(self.expires_at) > today).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('the licence expires a year after the sandbox clock', async () => {
    const frozen = await startSandbox({ now: '2025-03-21T09:00:00Z' });
    try {
      expect(record(await api(frozen, '/license'))).toMatchObject({
        expires_at: '2026-03-21',
        expired: false,
      });
      expect(record(await api(frozen, '/personal_access_tokens/self')).expires_at).toBe('2026-03-21');
    } finally {
      await frozen.close();
    }
  });
});

describe('Sudo (https://docs.gitlab.com/api/rest/authentication/#sudo)', () => {
  it('an admin token with the sudo scope acts as the user named by username or id, header or parameter', async () => {
    const calls: { path: string; headers: Record<string, string> }[] = [
      { path: '/user', headers: { sudo: 'alice' } },
      { path: '/user', headers: { Sudo: '2' } },
      { path: '/user', headers: { sudo: 'ALICE' } },
      { path: '/user?sudo=alice', headers: {} },
    ];
    for (const call of calls) {
      const user = await api(sandbox, call.path, { headers: call.headers });
      expect(user.status, JSON.stringify(call)).toBe(200);
      expect(record(user), JSON.stringify(call)).toMatchObject({ id: 2, username: 'alice' });
    }
    expect(sandbox.requests.all().at(-1)?.query.sudo).toBe('alice');
  });

  it('the request runs with the Sudo user’s rights: authored by alice, refused admin endpoints', async () => {
    const created = await api(sandbox, '/projects/42/issues', {
      method: 'POST',
      headers: { sudo: 'alice' },
      body: { title: 'Filed through sudo' },
    });
    expect(created.status).toBe(201);
    expect(record(created).author).toMatchObject({ username: 'alice' });
    const settings = await api(sandbox, '/application/settings', { headers: { sudo: 'alice' } });
    expect(settings.status).toBe(403);
  });

  it('a token without the sudo scope: 403 insufficient_scope naming sudo', async () => {
    const answer = await api(sandbox, '/user', { token: sandbox.tokens.noAdmin, headers: { sudo: 'alice' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error: 'insufficient_scope',
      error_description: 'The request requires higher privileges than provided by the access token.',
      scope: 'sudo',
    });
  });

  it('a user who is not an administrator: 403 Must be admin to use sudo', async () => {
    const answer = await api(sandbox, '/user', { token: sandbox.tokens.alice, headers: { sudo: 'bob' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: '403 Forbidden - Must be admin to use sudo' });
  });

  it('an unknown user: 404 naming the identifier', async () => {
    const answer = await api(sandbox, '/user', { headers: { sudo: 'nobody' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "404 User with ID or username 'nobody' Not Found" });
  });
});

describe('instance endpoints', () => {
  it('/version and /metadata', async () => {
    for (const path of ['/version', '/metadata']) {
      const body = record(await api(sandbox, path));
      expect(body).toMatchObject({ version: '19.4.1-ee', enterprise: true });
      expect(body.kas).toMatchObject({ enabled: true });
      expect(typeof body.revision).toBe('string');
    }
  });

  it('/license names the plan on a paid tier', async () => {
    expect(record(await api(sandbox, '/license'))).toMatchObject({ plan: 'premium', expired: false });
  });

  it('/license is 404 on free', async () => {
    const free = await startSandbox({ tier: 'free' });
    try {
      const answer = await api(free, '/license');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: '404 Not Found' });
    } finally {
      await free.close();
    }
  });
});
