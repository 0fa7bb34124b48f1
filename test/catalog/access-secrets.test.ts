import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NOW, START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

/**
 * Secrets of the access and ci_variable domains, end to end: a token's value is in the answer of the create or
 * rotate that made it and nowhere else (lists, gets, the server's log); a CI/CD variable's value is never in a
 * table, is on the card of a plain variable someone asked for, and never on any answer for a masked or hidden one.
 */

/** Everything a client could read from a result: the Markdown and the structuredContent. */
function everything(result: CallToolResult): string {
  return `${textOf(result)}\n${JSON.stringify(result.structuredContent ?? {})}`;
}

describe('secrets in the access and ci_variable answers', () => {
  let harness: Harness;
  const run = async (action: string, params: Record<string, unknown>) => {
    const result = await harness.call('gitlab_execute_action', { action, params, confirm: true });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    return result;
  };
  beforeAll(async () => {
    harness = await startHarness({ sandbox: { now: CONTRACT_NOW } });
  }, START_TIMEOUT);
  afterAll(() => harness.close());

  it('a deploy token value is in its create answer only, never in the list, the get or the log', async () => {
    const created = await run('access.deploy_token_create_project', {
      project_id: 'group/project',
      name: 'secret-check',
      scopes: ['read_repository'],
    });
    const secret = String((created.structuredContent as { token?: unknown }).token);
    expect(secret).toMatch(/^gldt-/);
    expect(textOf(created)).toContain(secret);
    const id = (created.structuredContent as { id: number }).id;
    for (const [action, params] of [
      ['access.deploy_token_list_project', { project_id: 'group/project' }],
      ['access.deploy_token_get_project', { project_id: 'group/project', deploy_token_id: id }],
      ['access.deploy_token_list_all', {}],
    ] as const) {
      const answer = everything(await run(action, params));
      expect(answer).toContain('secret-check');
      expect(answer, action).not.toContain(secret);
      expect(answer, action).not.toContain('gldt-sandbox-project-deploy-0601');
    }
    expect(harness.stderr()).not.toContain(secret);
  });

  it('an access token value is in its create and rotate answers only; the rotated one is gone', async () => {
    const created = await run('access.token_group_create', {
      group_id: 'group',
      name: 'secret-bot',
      scopes: ['read_api'],
    });
    const { token: first, id } = created.structuredContent as { token: string; id: number };
    expect(textOf(created)).toContain(first);
    const rotated = await run('access.token_group_rotate', { group_id: 'group', token_id: id });
    const { token: second, id: newId } = rotated.structuredContent as { token: string; id: number };
    expect(second).not.toBe(first);
    expect(textOf(rotated)).toContain(second);
    for (const [action, params] of [
      ['access.token_group_list', { group_id: 'group' }],
      ['access.token_group_get', { group_id: 'group', token_id: newId }],
      ['access.token_group_get', { group_id: 'group', token_id: 502 }],
    ] as const) {
      const answer = everything(await run(action, params));
      for (const value of [first, second, 'glpat-sandbox-group-bot-0502'])
        expect(answer, action).not.toContain(value);
    }
    expect(harness.stderr()).not.toContain(second);
  });

  it('personal token lists and gets never carry a token value, the session’s own included', async () => {
    for (const [action, params] of [
      ['access.token_personal_list', {}],
      ['access.token_personal_get', {}],
      ['access.token_project_list', { project_id: 'group/project' }],
    ] as const) {
      const answer = everything(await run(action, params));
      expect(answer, action).not.toContain('glpat-sandbox-root-api-0001');
      expect(answer, action).not.toContain('glpat-sandbox-project-bot-0501');
      expect(answer, action).not.toMatch(/"token"\s*:/);
    }
  });

  it('a variables table shows no value; a plain variable’s card does, as asked', async () => {
    const listed = await run('ci_variable.list', { project_id: 'group/project' });
    expect(JSON.stringify(listed.structuredContent)).not.toContain('secret-deploy-token');
    expect(JSON.stringify(listed.structuredContent)).not.toContain('"value"');
    const table = textOf(listed);
    // NODE_ENV's value is `production` (DEPLOY_TOKEN's environment scope is too, so only its row is checked).
    const row = table.split('\n').find((line) => line.includes('NODE_ENV'));
    expect(row).toBeDefined();
    expect(row).not.toContain('production');
    expect(table).not.toContain('secret-deploy-token');
    const card = textOf(await run('ci_variable.get', { project_id: 'group/project', key: 'NODE_ENV' }));
    expect(card).toContain('**Value**: `production`');
  });

  it('masked and hidden variables never show their value, on any answer', async () => {
    const answers = [
      await run('ci_variable.get', { project_id: 'group/project', key: 'DEPLOY_TOKEN' }),
      await run('ci_variable.instance_get', { key: 'GLOBAL_DEPLOY_PASSWORD' }),
      await run('ci_variable.create', {
        project_id: 'group/project',
        key: 'SECRET_CHECK_MASKED',
        value: 'masked-check-value',
        masked: true,
      }),
      await run('ci_variable.create', {
        project_id: 'group/project',
        key: 'SECRET_CHECK_HIDDEN',
        value: 'hidden-check-value',
        masked_and_hidden: true,
      }),
      await run('ci_variable.update', {
        project_id: 'group/project',
        key: 'SECRET_CHECK_MASKED',
        value: 'masked-check-changed',
      }),
      await run('ci_variable.get', { project_id: 'group/project', key: 'SECRET_CHECK_HIDDEN' }),
    ];
    for (const answer of answers) {
      const shown = everything(answer);
      expect(shown).toContain('"masked":true');
      for (const value of [
        'secret-deploy-token',
        'instance-secret-password',
        'masked-check-value',
        'masked-check-changed',
        'hidden-check-value',
      ])
        expect(shown).not.toContain(value);
      expect(textOf(answer)).not.toContain('**Value**');
    }
  });
});
