import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractForPath } from '../http/param-contract.js';
import { startSandbox } from '../start-sandbox.js';
import { api, record } from '../testing/client.js';
import type { Sandbox } from '../types.js';

describe('a table picked by a path parameter (contractForPath)', () => {
  const declared = { byPathParam: 'slug', contracts: { slack: { webhook: { type: 'string' as const } } } };

  it('gives the table of the path value, a plain table as it is, nothing for a value without one', () => {
    expect(contractForPath(declared, { id: '42', slug: 'slack' })).toEqual({ webhook: { type: 'string' } });
    expect(contractForPath({ title: { type: 'string' } }, { id: '42' })).toEqual({
      title: { type: 'string' },
    });
    expect(contractForPath(declared, { id: '42', slug: 'toString' })).toBeUndefined();
    expect(contractForPath(declared, { id: '42' })).toBeUndefined();
  });
});

/** Each integration's settings, as GitLab declares them per slug, seen over HTTP. */
describe("integration set-up: each slug's own parameter table", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  const put = async (path: string, body: Record<string, unknown>) => {
    const answer = await api(sandbox, path, { method: 'PUT', body });
    return [answer.status, answer.body];
  };

  it('answers 404 for a slug GitLab defines no endpoint for, before any other check', async () => {
    for (const path of [
      '/projects/42/integrations/slackk',
      '/projects/42/services/slackk',
      '/groups/10/integrations/slackk',
    ]) {
      expect([path, ...(await put(path, { webhook: 'https://hooks.slack.com/x' }))]).toEqual([
        path,
        404,
        { error: '404 Not Found' },
      ]);
    }
  });

  it("names an unknown slug on a read or disable as GitLab's slug values do (the set-up has no route for it)", async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await api(sandbox, '/projects/42/integrations/slackk', { method });
      expect([method, answer.status, answer.body]).toEqual([
        method,
        400,
        { error: 'slug does not have a valid value' },
      ]);
    }
    const asana = await api(sandbox, '/groups/10/integrations/asana');
    expect([asana.status, asana.body]).toEqual([404, { message: '404 Integration Not Found' }]);
  });

  it("refuses what the slug's table refuses, in Grape wording, under both of a project's paths", async () => {
    for (const base of ['/projects/42/integrations', '/projects/42/services']) {
      expect(await put(`${base}/slack`, { channel: '#ops' })).toEqual([400, { error: 'webhook is missing' }]);
    }
    expect(
      await put('/projects/42/integrations/telegram', { token: 't', room: '@ops', thread: 'main' }),
    ).toEqual([400, { error: 'thread is invalid' }]);
    expect(
      await put('/projects/42/integrations/pipelines-email', {
        recipients: 'dev@example.com',
        branches_to_be_notified: 'main',
      }),
    ).toEqual([400, { error: 'branches_to_be_notified does not have a valid value' }]);
    // Jira's password is required on every set-up, even when the integration exists already.
    expect(await put('/projects/42/integrations/jira', { url: 'https://jira.example.com' })).toEqual([
      400,
      { error: 'password is missing' },
    ]);
    expect(await put('/groups/10/integrations/datadog', { datadog_site: 'datadoghq.eu' })).toEqual([
      400,
      { error: 'api_key is missing' },
    ]);
  });

  it("keeps one integration's settings away from another: a Slack channel sent to Microsoft Teams is dropped and logged", async () => {
    sandbox.requests.clear();
    const answer = await api(sandbox, '/projects/42/integrations/microsoft-teams', {
      method: 'PUT',
      body: {
        webhook: 'https://outlook.office.com/webhook/x',
        channel: '#ops',
        notify_only_broken_pipelines: true,
      },
    });
    expect(answer.status).toBe(200);
    expect(record(answer).properties).toEqual({ notify_only_broken_pipelines: true });
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([['channel']]);
  });
});
