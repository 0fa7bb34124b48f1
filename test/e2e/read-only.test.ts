/**
 * OF-59, OF-58: read-only mode, set by GITLAB_MCP_READ_ONLY or implied by a token that may only read, removes
 * every action that does not only read: meta and individual stop listing them, the dynamic surface refuses them
 * with the withheld text, and the tools' hints say read-only. Reads keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness, HarnessOptions } from '../support/harness.js';
import { actionCall, individualTool } from '../support/surfaces.js';
import type { SurfaceName } from '../support/surfaces.js';

/** The refusal names who withheld the write: the operator's setting, or the token's missing `api` scope (issue 22). */
const WITHHELD: Record<string, string> = {
  'GITLAB_MCP_READ_ONLY=true':
    'gitlab_execute_action: action "branch.delete" exists but is not available: this deployment is configured to withhold it',
  'a read_api token':
    'gitlab_execute_action: action "branch.delete" exists but needs a token with the api scope; this token has read_api',
};
const WRITES = ['branch.create', 'branch.delete', 'branch.protect', 'issue.create', 'issue.update'];

const READ_ONLY_HINTS = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: true,
};

function hints(tool: Tool) {
  const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = tool.annotations ?? {};
  return { readOnlyHint, destructiveHint, idempotentHint, openWorldHint };
}

/** How read-only mode is reached, and on which surfaces it is checked (the token's path skips meta to save a start). */
const narrowings: Array<[string, HarnessOptions, SurfaceName[]]> = [
  ['GITLAB_MCP_READ_ONLY=true', { env: { GITLAB_MCP_READ_ONLY: 'true' } }, ['dynamic', 'meta', 'individual']],
  ['a read_api token', { token: 'readApi' }, ['dynamic', 'individual']],
];

const started: Record<string, Partial<Record<SurfaceName, Harness>>> = {};

beforeAll(async () => {
  const sets = await Promise.all(
    narrowings.map(([, options, surfaces]) =>
      startHarnesses(Object.fromEntries(surfaces.map((surface) => [surface, { ...options, surface }]))),
    ),
  );
  narrowings.forEach(([how], index) => (started[how] = sets[index]!));
}, START_TIMEOUT);
afterAll(() => Promise.all(Object.values(started).map(closeHarnesses)));

describe.each(narrowings)('OF-59 read-only through %s', (how, _options, surfaces) => {
  let harnesses: Record<SurfaceName, Harness>;
  beforeAll(() => {
    harnesses = started[how] as Record<SurfaceName, Harness>;
  });

  it('OF-58 OF-59 dynamic: still two tools, and gitlab_execute_action becomes read-only', () => {
    const tools = harnesses.dynamic.tools;
    expect(tools.map((tool) => tool.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    for (const tool of tools) expect(hints(tool)).toEqual(READ_ONLY_HINTS);
  });

  it('OF-59 OF-57 dynamic: a destructive action, even confirmed, is refused with the withheld text and nothing is sent', async () => {
    harnesses.dynamic.sandbox.requests.clear();
    const result = await harnesses.dynamic.call('gitlab_execute_action', {
      action: 'branch.delete',
      params: { project_id: 'group/project', branch_name: 'feature/login' },
      confirm: true,
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(WITHHELD[how]);
    expect(textOf(result)).toMatch(/do not report the capability as missing\.$/i);
    expect(result.content[0]?.annotations).toEqual({ audience: ['assistant'], priority: 0.8 });
    expect(harnesses.dynamic.gitlabRequests()).toEqual([]);
  });

  it('OF-59 dynamic: a create is withheld as well, and gitlab_find_action does not offer writes', async () => {
    harnesses.dynamic.sandbox.requests.clear();
    const created = await harnesses.dynamic.call('gitlab_execute_action', {
      action: 'issue.create',
      params: { project_id: 'group/project', title: 'Not in read-only mode' },
    });
    expect(created.isError).toBe(true);
    expect(textOf(created)).toContain(WITHHELD[how]!.replace('branch.delete', 'issue.create').split(': ')[1]);
    const found = await harnesses.dynamic.call('gitlab_find_action', { query: 'delete branch' });
    const ids = (found.structuredContent as { results: Array<{ id: string }> }).results.map((hit) => hit.id);
    for (const write of WRITES) expect(ids).not.toContain(write);
    expect(harnesses.dynamic.gitlabRequests()).toEqual([]);
  });

  if (surfaces.includes('meta')) {
    it('OF-58 OF-59 meta: write verbs are gone from every domain tool, each now read-only', () => {
      for (const tool of harnesses.meta.tools) {
        expect(hints(tool), tool.name).toEqual(READ_ONLY_HINTS);
        const verbs = (tool.inputSchema.properties?.action as { enum: string[] }).enum;
        for (const write of WRITES) {
          if (tool.name === `gitlab_${write.split('.')[0]}`) expect(verbs).not.toContain(write.split('.')[1]);
        }
      }
      const branch = harnesses.meta.tools.find((tool) => tool.name === 'gitlab_branch');
      expect((branch?.inputSchema.properties?.action as { enum: string[] }).enum).toContain('list');
    });

    it('OF-59 meta: calling a withheld verb is refused and nothing is sent', async () => {
      harnesses.meta.sandbox.requests.clear();
      const call = actionCall(
        'meta',
        'branch.delete',
        { project_id: 'group/project', branch_name: 'feature/login' },
        true,
      );
      const result = await harnesses.meta.call(call.name, call.arguments);
      expect(result.isError).toBe(true);
      expect(harnesses.meta.gitlabRequests()).toEqual([]);
    });
  }

  it('OF-58 OF-59 individual: no tool for a write, every listed tool read-only', () => {
    const names = harnesses.individual.tools.map((tool) => tool.name);
    for (const write of WRITES) expect(names).not.toContain(individualTool(write));
    expect(names).toContain(individualTool('branch.list'));
    for (const tool of harnesses.individual.tools) expect(hints(tool), tool.name).toEqual(READ_ONLY_HINTS);
  });

  it('OF-59 individual: calling a withheld tool is refused and nothing is sent', async () => {
    harnesses.individual.sandbox.requests.clear();
    // Removed from the surface, the tool does not exist for the client: the protocol's unknown-tool error.
    await expect(
      harnesses.individual.call(individualTool('branch.delete'), {
        project_id: 'group/project',
        branch_name: 'feature/login',
        confirm: true,
      }),
    ).rejects.toThrow(/-32602.*Unknown tool: gitlab_branch_delete/);
    expect(harnesses.individual.gitlabRequests()).toEqual([]);
  });

  it('OF-21 individual: next steps never use the dynamic wording, even for an action withheld here', async () => {
    // branch.list suggests branch.create and branch.protect, both withheld: the individual surface has no
    // gitlab_execute_action to run `action 'branch.create'`, so such a line names nothing the model can call.
    const result = await harnesses.individual.call(individualTool('branch.list'), {
      project_id: 'group/project',
      per_page: 1,
    });
    expect(textOf(result)).toContain(`Use ${individualTool('branch.get')} to see one branch in full`);
    expect(textOf(result)).not.toContain("Use action '");
    expect(JSON.stringify(result.structuredContent)).not.toContain("Use action '");
  });

  it('OF-59 reads still pass on every surface', async () => {
    for (const surface of surfaces) {
      const call = actionCall(surface, 'branch.get', { project_id: 'group/project', branch_name: 'main' });
      const result = await harnesses[surface].call(call.name, call.arguments);
      expect(result.isError, surface).toBeFalsy();
      expect(result.structuredContent, surface).toMatchObject({ name: 'main', default: true });
    }
  });
});
