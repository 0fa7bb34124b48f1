import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** A few of the tables added for epics, the admin API, files and member roles, seen over HTTP. */
describe('parameter tables of epics, admin endpoints, files and member roles', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  const refusal = async (path: string, method = 'GET', body?: unknown) => {
    const answer = await api(sandbox, path, { method, ...(body === undefined ? {} : { body }) });
    return [answer.status, answer.body];
  };

  it('refuses what the tables refuse, in Grape wording, before looking anything up', async () => {
    expect(await refusal('/groups/999999/epics?state=open')).toEqual([
      400,
      { error: 'state does not have a valid value' },
    ]);
    expect(await refusal('/geo_sites', 'POST', { name: 'eu' })).toEqual([400, { error: 'url is missing' }]);
    expect(await refusal('/projects/42/repository/files/README.md')).toEqual([
      400,
      { error: 'ref is missing' },
    ]);
    expect(await refusal('/member_roles', 'POST', { name: 'Viewer', read_code: 'maybe' })).toEqual([
      400,
      { error: 'base_access_level is missing, read_code is invalid' },
    ]);
    // The appearance's images are uploads: a path given as text is not a file.
    expect(await refusal('/application/appearance', 'PUT', { logo: '/tmp/logo.png' })).toEqual([
      400,
      { error: 'logo is invalid' },
    ]);
  });

  it('logs the names an epic list does not declare (work item filters GitLab ignores there)', async () => {
    sandbox.requests.clear();
    const answer = await api(
      sandbox,
      '/groups/10/epics?state=opened&milestone_title=v1&labels=priority::high',
    );
    expect(answer.status).toBe(200);
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([['milestone_title']]);
  });
});
