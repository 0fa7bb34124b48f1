import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NOW, START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

/**
 * Runner secrets end to end: an authentication, registration or controller token is in the answer of the
 * registration, reset, create or rotate that made it, and in no list, get, verification or log afterwards.
 */

/** Everything a client could read from a result: the Markdown and the structuredContent. */
function everything(result: CallToolResult): string {
  return `${textOf(result)}\n${JSON.stringify(result.structuredContent ?? {})}`;
}

describe('secrets in the runner answers', () => {
  let harness: Harness;
  const run = async (action: string, params: Record<string, unknown>) => {
    const result = await harness.call('gitlab_execute_action', { action, params, confirm: true });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    return result;
  };
  const tokenOf = (result: CallToolResult) => String((result.structuredContent as { token?: unknown }).token);
  beforeAll(async () => {
    harness = await startHarness({ sandbox: { now: CONTRACT_NOW } });
  }, START_TIMEOUT);
  afterAll(() => harness.close());

  it("a runner's authentication token is in its registration and reset answers only", async () => {
    const registered = await run('runner.register', {
      token: 'GR1348941sandbox-group-10',
      description: 'secret-runner',
    });
    const first = tokenOf(registered);
    expect(first).toMatch(/^glrt-/);
    expect(textOf(registered)).toContain(first);
    const id = (registered.structuredContent as { id: number }).id;
    const reset = await run('runner.reset_token', { runner_id: id });
    const second = tokenOf(reset);
    expect(second).toMatch(/^glrt-/);
    expect(second).not.toBe(first);
    expect(textOf(reset)).toContain(second);
    for (const [action, params] of [
      ['runner.get', { runner_id: id }],
      ['runner.list_all', {}],
      ['runner.list_group', { group_id: 'group' }],
      ['runner.update', { runner_id: id, description: 'secret-runner' }],
      ['runner.verify', { token: second }],
    ] as const) {
      const answer = everything(await run(action, params));
      expect(answer, action).toMatch(/secret-runner|token valid/);
      expect(answer, action).not.toContain(first);
      expect(answer, action).not.toContain(second);
    }
    expect(harness.stderr()).not.toContain(second);
  });

  it('a registration token reset answers the new token, and only the new one registers', async () => {
    const reset = await run('runner.reset_project_reg_token', { project_id: 'group/project' });
    const token = tokenOf(reset);
    expect(textOf(reset)).toContain(token);
    const old = await harness.call('gitlab_execute_action', {
      action: 'runner.register',
      params: { token: 'GR1348941sandbox-project-42' },
      confirm: true,
    });
    expect(old.isError).toBe(true);
    expect(textOf(await run('runner.register', { token }))).toContain('Token (shown only now)');
  });

  it('a controller token is in its create and rotate answers only', async () => {
    const created = await run('runner.controller_token_create', {
      controller_id: 2,
      description: 'secret-ct',
    });
    const secret = tokenOf(created);
    expect(secret).toMatch(/^glrct-/);
    const id = (created.structuredContent as { id: number }).id;
    for (const [action, params] of [
      ['runner.controller_token_list', { controller_id: 2 }],
      ['runner.controller_token_get', { controller_id: 2, token_id: id }],
    ] as const) {
      const answer = everything(await run(action, params));
      expect(answer, action).toContain('secret-ct');
      expect(answer, action).not.toContain(secret);
    }
    const rotated = tokenOf(await run('runner.controller_token_rotate', { controller_id: 2, token_id: id }));
    expect(rotated).not.toBe(secret);
    const list = everything(await run('runner.controller_token_list', { controller_id: 2 }));
    expect(list).not.toContain(rotated);
    expect(harness.stderr()).not.toContain(rotated);
  });
});
