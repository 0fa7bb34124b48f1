import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('enterprise users of group 10', () => {
  it('lists them with their SCIM identities, filtered by two-factor status', async () => {
    const all = await api(sandbox, '/groups/10/enterprise_users');
    expect((all.body as { username: string }[]).map((user) => user.username)).toEqual(['alice', 'bob']);
    expect(all.headers.get('x-total')).toBe('2');
    const off = await api(sandbox, '/groups/10/enterprise_users?two_factor=disabled');
    expect((off.body as { username: string }[]).map((user) => user.username)).toEqual(['bob']);
    const alice = await api(sandbox, '/groups/10/enterprise_users/2');
    expect(alice.body).toMatchObject({
      two_factor_enabled: true,
      scim_identities: [{ extern_uid: 'okta-00u1alice', group_id: 10, active: true }],
    });
  });

  it('disables two-factor once, then refuses: it is off already', async () => {
    const path = '/groups/10/enterprise_users/2/disable_two_factor';
    expect((await api(sandbox, path, { method: 'PATCH' })).status).toBe(204);
    expect((await api(sandbox, path, { method: 'PATCH' })).status).toBe(400);
  });

  it('are not other users, and need Premium', async () => {
    expect((await api(sandbox, '/groups/10/enterprise_users/4')).body).toEqual({
      message: '404 User Not Found',
    });
    const free = await startSandbox({ tier: 'free' });
    expect((await api(free, '/groups/10/enterprise_users')).status).toBe(404);
    expect((await api(free, '/groups/10/scim/identities')).status).toBe(404);
    await free.close();
  });
});

describe('SCIM identities of group 10', () => {
  it('reads, renames and deletes one by its external UID', async () => {
    expect((await api(sandbox, '/groups/10/scim/okta-00u2bob')).body).toEqual({
      extern_uid: 'okta-00u2bob',
      user_id: 3,
      active: true,
    });
    const renamed = await api(sandbox, '/groups/10/scim/okta-00u2bob', {
      method: 'PATCH',
      body: { extern_uid: 'okta-00u9bob' },
    });
    expect(renamed.status).toBe(204);
    expect((await api(sandbox, '/groups/10/scim/okta-00u2bob')).status).toBe(404);
    expect((await api(sandbox, '/groups/10/scim/okta-00u9bob', { method: 'DELETE' })).status).toBe(204);
    const left = (await api(sandbox, '/groups/10/scim/identities')).body as { extern_uid: string }[];
    expect(left.map((identity) => identity.extern_uid)).toEqual(['okta-00u1alice']);
  });

  it('deleting an enterprise user deletes the account and its identities', async () => {
    expect((await api(sandbox, '/groups/10/enterprise_users/2', { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, '/users/2')).status).toBe(404);
    expect((await api(sandbox, '/groups/10/scim/identities')).body).toEqual([]);
  });
});
