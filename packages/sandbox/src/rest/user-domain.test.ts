import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';
import { sshFingerprints } from './collections/user-credentials.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const ROOT_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIRootLaptop root@laptop';

describe('user credentials', () => {
  it("a key added under /user is root's, found by id and fingerprint with its owner (admin)", async () => {
    const added = await api(sandbox, '/user/keys', {
      method: 'POST',
      body: { title: 'root@laptop', key: ROOT_KEY },
    });
    expect(added.status).toBe(201);
    const id = record(added).id as number;
    expect(record(added)).not.toHaveProperty('user_id');
    expect(records(await api(sandbox, '/user/keys')).map((key) => key.id)).toEqual([id]);
    expect(records(await api(sandbox, '/users/1/keys')).map((key) => key.id)).toEqual([id]);
    const withUser = record(await api(sandbox, `/keys/${id}`));
    expect((withUser.user as Record<string, unknown>).username).toBe('root');
    const { fingerprint_sha256 } = sshFingerprints(ROOT_KEY);
    const byPrint = await api(sandbox, `/keys?fingerprint=${encodeURIComponent(fingerprint_sha256)}`);
    expect(record(byPrint).id).toBe(id);
    expect((await api(sandbox, `/keys/${id}`, { token: sandbox.tokens.noAdmin })).status).toBe(403);
    expect((await api(sandbox, `/user/keys/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, `/keys/${id}`)).status).toBe(404);
  });

  it('emails of another user are for administrators; a duplicate is refused', async () => {
    expect((await api(sandbox, '/users/2/emails', { token: sandbox.tokens.alice })).status).toBe(403);
    const again = await api(sandbox, '/user/emails', {
      method: 'POST',
      token: sandbox.tokens.alice,
      body: { email: 'alice.anderson@example.org' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: { email: ['has already been taken'] } });
  });
});

describe('user moderation', () => {
  it('approve works once on a pending user, then answers 409', async () => {
    expect((await api(sandbox, '/users/7/approve', { method: 'POST' })).body).toEqual({ message: 'Success' });
    expect(record(await api(sandbox, '/users/7')).state).toBe('active');
    const again = await api(sandbox, '/users/7/approve', { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('ban and unban go through the banned state; unblocking an active user is refused', async () => {
    expect((await api(sandbox, '/users/5/ban', { method: 'POST' })).status).toBe(201);
    expect(record(await api(sandbox, '/users/5')).state).toBe('banned');
    expect((await api(sandbox, '/users/5/unban', { method: 'POST' })).status).toBe(201);
    expect((await api(sandbox, '/users/5/unblock', { method: 'POST' })).status).toBe(403);
  });

  it('two-factor: refused for admins, removed once for bob', async () => {
    expect((await api(sandbox, '/users/1/disable_two_factor', { method: 'PATCH' })).status).toBe(403);
    expect((await api(sandbox, '/users/3/disable_two_factor', { method: 'PATCH' })).status).toBe(204);
    expect((await api(sandbox, '/users/3/disable_two_factor', { method: 'PATCH' })).status).toBe(400);
  });
});

describe('tokens, status, to-dos', () => {
  it('a token value is in the create answer only, never in the list or the get', async () => {
    const created = record(
      await api(sandbox, '/users/3/impersonation_tokens', {
        method: 'POST',
        body: { name: 'x', scopes: ['api'] },
      }),
    );
    expect(String(created.token)).toMatch(/^glpat-/);
    const listed = records(await api(sandbox, '/users/3/impersonation_tokens'));
    expect(listed.every((token) => !('token' in token))).toBe(true);
    const one = record(await api(sandbox, `/users/3/impersonation_tokens/${String(created.id)}`));
    expect(one).not.toHaveProperty('token');
    expect(one.impersonation).toBe(true);
  });

  it('a status set with clear_status_after clears at now + that long', async () => {
    const set = await api(sandbox, '/user/status', {
      method: 'PUT',
      token: sandbox.tokens.alice,
      body: { message: 'Lunch', clear_status_after: '3_hours' },
    });
    expect(record(set)).toMatchObject({
      emoji: 'speech_balloon',
      message: 'Lunch',
      clear_status_at: '2025-03-21T12:00:00.000Z',
    });
    expect(record(await api(sandbox, '/users/2/status')).message).toBe('Lunch');
  });

  it('an issue to-do added through the issues API shows in /todos and is marked done', async () => {
    const before = records(await api(sandbox, '/todos')).length;
    expect((await api(sandbox, '/projects/42/issues/12/todo', { method: 'POST' })).status).toBe(201);
    const todos = records(await api(sandbox, '/todos'));
    expect(todos).toHaveLength(before + 1);
    expect(todos.some((todo) => (todo.target as Record<string, unknown>).iid === 12)).toBe(true);
    expect((await api(sandbox, '/todos/mark_as_done', { method: 'POST' })).status).toBe(204);
    expect(records(await api(sandbox, '/todos'))).toEqual([]);
  });
});
