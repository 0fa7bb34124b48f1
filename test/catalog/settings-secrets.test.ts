import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NOW, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

/**
 * Secrets users give GitLab through webhooks, service account tokens and integrations: the value of a token is in
 * the answer of the create or rotate that made it and nowhere else; a webhook's token, signing token, URL variable
 * and header values and an integration's password or API key never come back, in the Markdown, the
 * structuredContent or the server's log. Each secret below carries `SECRET` so one pattern finds any of them.
 */
describe('secrets of webhooks, service accounts and integrations', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ sandbox: { now: CONTRACT_NOW } });
  });
  afterAll(() => harness.close());

  const run = async (action: string, params: Record<string, unknown>): Promise<CallToolResult> => {
    const result = await harness.call('gitlab_execute_action', { action, params, confirm: true });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    return result;
  };
  /** Everything a client sees of an answer: its text blocks and its structuredContent. */
  const seen = (result: CallToolResult) =>
    `${textOf(result)}\n${JSON.stringify(result.structuredContent ?? {})}`;
  const project = { project_id: 'group/project' };

  it('a webhook shows the names of its URL variables and headers, never a secret value', async () => {
    const added = await run('project.hook_add', {
      ...project,
      url: 'https://hooks.example.com/{tenant}',
      token: 'token-SECRET-1',
      signing_token: 'signing-SECRET-2',
      custom_headers: [{ key: 'X-Auth', value: 'header-SECRET-3' }],
    });
    const hookId = (added.structuredContent as { id: number }).id;
    // GitLab did receive them: the test would pass vacuously otherwise.
    expect(JSON.stringify(harness.sandbox.requests.all().map((request) => request.body))).toContain(
      'token-SECRET-1',
    );
    await run('project.hook_set_url_variable', {
      ...project,
      hook_id: hookId,
      key: 'tenant',
      value: 'var-SECRET-4',
    });
    const edited = await run('project.hook_edit', { ...project, hook_id: hookId, token: 'token-SECRET-5' });
    const read = await run('project.hook_get', { ...project, hook_id: hookId });
    const listed = await run('project.hook_list', project);
    expect(textOf(read)).toContain('`X-Auth`');
    expect(textOf(read)).toContain('`tenant`');
    for (const result of [added, edited, read, listed]) expect(seen(result)).not.toContain('SECRET');
    expect(harness.stderr()).not.toContain('SECRET');
  });

  it('a service account token value is in the answer of its create and of its rotation only', async () => {
    const account = { ...project, service_account_id: 501 };
    const created = await run('project.service_account_pat_create', {
      ...account,
      name: 'ci',
      scopes: ['api'],
    });
    const first = (created.structuredContent as { id: number; token: string }).token;
    expect(first).toMatch(/^glpat-/);
    expect(textOf(created)).toContain(first);
    const rotated = await run('project.service_account_pat_rotate', {
      ...account,
      token_id: (created.structuredContent as { id: number }).id,
    });
    const second = (rotated.structuredContent as { token: string }).token;
    expect(second).toMatch(/^glpat-/);
    expect(second).not.toBe(first);
    expect(textOf(rotated)).toContain(second);
    const listed = await run('project.service_account_pat_list', account);
    expect(textOf(listed)).toContain('## Service Account Tokens (3)');
    // The seeded token's value too (seed/owner-settings.ts).
    for (const secret of [first, second, 'glpat-sandbox-deploy-bot-0001']) {
      expect(seen(listed)).not.toContain(secret);
      expect(harness.stderr()).not.toContain(secret);
    }
  });

  it('an integration shows its settings but never a password, API key or webhook secret', async () => {
    const jira = await run('project.integration_set_jira', {
      ...project,
      url: 'https://jira.example.com',
      username: 'gitlab',
      password: 'jira-SECRET-6',
    });
    const datadog = await run('project.integration_set_group_datadog', {
      group_id: 'group',
      api_key: 'datadog-SECRET-7',
      datadog_site: 'datadoghq.eu',
    });
    const reads = [
      await run('project.integration_get', { ...project, slug: 'jira' }),
      await run('project.integration_get', { ...project, slug: 'slack' }),
      await run('project.integration_get_group_datadog', { group_id: 'group' }),
      await run('project.integration_list', project),
    ];
    expect(textOf(reads[0]!)).toContain('https://jira.example.com');
    expect(textOf(reads[1]!)).toContain('#dev');
    for (const result of [jira, datadog, ...reads]) {
      expect(seen(result)).not.toContain('SECRET');
      // The seeded Slack webhook (seed/owner-settings.ts).
      expect(seen(result)).not.toContain('sandbox-secret');
    }
    expect(harness.stderr()).not.toContain('SECRET');
  });
});
