/**
 * The response examples of the output contract, string for string, on each of the three surfaces: the same call
 * answers the same way everywhere, with only the next-step lines translated to the surface's tools (OF-21).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANCH_LIST_MARKDOWN,
  BRANCH_LIST_PARAMS,
  BRANCH_LIST_STRUCTURED,
  BRANCH_NOT_FOUND_MARKDOWN,
  DONE_MARKDOWN,
  DONE_STRUCTURED,
  ISSUE_CREATE_MARKDOWN,
  ISSUE_CREATE_PARAMS,
  MISSING_BRANCH_PARAMS,
  MR_243_MARKDOWN,
  MR_243_PARAMS,
  MR_243_URI,
} from '../support/contract-examples.js';
import { createBranch } from '../support/gitlab-setup.js';
import {
  annotationsOf,
  closeHarnesses,
  CONTRACT_NOW,
  onEverySurface,
  resourcesOf,
  START_TIMEOUT,
  startHarnesses,
  textOf,
} from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { actionCall, onSurface, structuredOnSurface, SURFACES } from '../support/surfaces.js';
import type { SurfaceName } from '../support/surfaces.js';

const LIST = { audience: ['assistant'], priority: 0.4 };
const DETAIL = { audience: ['assistant'], priority: 0.6 };
const MUTATE = { audience: ['assistant'], priority: 0.8 };

let harnesses: Record<SurfaceName, Harness>;

beforeAll(async () => {
  harnesses = await startHarnesses(onEverySurface({ token: 'alice', sandbox: { now: CONTRACT_NOW } }));
}, START_TIMEOUT);
afterAll(() => closeHarnesses(harnesses));

describe.each(SURFACES)('contract examples on the %s surface', (surface) => {
  const harness = () => harnesses[surface];
  const run = (id: string, params: Record<string, unknown>, confirm?: boolean) => {
    const call = actionCall(surface, id, params, confirm);
    return harness().call(call.name, call.arguments);
  };

  it('OF-60 OF-1 OF-11 OF-12 OF-13 OF-17 OF-20 OF-21 OF-40 branch.list Markdown of 45 branches at 3 per page, ordered by update', async () => {
    const result = await run('branch.list', BRANCH_LIST_PARAMS);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(onSurface(surface, BRANCH_LIST_MARKDOWN));
    expect(annotationsOf(result)).toEqual(LIST);
  });

  it('OF-60 OF-22 OF-50 OF-51 branch.list structuredContent as the contract, each branch also carrying its commit', async () => {
    const result = await run('branch.list', BRANCH_LIST_PARAMS);
    const structured = result.structuredContent as { branches: Array<Record<string, unknown>> };
    // The contract's JSON leaves out each branch's `commit` to abbreviate; everything else is compared exactly.
    for (const branch of structured.branches) expect(branch.commit).toMatchObject({ id: expect.any(String) });
    const abbreviated = {
      ...structured,
      branches: structured.branches.map(({ commit: _commit, ...branch }) => branch),
    };
    expect(abbreviated).toEqual(structuredOnSurface(surface, BRANCH_LIST_STRUCTURED));
  });

  it('OF-61 OF-10 OF-15 OF-30 OF-31 merge_request.get !243 card as the contract', async () => {
    const result = await run('merge_request.get', MR_243_PARAMS);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(onSurface(surface, MR_243_MARKDOWN));
    expect(annotationsOf(result)).toEqual(DETAIL);
    expect(result.structuredContent).toMatchObject({
      iid: 243,
      title: 'Fix login bug',
      state: 'opened',
      created_at: '2025-03-15T10:30:00.000Z',
    });
  });

  it('OF-80 OF-82 OF-3 OF-57 !243 embeds gitlab://project/group%2Fproject/mr/243 with the structuredContent JSON', async () => {
    const result = await run('merge_request.get', MR_243_PARAMS);
    const [block, ...others] = resourcesOf(result);
    expect(others).toEqual([]);
    expect(block?.resource.uri).toBe(MR_243_URI);
    expect(block?.resource.mimeType).toBe('application/json');
    expect(JSON.parse(String(block?.resource.text))).toEqual(result.structuredContent);
    expect(block?.annotations).toEqual(DETAIL);
  });

  it('OF-61 OF-57 issue.create answers with the issue card as it now is', async () => {
    const result = await run('issue.create', ISSUE_CREATE_PARAMS);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(onSurface(surface, ISSUE_CREATE_MARKDOWN));
    expect(annotationsOf(result)).toEqual(MUTATE);
    expect(result.structuredContent).toMatchObject({
      iid: 42,
      title: 'Fix the login page',
      created_at: '2025-03-21T09:00:00.000Z',
      author: { username: 'alice' },
    });
    // A create is a write, not a get: no resource block (OF-80).
    expect(resourcesOf(result)).toEqual([]);
  });

  it('OF-61 branch.delete answers one line and {status, message}', async () => {
    await createBranch(harness().sandbox, `e2e/void-${surface}`);
    harness().sandbox.requests.clear();
    const result = await run(
      'branch.delete',
      { project_id: 'group/project', branch_name: `e2e/void-${surface}` },
      true,
    );
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(DONE_MARKDOWN);
    expect(result.structuredContent).toEqual(DONE_STRUCTURED);
    expect(annotationsOf(result)).toEqual(MUTATE);
    expect(harness().gitlabRequests()).toEqual([
      `DELETE /projects/group%2Fproject/repository/branches/${encodeURIComponent(`e2e/void-${surface}`)}`,
    ]);
  });

  it('OF-62 OF-4 OF-57 branch not found: its card, isError, no structuredContent, ContentDetail, no resource', async () => {
    const result = await run('branch.get', MISSING_BRANCH_PARAMS);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(onSurface(surface, BRANCH_NOT_FOUND_MARKDOWN));
    expect(result.structuredContent).toBeUndefined();
    expect(result.content).toHaveLength(1);
    expect(annotationsOf(result)).toEqual(DETAIL);
  });

  it('OF-62 a not-found answer is logged at INFO, not ERROR', async () => {
    await run('branch.get', { project_id: '42', branch_name: `missing-${surface}` });
    const lines = harness()
      .stderr()
      .split('\n')
      .filter((line) => line.includes(`missing-${surface}`));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: 'info' });
  });
});
