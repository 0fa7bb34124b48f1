import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './start-sandbox.js';
import { api } from './testing/client.js';
import type { Sandbox } from './types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.requests.clear());

describe('request log', () => {
  it('records method, path after /api/v4, query, status and start time', async () => {
    const before = Date.now();
    await api(sandbox, '/projects/42/repository/branches?per_page=5&page=2');
    const [entry] = sandbox.requests.all();
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/projects/42/repository/branches',
      query: { per_page: '5', page: '2' },
      status: 200,
    });
    expect(entry!.startedAt).toBeGreaterThanOrEqual(before);
    expect(entry!.body).toBeUndefined();
  });

  it('redacts every credential header', async () => {
    await api(sandbox, '/user');
    await api(sandbox, '/user', { token: sandbox.tokens.oauth, as: 'bearer' });
    await api(sandbox, '/projects/42/jobs', { token: sandbox.tokens.job, as: 'job' });
    const [privateToken, bearer, job] = sandbox.requests.all();
    expect(privateToken!.headers['private-token']).toBe('[REDACTED]');
    expect(bearer!.headers.authorization).toBe('[REDACTED]');
    expect(job!.headers['job-token']).toBe('[REDACTED]');
    const everything = JSON.stringify(sandbox.requests.all());
    for (const secret of [sandbox.tokens.api, sandbox.tokens.oauth, sandbox.tokens.job])
      expect(everything).not.toContain(secret);
  });

  it('redacts a token sent as a query parameter', async () => {
    await fetch(`${sandbox.url}/api/v4/user?private_token=${sandbox.tokens.api}`);
    expect(sandbox.requests.all()[0]!.query.private_token).toBe('[REDACTED]');
  });

  it('keeps the parsed body of a write and the status of a failure', async () => {
    await api(sandbox, '/projects/42/issues', { method: 'POST', body: { title: 'Logged' } });
    await api(sandbox, '/projects/999', { token: sandbox.tokens.api });
    const [write, missing] = sandbox.requests.all();
    expect(write).toMatchObject({
      method: 'POST',
      path: '/projects/42/issues',
      status: 201,
      body: { title: 'Logged' },
    });
    expect(missing).toMatchObject({ path: '/projects/999', status: 404 });
  });

  it('keeps an encoded project path encoded, as the route saw it', async () => {
    await api(sandbox, '/projects/group%2Fproject/repository/branches/feature%2Flogin');
    expect(sandbox.requests.all()[0]!.path).toBe(
      '/projects/group%2Fproject/repository/branches/feature%2Flogin',
    );
  });

  it('clear empties the log', async () => {
    await api(sandbox, '/version');
    expect(sandbox.requests.all()).toHaveLength(1);
    sandbox.requests.clear();
    expect(sandbox.requests.all()).toHaveLength(0);
  });
});
