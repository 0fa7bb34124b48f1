import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** Licence, plan limits, Sidekiq, secure files, imports and Geo sites: GitLab's answers, refusals and tiers. */
let sandbox: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, free] = await Promise.all([
    startSandbox({ now: '2025-03-21T09:00:00Z' }),
    startSandbox({ tier: 'free', now: '2025-03-21T09:00:00Z' }),
  ]);
});
afterAll(() => Promise.all([sandbox.close(), free.close()]));

describe('the appearance', () => {
  it('takes its images as uploaded files only, and answers where it keeps them (doc/api/appearance.md)', async () => {
    const asPath = await api(sandbox, '/application/appearance', {
      method: 'PUT',
      body: { logo: '/tmp/logo.png' },
    });
    expect([asPath.status, asPath.body]).toEqual([400, { error: 'logo is invalid' }]);
    const form = new FormData();
    form.append('title', 'Ours');
    form.append('header_logo', new File(['png'], 'header.png', { type: 'image/png' }));
    const uploaded = await api(sandbox, '/application/appearance', { method: 'PUT', body: form });
    expect(record(uploaded)).toMatchObject({
      title: 'Ours',
      header_logo: '/uploads/-/system/appearance/header_logo/1/header.png',
      logo: null,
    });
  });
});

describe('the licence', () => {
  it('in force is the last one added; removing it brings the earlier one back', async () => {
    expect(record(await api(sandbox, '/license'))).toMatchObject({ id: 1, plan: 'ultimate' });
    const added = await api(sandbox, '/license', { method: 'POST', body: { license: 'eyJhIjoxfQ==' } });
    expect(added.status).toBe(201);
    expect(record(await api(sandbox, '/license')).id).toBe(record(added).id);
    const removed = await api(sandbox, `/license/${String(record(added).id)}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(record(await api(sandbox, '/license')).id).toBe(1);
    expect((await api(sandbox, '/license/999', { method: 'DELETE' })).status).toBe(404);
  });

  it('is absent on a free instance until a key is added, and a key must be base64', async () => {
    expect((await api(free, '/license')).status).toBe(404);
    const wrong = await api(free, '/license', { method: 'POST', body: { license: 'not a key!' } });
    expect(wrong.status).toBe(400);
    await api(free, '/license', { method: 'POST', body: { license: 'eyJhIjoxfQ==' } });
    expect((await api(free, '/license')).status).toBe(200);
  });

  it('is for administrators with admin mode', async () => {
    expect((await api(sandbox, '/license', { token: sandbox.tokens.noAdmin })).status).toBe(403);
    expect((await api(sandbox, '/license', { token: sandbox.tokens.alice })).status).toBe(403);
  });
});

describe('plan limits', () => {
  it('are per plan, a plan starting as a copy of default; GitLab does not name the plan', async () => {
    const changed = await api(sandbox, '/application/plan_limits', {
      method: 'PUT',
      body: { plan_name: 'gold', helm_max_file_size: 1024 },
    });
    expect(record(changed)).toMatchObject({ helm_max_file_size: 1024, npm_max_file_size: 524288000 });
    expect(record(changed)).not.toHaveProperty('plan_name');
    expect(record(await api(sandbox, '/application/plan_limits')).helm_max_file_size).toBe(5242880);
  });

  it('refuse an unknown plan and a missing one', async () => {
    expect((await api(sandbox, '/application/plan_limits?plan_name=platinum')).body).toEqual({
      error: 'plan_name does not have a valid value',
    });
    const missing = await api(sandbox, '/application/plan_limits', { method: 'PUT', body: {} });
    expect(missing.body).toEqual({ error: 'plan_name is missing' });
  });
});

describe('Sidekiq metrics', () => {
  it('answer each part, or all of them at once, to administrators', async () => {
    expect(Object.keys(record(await api(sandbox, '/sidekiq/queue_metrics')))).toEqual(['queues']);
    expect(Object.keys(record(await api(sandbox, '/sidekiq/compound_metrics')))).toEqual([
      'queues',
      'processes',
      'jobs',
    ]);
    expect((await api(sandbox, '/sidekiq/job_stats', { token: sandbox.tokens.noAdmin })).status).toBe(403);
  });
});

describe('secure files', () => {
  it('take a multipart file, answer its SHA-256 and refuse a second file of the same name', async () => {
    const upload = (name: string) => {
      const form = new FormData();
      form.append('name', name);
      form.append('file', new Blob([Buffer.from('keystore bytes')]), name);
      return fetch(`${sandbox.url}/api/v4/projects/42/secure_files`, {
        method: 'POST',
        headers: { 'private-token': sandbox.tokens.api },
        body: form,
      });
    };
    const created = await upload('app.keystore');
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      name: 'app.keystore',
      checksum: createHash('sha256').update('keystore bytes').digest('hex'),
      file_extension: 'keystore',
    });
    expect((await upload('app.keystore')).status).toBe(400);
    const names = records(await api(sandbox, '/projects/42/secure_files')).map((file) => file.name);
    expect(names).toContain('app.keystore');
  });
});

describe('imports', () => {
  it('create the project in the target namespace, scheduled, with the import GET /projects/:id/import reads', async () => {
    const started = await api(sandbox, '/import/bitbucket', {
      method: 'POST',
      body: { bitbucket_username: 'alice', repo_path: 'acme/payments', target_namespace: 'group' },
    });
    expect(started.status).toBe(201);
    expect(record(started)).toMatchObject({ full_path: '/group/payments', import_status: 'scheduled' });
    expect(started.text).not.toContain('alice');
    const status = await api(sandbox, `/projects/${String(record(started).id)}/import`);
    expect(record(status)).toMatchObject({ import_status: 'scheduled', import_type: 'bitbucket' });
  });

  it('refuse a namespace that does not exist, and cancel only GitHub imports', async () => {
    const nowhere = await api(sandbox, '/import/github', {
      method: 'POST',
      body: { personal_access_token: 't', repo_id: 284723401, target_namespace: 'nowhere' },
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body).toEqual({ errors: 'Namespace or group to import repository into does not exist.' });
    const other = await api(sandbox, '/import/github/cancel', { method: 'POST', body: { project_id: 42 } });
    expect(other.status).toBe(404);
  });

  it('of gists are accepted with no body, one at a time', async () => {
    const first = await api(sandbox, '/import/github/gists', {
      method: 'POST',
      body: { personal_access_token: 't' },
    });
    expect(first.status).toBe(202);
    expect(first.text).toBe('');
    const again = await api(sandbox, '/import/github/gists', {
      method: 'POST',
      body: { personal_access_token: 't' },
    });
    expect(again.body).toEqual({ errors: 'Import already in progress' });
  });
});

describe('Geo sites', () => {
  it('need Premium and an administrator', async () => {
    expect((await api(free, '/geo_sites')).status).toBe(404);
    expect((await api(free, '/geo_sites/status')).status).toBe(404);
    expect((await api(sandbox, '/geo_sites', { token: sandbox.tokens.alice })).status).toBe(403);
  });

  it('have one primary, which is the sandbox itself', async () => {
    const primary = record(await api(sandbox, '/geo_sites/1'));
    expect(primary).toMatchObject({ url: 'https://gitlab.example.com/', primary: true, current: true });
    const second = await api(sandbox, '/geo_sites', {
      method: 'POST',
      body: { name: 'another', url: 'https://another.example.com', primary: true },
    });
    expect(second.body).toEqual({ message: { primary: ['node already exists'] } });
  });

  it('repair restores a missing OAuth application', async () => {
    expect(record(await api(sandbox, '/geo_sites/2/status')).missing_oauth_application).toBe(true);
    expect((await api(sandbox, '/geo_sites/2/repair', { method: 'POST' })).status).toBe(200);
    expect(record(await api(sandbox, '/geo_sites/2/status'))).toMatchObject({
      missing_oauth_application: false,
      health_status: 'Healthy',
    });
  });
});
