import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NOW, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

/** The whole answer as text: the Markdown and the structuredContent, where a secret could hide. */
function everything(result: CallToolResult): string {
  return `${textOf(result)}\n${JSON.stringify(result.structuredContent ?? {})}`;
}

/**
 * Token values of the user domain reach the caller once: in the answer of the action that created them. Lists and
 * gets of the same tokens never carry them, in the Markdown or in the structuredContent.
 */
describe('user domain secrets', () => {
  let harness: Harness;
  const run = (action: string, params: Record<string, unknown>) =>
    harness.call('gitlab_execute_action', { action, params, confirm: true });
  beforeAll(async () => {
    harness = await startHarness({ sandbox: { now: CONTRACT_NOW } });
  });
  afterAll(() => harness.close());

  it('an impersonation token is shown when created, never when listed or read', async () => {
    const created = await run('user.create_impersonation_token', {
      user_id: 3,
      name: 'support',
      scopes: ['api'],
    });
    const secret = (created.structuredContent as { token?: string }).token ?? '';
    expect(secret).toMatch(/^glpat-/);
    expect(textOf(created)).toContain(`\`${secret}\``);
    const id = (created.structuredContent as { id: number }).id;
    const listed = await run('user.list_impersonation_tokens', { user_id: 3 });
    expect(textOf(listed)).toContain('support');
    expect(everything(listed)).not.toContain(secret);
    const read = await run('user.get_impersonation_token', { user_id: 3, token_id: id });
    expect(textOf(read)).toContain('Access Token: support');
    expect(everything(read)).not.toContain(secret);
  });

  it('a personal access token made for a user is in the create answer only', async () => {
    const created = await run('user.create_personal_access_token', {
      user_id: 3,
      name: 'ci',
      scopes: ['read_api'],
    });
    const secret = (created.structuredContent as { token?: string }).token ?? '';
    expect(textOf(created)).toContain(`**Token (shown only now)**: \`${secret}\``);
    const read = await run('user.list_impersonation_tokens', { user_id: 3, state: 'all' });
    expect(everything(read)).not.toContain(secret);
  });

  it('a runner token is shown once, in the create answer', async () => {
    const created = await run('user.create_runner', { runner_type: 'group_type', group_id: 10 });
    expect(textOf(created)).toMatch(/\*\*Token \(shown only now\)\*\*: `glrt-/);
  });
});
