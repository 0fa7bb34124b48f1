/**
 * Content annotations: the action's declared content type picks the text's preset (OF-57), and a Codex session
 * gets every priority rounded to 0 or 1 unless GITLAB_MCP_CLIENT_COMPAT=off (OF-56).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createBranch } from '../support/gitlab-setup.js';
import { closeHarnesses, START_TIMEOUT, startHarnesses } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

const CODEX = 'codex-mcp-client';

function run(harness: Harness, action: string, params: Record<string, unknown>, confirm?: boolean) {
  return harness.call('gitlab_execute_action', { action, params, ...(confirm ? { confirm } : {}) });
}

/** Every block's annotations, in order: text first, then any resource block. */
function annotations(result: CallToolResult) {
  return result.content.map((block) => block.annotations);
}

const assistant = (priority: number) => ({ audience: ['assistant'], priority });

let harness: Harness;
let codex: Harness;
let codexOff: Harness;

beforeAll(async () => {
  ({ harness, codex, codexOff } = await startHarnesses({
    harness: {},
    codex: { clientName: CODEX },
    codexOff: { clientName: CODEX, env: { GITLAB_MCP_CLIENT_COMPAT: 'off' } },
  }));
}, START_TIMEOUT);
afterAll(() => closeHarnesses({ harness, codex, codexOff }));

describe('OF-57 content annotation presets', () => {
  it('OF-57 a list is ContentList (0.4)', async () => {
    const result = await run(harness, 'branch.list', { project_id: 'group/project', per_page: 2 });
    expect(annotations(result)).toEqual([assistant(0.4)]);
  });

  it('OF-57 a get is ContentDetail (0.6), its resource block ResourceMachineDetail (0.6)', async () => {
    const result = await run(harness, 'pipeline.get', { project_id: 'group/project', pipeline_id: 1207 });
    expect(result.isError).toBeFalsy();
    expect(annotations(result)).toEqual([assistant(0.6), assistant(0.6)]);
  });

  it('OF-57 a write is ContentMutate (0.8), the card of an update and the line of a delete alike', async () => {
    const updated = await run(harness, 'issue.update', {
      project_id: 'group/project',
      issue_iid: 2,
      labels: ['e2e'],
    });
    expect(updated.isError).toBeFalsy();
    expect(annotations(updated)).toEqual([assistant(0.8)]);
    await createBranch(harness.sandbox, 'e2e/annotated');
    const deleted = await run(
      harness,
      'branch.delete',
      { project_id: 'group/project', branch_name: 'e2e/annotated' },
      true,
    );
    expect(deleted.isError).toBeFalsy();
    expect(annotations(deleted)).toEqual([assistant(0.8)]);
  });

  it('OF-57 OF-62 a not-found answer is ContentDetail (0.6) whatever the action', async () => {
    const result = await run(harness, 'merge_request.get', {
      project_id: 'group/project',
      merge_request_iid: 99999,
    });
    expect(result.isError).toBe(true);
    expect(annotations(result)).toEqual([assistant(0.6)]);
  });

  it('OF-57 the server’s own refusals are ContentMutate (0.8)', async () => {
    const missing = await run(harness, 'branch.list', {});
    const unconfirmed = await run(harness, 'branch.delete', {
      project_id: 'group/project',
      branch_name: 'develop',
    });
    for (const result of [missing, unconfirmed]) {
      expect(result.isError).toBe(true);
      expect(annotations(result)).toEqual([assistant(0.8)]);
    }
  });

  it('OF-57 an error keeps the annotation it was written with: a failed list stays ContentList', async () => {
    const result = await run(harness, 'branch.list', { project_id: 'group/no-such-project' });
    expect(result.isError).toBe(true);
    expect(annotations(result)).toEqual([assistant(0.4)]);
  });
});

describe('OF-56 client compatibility: Codex', () => {
  it('OF-56 a Codex session gets every priority rounded to 0 or 1', async () => {
    const list = await run(codex, 'branch.list', { project_id: 'group/project', per_page: 2 });
    const get = await run(codex, 'merge_request.get', {
      project_id: 'group/project',
      merge_request_iid: 243,
    });
    const refusal = await run(codex, 'branch.list', {});
    const notFound = await run(codex, 'branch.get', { project_id: 'group/project', branch_name: 'missing' });
    expect(annotations(list)).toEqual([assistant(0)]);
    expect(annotations(get)).toEqual([assistant(1), assistant(1)]);
    expect(annotations(refusal)).toEqual([assistant(1)]);
    expect(annotations(notFound)).toEqual([assistant(1)]);
  });

  it('OF-56 GITLAB_MCP_CLIENT_COMPAT=off keeps the presets for Codex', async () => {
    const list = await run(codexOff, 'branch.list', { project_id: 'group/project', per_page: 2 });
    const get = await run(codexOff, 'merge_request.get', {
      project_id: 'group/project',
      merge_request_iid: 243,
    });
    expect(annotations(list)).toEqual([assistant(0.4)]);
    expect(annotations(get)).toEqual([assistant(0.6), assistant(0.6)]);
  });

  it('OF-56 OF-55 rounding changes only the priorities: Codex receives the same text and structuredContent', async () => {
    const params = { project_id: 'group/project', per_page: 3 };
    const [rounded, kept] = await Promise.all([
      run(codex, 'branch.list', params),
      run(codexOff, 'branch.list', params),
    ]);
    expect(rounded.structuredContent).toEqual(kept.structuredContent);
    expect(rounded.content.map((block) => ({ ...block, annotations: undefined }))).toEqual(
      kept.content.map((block) => ({ ...block, annotations: undefined })),
    );
  });
});
