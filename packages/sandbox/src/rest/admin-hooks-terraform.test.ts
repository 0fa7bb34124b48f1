import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const lockInfo = {
  ID: 'lock-1',
  Operation: 'OperationTypeApply',
  Info: '',
  Who: 'ci@runner',
  Version: '1.9.0',
  Created: '2025-03-21T09:00:00Z',
  Path: '',
};

describe('system hooks', () => {
  it('are for administrators only', async () => {
    expect((await api(sandbox, '/hooks', { token: sandbox.tokens.noAdmin })).status).toBe(403);
    expect((await api(sandbox, '/hooks/1300', { method: 'POST', token: sandbox.tokens.alice })).status).toBe(
      403,
    );
  });

  it('never answer their token or URL variable values, only the variable names', async () => {
    const created = await api(sandbox, '/hooks', {
      method: 'POST',
      body: { url: 'https://example.com/{path}', token: 'tok-secret', repository_update_events: true },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    await api(sandbox, `/hooks/${id}/url_variables/path`, { method: 'PUT', body: { value: 'var-secret' } });
    const read = await api(sandbox, `/hooks/${id}`);
    expect(read.text).not.toMatch(/tok-secret|var-secret/);
    expect(read.body).toMatchObject({ repository_update_events: true, url_variables: [{ key: 'path' }] });
    expect(read.body).not.toHaveProperty('custom_headers');
    expect((await api(sandbox, '/hooks')).text).not.toContain('system-hook-secret');
  });

  it('answer a test with the sample system event, and 404 for an unknown hook', async () => {
    const tested = await api(sandbox, '/hooks/1300', { method: 'POST' });
    expect(tested.status).toBe(201);
    expect(tested.body).toMatchObject({ event_name: 'project_create' });
    expect((await api(sandbox, '/hooks/999', { method: 'POST' })).body).toEqual({
      message: '404 System hook Not Found',
    });
  });
});

describe('terraform state backend', () => {
  const base = '/projects/42/terraform/state';

  it('locks with Terraform’s LockInfo, answering the holder, and refuses a second lock with 409', async () => {
    const locked = await api(sandbox, `${base}/production/lock`, { method: 'POST', body: lockInfo });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ ID: 'lock-1', Who: 'root', Operation: 'OperationTypeApply' });
    const again = await api(sandbox, `${base}/production/lock`, {
      method: 'POST',
      body: { ...lockInfo, ID: 'lock-2' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ID: 'lock-1' });
  });

  it('needs every LockInfo field', async () => {
    const answer = await api(sandbox, `${base}/staging/lock`, { method: 'POST', body: { ID: 'x' } });
    expect(answer.status).toBe(400);
  });

  it('unlocks only with the lock’s ID or none (force-unlock)', async () => {
    const wrong = await api(sandbox, `${base}/staging/lock?ID=not-it`, { method: 'DELETE' });
    expect(wrong.status).toBe(409);
    expect((await api(sandbox, `${base}/staging/lock`, { method: 'DELETE' })).status).toBe(200);
  });

  it('deletes a version, then the state, and the GraphQL read sees it', async () => {
    expect((await api(sandbox, `${base}/production/versions/3`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, `${base}/production/versions/3`, { method: 'DELETE' })).status).toBe(404);
    expect((await api(sandbox, `${base}/staging`, { method: 'DELETE' })).status).toBe(204);
    const query = `{ project(fullPath: "group/project") { terraformStates { count nodes { name latestVersion { serial } } } } }`;
    const response = await fetch(`${sandbox.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'private-token': sandbox.tokens.api },
      body: JSON.stringify({ query }),
    });
    expect(await response.json()).toEqual({
      data: {
        project: {
          terraformStates: { count: 1, nodes: [{ name: 'production', latestVersion: { serial: 2 } }] },
        },
      },
    });
  });
});

describe('usage data', () => {
  it('counts the store, so a write shows in the next ping; the payloads are for administrators', async () => {
    const before = (await api(sandbox, '/usage_data/service_ping')).body as { counts: { issues: number } };
    await api(sandbox, '/projects/42/issues', { method: 'POST', body: { title: 'Counted' } });
    const after = (await api(sandbox, '/usage_data/service_ping')).body as { counts: { issues: number } };
    expect(after.counts.issues).toBe(before.counts.issues + 1);
    for (const path of ['/usage_data/service_ping', '/usage_data/queries', '/usage_data/non_sql_metrics'])
      expect((await api(sandbox, path, { token: sandbox.tokens.alice })).status, path).toBe(403);
  });

  it('exports the metric definitions as YAML', async () => {
    const answer = await api(sandbox, '/usage_data/metric_definitions');
    expect(answer.headers.get('content-type')).toBe('application/yaml');
    expect(answer.text).toMatch(/^---\n- key_path: counts\.projects\n/);
  });

  it('records events, refusing one without a name', async () => {
    const one = { method: 'POST', token: sandbox.tokens.alice };
    expect((await api(sandbox, '/usage_data/track_event', { ...one, body: { event: 'e' } })).status).toBe(
      200,
    );
    expect((await api(sandbox, '/usage_data/track_event', { ...one, body: {} })).status).toBe(400);
    const batch = { ...one, body: { events: [{ event: 'a' }, { namespace_id: 10 }] } };
    expect((await api(sandbox, '/usage_data/track_events', batch)).status).toBe(400);
  });
});
