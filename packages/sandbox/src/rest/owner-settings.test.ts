import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_SECRETS } from '../seed/owner-settings.js';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** Webhooks, service accounts, integrations and push rules: GitLab's answers, its write-only secrets, its tiers. */
let sandbox: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, free] = await Promise.all([
    startSandbox({ now: '2025-03-21T09:00:00Z' }),
    startSandbox({ tier: 'free' }),
  ]);
});
afterAll(() => Promise.all([sandbox.close(), free.close()]));

describe('webhooks', () => {
  it('keep the token and setting values they are given, and answer setting names only', async () => {
    const created = await api(sandbox, '/projects/42/hooks', {
      method: 'POST',
      body: {
        url: 'https://hooks.example.com/{tenant}',
        token: 'hook-token',
        url_variables: [{ key: 'tenant', value: 'acme' }],
      },
    });
    expect(created.status).toBe(201);
    const id = record(created).id as number;
    const header = await api(sandbox, `/projects/42/hooks/${id}/custom_headers/X-Auth`, {
      method: 'PUT',
      body: { value: 'header-value' },
    });
    expect(header.status).toBe(204);
    const read = await api(sandbox, `/projects/42/hooks/${id}`);
    expect(record(read)).toMatchObject({
      url_variables: [{ key: 'tenant' }],
      custom_headers: [{ key: 'X-Auth' }],
    });
    expect(read.text).not.toMatch(/hook-token|acme|header-value/);
    const gone = await api(sandbox, `/projects/42/hooks/${id}/custom_headers/X-Other`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
  });

  it('test deliveries are checked against the events a test can simulate, and logged for a resend', async () => {
    const wrong = await api(sandbox, '/groups/10/hooks/1302/test/subgroup_events', { method: 'POST' });
    expect(wrong.body).toEqual({ error: 'trigger does not have a valid value' });
    const tested = await api(sandbox, '/groups/10/hooks/1302/test/push_events', { method: 'POST' });
    expect(tested.body).toEqual({ message: '201 Created' });
    const resent = await api(sandbox, '/groups/10/hooks/1302/events/1501/resend', { method: 'POST' });
    expect(resent.body).toEqual({ response_status: 200 });
  });

  it('of groups need Premium', async () => {
    expect((await api(free, '/groups/10/hooks')).status).toBe(404);
    expect((await api(free, '/projects/42/hooks')).status).toBe(200);
  });
});

describe('service account tokens', () => {
  it('show their value in the create and rotate answers only; a rotation revokes the old token', async () => {
    const base = '/projects/42/service_accounts/501/personal_access_tokens';
    const created = await api(sandbox, base, { method: 'POST', body: { name: 'ci', scopes: ['api'] } });
    expect(created.status).toBe(201);
    expect(record(created).token).toMatch(/^glpat-/);
    const rotated = await api(sandbox, `${base}/${String(record(created).id)}/rotate`, { method: 'POST' });
    expect(rotated.status).toBe(200);
    expect(record(rotated)).toMatchObject({ name: 'ci', expires_at: '2025-03-28' });
    const listed = await api(sandbox, base);
    expect(listed.text).not.toContain('glpat-');
    expect(records(listed).find((token) => token.id === record(created).id)).toMatchObject({ revoked: true });
    expect(listed.text).not.toContain(SEEDED_SECRETS.serviceAccountToken);
  });

  it('belong to an account of the named project or group', async () => {
    const other = await api(sandbox, '/groups/10/service_accounts/501/personal_access_tokens');
    expect(other.body).toEqual({ message: '404 User Not Found' });
  });
});

describe('integrations', () => {
  it('list the active ones under both names a project answers to, and never show a secret', async () => {
    const services = await api(sandbox, '/projects/42/services');
    // The custom issue tracker is configured but off: GitLab lists active integrations only.
    expect(records(services).map((row) => row.slug)).toEqual(['slack', 'datadog', 'telegram']);
    expect(records(await api(sandbox, '/projects/42/integrations'))).toEqual(records(services));
    const slack = await api(sandbox, '/projects/42/integrations/slack');
    expect(record(slack).properties).toMatchObject({ channel: '#dev' });
    expect(slack.text).not.toContain(SEEDED_SECRETS.slackWebhook);
    const datadog = await api(sandbox, '/projects/42/integrations/datadog');
    expect(record(datadog).properties).toMatchObject({ datadog_site: 'datadoghq.com' });
    expect(datadog.text).not.toContain(SEEDED_SECRETS.datadogApiKey);
    const telegram = await api(sandbox, '/projects/42/integrations/telegram');
    expect(record(telegram).properties).toMatchObject({ branches_to_be_notified: 'default' });
    expect(telegram.text).not.toContain(SEEDED_SECRETS.telegramToken);
    const tracker = record(await api(sandbox, '/projects/42/integrations/custom-issue-tracker'));
    expect(tracker).toMatchObject({ active: false, properties: { project_url: expect.any(String) } });
  });

  it('refuse a set without the required settings, and 404 an integration never configured', async () => {
    const missing = await api(sandbox, '/groups/10/integrations/datadog', { method: 'PUT', body: {} });
    expect(missing.body).toEqual({ error: 'api_key is missing' });
    expect((await api(sandbox, '/projects/42/integrations/jira')).body).toEqual({
      message: '404 Integration Not Found',
    });
    // A read's slug is declared with GitLab's integration names (lib/api/integrations.rb): another is Grape's 400.
    expect((await api(sandbox, '/projects/42/integrations/nope')).body).toEqual({
      error: 'slug does not have a valid value',
    });
  });
});

describe('push rules', () => {
  it('are one per owner: a second add is refused', async () => {
    const again = await api(sandbox, '/projects/42/push_rule', {
      method: 'POST',
      body: { member_check: true },
    });
    expect(again.status).toBe(422);
  });

  it('answer null for a project without one and 404 for such a group', async () => {
    expect((await api(sandbox, '/groups/10/push_rule', { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, '/groups/10/push_rule')).status).toBe(404);
    expect((await api(sandbox, '/projects/42/push_rule', { method: 'DELETE' })).status).toBe(204);
    const none = await api(sandbox, '/projects/42/push_rule');
    expect([none.status, none.body]).toEqual([200, null]);
  });

  it('need Premium', async () => {
    expect((await api(free, '/projects/42/push_rule')).status).toBe(404);
  });
});
