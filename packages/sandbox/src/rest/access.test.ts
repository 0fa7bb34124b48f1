import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import { loadContract, problems, variant } from '../testing/contract.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

describe('access requests and invitations', () => {
  it('members cannot ask for access; an outsider can, and approving makes a member', async () => {
    expect((await api(sandbox, '/groups/10/access_requests', { method: 'POST' })).status).toBe(403);
    const asked = await api(sandbox, '/projects/45/access_requests', { method: 'POST' });
    expect([asked.status, record(asked).username]).toEqual([201, 'root']);
    const approved = await api(sandbox, '/projects/42/access_requests/6/approve', {
      method: 'PUT',
      body: { access_level: 20 },
    });
    expect(record(approved)).toMatchObject({ id: 6, username: 'erin', access_level: 20 });
    expect(records(await api(sandbox, '/projects/42/access_requests'))).toEqual([]);
    const again = await api(sandbox, '/projects/42/access_requests/6', { method: 'DELETE' });
    expect([again.status, record(again).message]).toEqual([404, '404 Access Request Not Found']);
  });

  it('an invitation answers 201 with status error when nobody could be invited', async () => {
    const taken = await api(sandbox, '/groups/10/invitations', {
      method: 'POST',
      body: { email: 'contractor@example.com', access_level: 20 },
    });
    expect([taken.status, taken.body]).toEqual([
      201,
      { status: 'error', message: { 'contractor@example.com': 'Invite email has already been taken' } },
    ]);
    const sent = await api(sandbox, '/projects/42/invitations', {
      method: 'POST',
      body: { email: 'new@example.com', access_level: 30 },
    });
    expect(sent.body).toEqual({ status: 'success' });
    const pending = records(await api(sandbox, '/projects/42/invitations?query=new@'));
    expect(pending.map((row) => row.invite_email)).toEqual(['new@example.com']);
  });
});

// https://docs.gitlab.com/api/deploy_tokens/: a token made without `expires_at` never expires, and says null.
const deployToken = variant(loadContract(), 'public_api/v4/deploy_token.json', {
  override: { expires_at: { type: ['string', 'null'] } },
});

describe('members', () => {
  it("an administrator sees members' emails (EE's Member entity), anyone else does not", async () => {
    const asAdmin = records(await api(sandbox, '/groups/10/members'));
    expect(asAdmin.every((member) => typeof member.email === 'string')).toBe(true);
    const asAlice = records(await api(sandbox, '/groups/10/members', { token: sandbox.tokens.alice }));
    expect(asAlice.length).toBe(asAdmin.length);
    expect(asAlice.some((member) => 'email' in member)).toBe(false);
  });
});

describe('tokens: secrets only where they are made', () => {
  it("deploy tokens match GitLab's schema", async () => {
    for (const path of ['/deploy_tokens', '/projects/42/deploy_tokens', '/groups/10/deploy_tokens'])
      for (const token of records(await api(sandbox, path))) expect(problems(deployToken, token)).toEqual([]);
  });

  it('deploy and access tokens answer their secret on create and rotate only', async () => {
    const made = record(
      await api(sandbox, '/projects/42/deploy_tokens', {
        method: 'POST',
        body: { name: 'pull', scopes: ['read_repository'] },
      }),
    );
    expect(made.token).toMatch(/^gldt-/);
    expect(made.username).toBe(`gitlab+deploy-token-${String(made.id)}`);
    for (const row of records(await api(sandbox, '/deploy_tokens'))) expect(row).not.toHaveProperty('token');
    const rotated = record(await api(sandbox, '/projects/42/access_tokens/501/rotate', { method: 'POST' }));
    expect(rotated).toMatchObject({ name: 'ci-bot', user_id: 901, expires_at: '2025-03-28' });
    expect(rotated.token).toMatch(/^glpat-/);
    const old = record(await api(sandbox, '/projects/42/access_tokens/501'));
    expect(old).toMatchObject({ revoked: true, active: false });
    expect(old).not.toHaveProperty('token');
    const self = await api(sandbox, '/groups/10/access_tokens/self/rotate', { method: 'POST' });
    expect(self.status).toBe(403);
  });

  it('rotating a personal token revokes the old secret: it no longer authenticates', async () => {
    const rotated = await api(sandbox, '/personal_access_tokens/self/rotate', {
      method: 'POST',
      token: sandbox.tokens.alice,
    });
    expect(record(rotated)).toMatchObject({ name: 'alice-api', user_id: 2 });
    expect((await api(sandbox, '/user', { token: sandbox.tokens.alice })).status).toBe(401);
    const fresh = String(record(rotated).token);
    expect(record(await api(sandbox, '/user', { token: fresh })).username).toBe('alice');
  });
});

describe('CI/CD variables', () => {
  it('a hidden variable never answers its value; one key per environment needs the filter', async () => {
    const hidden = await api(sandbox, '/projects/42/variables', {
      method: 'POST',
      body: { key: 'HIDDEN', value: 'never-again', masked_and_hidden: true },
    });
    expect(record(hidden)).toMatchObject({ key: 'HIDDEN', value: null, masked: true, hidden: true });
    await api(sandbox, '/projects/42/variables', {
      method: 'POST',
      body: { key: 'NODE_ENV', value: 'staging', environment_scope: 'staging' },
    });
    expect((await api(sandbox, '/projects/42/variables/NODE_ENV')).status).toBe(409);
    const staging = await api(sandbox, '/projects/42/variables/NODE_ENV?filter[environment_scope]=staging');
    expect(record(staging).value).toBe('staging');
  });

  it('instance variables are for administrators with admin mode, and have no environment scope', async () => {
    const listed = records(await api(sandbox, '/admin/ci/variables'));
    expect(listed.map((row) => row.key)).toEqual(['GLOBAL_REGISTRY', 'GLOBAL_DEPLOY_PASSWORD']);
    expect(listed[0]).not.toHaveProperty('environment_scope');
    expect((await api(sandbox, '/admin/ci/variables', { token: sandbox.tokens.noAdmin })).status).toBe(403);
  });
});

describe('deploy keys across projects', () => {
  it('an instance key is enabled in a project and listed as its creator’s', async () => {
    const key = record(
      await api(sandbox, '/deploy_keys', {
        method: 'POST',
        body: { title: 'shared', key: 'ssh-ed25519 AAAAshared shared@example.com' },
      }),
    );
    const enabled = await api(sandbox, `/projects/44/deploy_keys/${String(key.id)}/enable`, {
      method: 'POST',
    });
    expect([enabled.status, record(enabled).title]).toEqual([201, 'shared']);
    expect(records(await api(sandbox, '/projects/44/deploy_keys')).map((row) => row.id)).toContain(key.id);
    const mine = records(await api(sandbox, '/users/root/project_deploy_keys')).map((row) => row.title);
    expect(mine).toEqual(expect.arrayContaining(['CI deploy key', 'shared']));
    expect(records(await api(sandbox, '/users/alice/project_deploy_keys'))).toEqual([]);
  });
});
