/**
 * Calls the server refuses before GitLab hears of them: invalid params (named, with what was expected), unknown
 * actions (with the nearest IDs), and call shapes a surface does not take. Refusals are ContentMutate (OF-57).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  annotationsOf,
  closeHarnesses,
  onEverySurface,
  START_TIMEOUT,
  startHarnesses,
  textOf,
} from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { actionCall, SURFACES } from '../support/surfaces.js';
import type { SurfaceName } from '../support/surfaces.js';

const REFUSAL = { audience: ['assistant'], priority: 0.8 };

/** A refusal: isError, one text block, no structuredContent, annotated like a mutation (OF-4, OF-57). */
function expectRefusal(result: CallToolResult): string {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  expect(result.content).toHaveLength(1);
  expect(annotationsOf(result)).toEqual(REFUSAL);
  return textOf(result);
}

let harnesses: Record<SurfaceName, Harness>;

beforeAll(async () => {
  harnesses = await startHarnesses(onEverySurface());
}, START_TIMEOUT);
afterAll(() => closeHarnesses(harnesses));

describe.each(SURFACES)('invalid params on the %s surface', (surface) => {
  const harness = () => harnesses[surface];

  async function refused(id: string, params: Record<string, unknown>): Promise<string> {
    harness().sandbox.requests.clear();
    const call = actionCall(surface, id, params);
    const text = expectRefusal(await harness().call(call.name, call.arguments));
    expect(harness().gitlabRequests()).toEqual([]);
    return text;
  }

  it('OF-57 OF-4 a missing required param is named, with the valid params, before any GitLab call', async () => {
    const text = await refused('branch.get', { project_id: 'group/project' });
    expect(text).toContain('branch.get: invalid params');
    expect(text).toContain('Missing required params: branch_name.');
    expect(text).toMatch(/Valid params: .*project_id.*branch_name/);
  });

  it('OF-57 a value of the wrong type is named with what was expected', async () => {
    const text = await refused('branch.list', { project_id: 'group/project', per_page: 'many' });
    expect(text).toMatch(/per_page: expected (number|integer)/);
  });

  it('OF-57 a value outside its enum is named', async () => {
    const text = await refused('branch.list', { project_id: 'group/project', order_by: 'size' });
    expect(text).toContain('order_by');
  });

  it('OF-57 an unknown param is named rather than dropped', async () => {
    const text = await refused('branch.list', { project_id: 'group/project', colour: 'blue' });
    expect(text).toContain('Unknown params: colour.');
  });
});

describe('call shapes refused on the dynamic surface', () => {
  const harness = () => harnesses.dynamic;

  async function refused(args: Record<string, unknown>): Promise<string> {
    harness().sandbox.requests.clear();
    const text = expectRefusal(await harness().call('gitlab_execute_action', args));
    expect(harness().gitlabRequests()).toEqual([]);
    return text;
  }

  it('OF-57 an unknown action is refused with the nearest IDs (did you mean)', async () => {
    const text = await refused({ action: 'branch.lst', params: { project_id: 'group/project' } });
    expect(text).toMatch(
      /^gitlab_execute_action: unknown action "branch\.lst"\. Did you mean .*`branch\.list`/,
    );
    expect(text).toContain('gitlab_find_action');
  });

  it('OF-57 an individual tool name is not an action ID, and the refusal points to the ID', async () => {
    const text = await refused({ action: 'gitlab_branch_list', params: { project_id: 'group/project' } });
    expect(text).toContain('unknown action "gitlab_branch_list"');
    expect(text).toContain('`branch.list`');
  });

  it('OF-59 confirm inside params is refused', async () => {
    const text = await refused({
      action: 'branch.list',
      params: { project_id: 'group/project', confirm: true },
    });
    expect(text).toContain('"confirm"');
  });

  it('OF-57 a missing action and an unknown top-level argument are refused', async () => {
    expect(await refused({ params: { project_id: 'group/project' } })).toContain('"action" is required');
    expect(await refused({ action: 'branch.list', params: { project_id: '1' }, page: 2 })).toContain('page');
  });

  it('OF-57 params that are not an object are refused', async () => {
    expect(await refused({ action: 'branch.list', params: ['group/project'] })).toContain('"params"');
  });
});

describe('call shapes refused on the meta surface', () => {
  const harness = () => harnesses.meta;

  it('OF-57 an unknown verb is refused with the domain’s verbs', async () => {
    harness().sandbox.requests.clear();
    const text = expectRefusal(
      await harness().call('gitlab_branch', { action: 'lst', params: { project_id: 'group/project' } }),
    );
    expect(text).toMatch(/^gitlab_branch: /);
    expect(text).toMatch(/\blist\b/);
    expect(text).toMatch(/\bdelete\b/);
    expect(harness().gitlabRequests()).toEqual([]);
  });

  it('OF-57 a param beside action and params is refused', async () => {
    harness().sandbox.requests.clear();
    const text = expectRefusal(
      await harness().call('gitlab_branch', { action: 'list', project_id: 'group/project' }),
    );
    expect(text).toContain('project_id');
    expect(harness().gitlabRequests()).toEqual([]);
  });
});
