/**
 * OF-59: safe mode answers every write with a preview and sends nothing; yolo mode runs destructive actions
 * without asking. Reads are untouched by either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONE_MARKDOWN } from '../support/contract-examples.js';
import { branchExists, createBranch } from '../support/gitlab-setup.js';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { actionCall } from '../support/surfaces.js';
import type { SurfaceName } from '../support/surfaces.js';

const HINT = 'Set GITLAB_MCP_SAFE_MODE=false to execute this operation';

let asked = 0;
let dynamic: Harness;
let individual: Harness;
let yolo: Harness;

beforeAll(async () => {
  const safe = { GITLAB_MCP_SAFE_MODE: 'true' };
  ({ dynamic, individual, yolo } = await startHarnesses({
    dynamic: { surface: 'dynamic', env: safe },
    individual: { surface: 'individual', env: safe },
    yolo: {
      surface: 'dynamic',
      env: { GITLAB_MCP_YOLO_MODE: 'true' },
      elicit: () => {
        asked += 1;
        return { action: 'decline' };
      },
    },
  }));
}, START_TIMEOUT);
afterAll(() => closeHarnesses({ dynamic, individual, yolo }));

describe('OF-59 safe mode (GITLAB_MCP_SAFE_MODE=true)', () => {
  it('OF-59 OF-57 a create answers with a preview, not an error, and GitLab receives no request', async () => {
    dynamic.sandbox.requests.clear();
    const params = { project_id: 'group/project', title: 'Held by safe mode', labels: ['bug'] };
    const result = await dynamic.call('gitlab_execute_action', { action: 'issue.create', params });
    expect(result.isError).toBeFalsy();
    // The reference server's preview fields (reference-server.md §5), the params exactly as sent.
    expect(result.structuredContent).toMatchObject({
      status: 'blocked',
      mode: 'safe',
      tool: 'issue.create',
      hint: HINT,
    });
    expect(result.structuredContent?.params).toEqual(params);
    expect(textOf(result)).toContain('issue.create');
    expect(textOf(result)).toContain(HINT);
    expect(result.content[0]?.annotations).toEqual({ audience: ['assistant'], priority: 0.8 });
    expect(dynamic.gitlabRequests()).toEqual([]);
  });

  it('OF-59 a destructive action is previewed too, without asking for confirmation, and nothing is deleted', async () => {
    await createBranch(individual.sandbox, 'e2e/safe');
    individual.sandbox.requests.clear();
    const call = actionCall('individual', 'branch.delete', {
      project_id: 'group/project',
      branch_name: 'e2e/safe',
    });
    const result = await individual.call(call.name, call.arguments);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      status: 'blocked',
      mode: 'safe',
      tool: 'branch.delete',
    });
    expect(individual.gitlabRequests()).toEqual([]);
    expect(await branchExists(individual.sandbox, 'e2e/safe')).toBe(true);
  });

  it('OF-59 reads still reach GitLab and answer normally', async () => {
    const pairs: Array<[SurfaceName, Harness]> = [
      ['dynamic', dynamic],
      ['individual', individual],
    ];
    for (const [surface, harness] of pairs) {
      harness.sandbox.requests.clear();
      const call = actionCall(surface, 'branch.get', { project_id: 'group/project', branch_name: 'develop' });
      const result = await harness.call(call.name, call.arguments);
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ name: 'develop', protected: true });
      expect(harness.gitlabRequests()).toEqual(['GET /projects/group%2Fproject/repository/branches/develop']);
    }
  });

  it('OF-59 the tools are listed as usual', () => {
    expect(dynamic.tools.map((tool) => tool.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    expect(individual.tools.map((tool) => tool.name)).toContain('gitlab_branch_delete');
  });
});

describe('OF-59 yolo mode (GITLAB_MCP_YOLO_MODE=true)', () => {
  it('OF-59 a destructive action runs without confirm and without asking', async () => {
    await createBranch(yolo.sandbox, 'e2e/yolo');
    yolo.sandbox.requests.clear();
    const result = await yolo.call('gitlab_execute_action', {
      action: 'branch.delete',
      params: { project_id: 'group/project', branch_name: 'e2e/yolo' },
    });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(DONE_MARKDOWN);
    expect(asked).toBe(0);
    expect(yolo.gitlabRequests()).toEqual([
      'DELETE /projects/group%2Fproject/repository/branches/e2e%2Fyolo',
    ]);
  });
});
