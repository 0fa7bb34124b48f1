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
      required_permissions: ['read_issue'],
    });
    const notGranted = await api(sandbox, '/projects/42/labels', {
      method: 'POST',
      token,
      body: { name: 'x', color: '#000000' },
    });
    expect(notGranted.status).toBe(403);
    expect(record(notGranted).required_permissions).toEqual(['create_label']);
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
