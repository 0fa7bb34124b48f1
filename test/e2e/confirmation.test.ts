/**
 * OF-59: a destructive action asks for confirmation in the server, whatever the client does with the tool hints.
 * Without a confirmation nothing reaches GitLab; the sandbox's request log is the witness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { DONE_MARKDOWN, DONE_STRUCTURED } from '../support/contract-examples.js';
import { branchExists, createBranch } from '../support/gitlab-setup.js';
import {
  annotationsOf,
  closeHarnesses,
  onEverySurface,
  START_TIMEOUT,
  startHarnesses,
  textOf,
} from '../support/harness.js';
import type { Harness, HarnessOptions } from '../support/harness.js';
import { actionCall, individualTool, SURFACES } from '../support/surfaces.js';
import type { SurfaceName } from '../support/surfaces.js';

const CALLER: Record<SurfaceName, string> = {
  dynamic: 'gitlab_execute_action',
  meta: 'gitlab_branch',
  individual: individualTool('branch.delete'),
};

/** Where each surface tells the model to put the confirmation. */
const CONFIRM_HINT: Record<SurfaceName, string> = {
  dynamic: 'confirm=true',
  meta: '"confirm": true inside params',
  individual: 'confirm=true',
};

/** What each asking client answers; 'fail' makes it answer the elicitation with an error. */
const answers = {} as Record<SurfaceName, ElicitResult | 'fail'>;
const asked = {} as Record<SurfaceName, Array<ElicitRequest['params']>>;
for (const surface of SURFACES) {
  answers[surface] = { action: 'decline' };
  asked[surface] = [];
}

/** Per surface: a client without elicitation, and one that answers elicitations with `answers[surface]`. */
let plain: Record<SurfaceName, Harness>;
let asking: Record<SurfaceName, Harness>;

beforeAll(async () => {
  const elicitingOn = (surface: SurfaceName): HarnessOptions => ({
    surface,
    elicit: (request) => {
      asked[surface].push(request);
      const answer = answers[surface];
      if (answer === 'fail') throw new Error('this client cannot show the form');
      return answer;
    },
  });
  [plain, asking] = await Promise.all([
    startHarnesses(onEverySurface()),
    startHarnesses({
      dynamic: elicitingOn('dynamic'),
      meta: elicitingOn('meta'),
      individual: elicitingOn('individual'),
    }),
  ]);
}, START_TIMEOUT);
afterAll(() => Promise.all([closeHarnesses(plain), closeHarnesses(asking)]));

describe.each(SURFACES)('OF-59 confirmation of a destructive action on the %s surface', (surface) => {
  let branches = 0;

  /** A fresh branch to delete, with the request log cleared after creating it. */
  async function freshBranch(harness: Harness): Promise<string> {
    branches += 1;
    const name = `e2e/confirm-${surface}-${branches}`;
    await createBranch(harness.sandbox, name);
    harness.sandbox.requests.clear();
    asked[surface].length = 0;
    return name;
  }

  const deleteCall = (name: string, confirm?: boolean) =>
    actionCall(surface, 'branch.delete', { project_id: 'group/project', branch_name: name }, confirm);
  const deleteRequest = (name: string) =>
    `DELETE /projects/group%2Fproject/repository/branches/${encodeURIComponent(name)}`;

  it('OF-59 OF-57 without confirm, on a client without elicitation, it is refused and GitLab receives nothing', async () => {
    const name = await freshBranch(plain[surface]);
    const call = deleteCall(name);
    const result = await plain[surface].call(call.name, call.arguments);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(textOf(result)).toMatch(
      new RegExp(`^${CALLER[surface]}: action "branch\\.delete" is destructive\\.`),
    );
    expect(textOf(result)).toContain(CONFIRM_HINT[surface]);
    expect(annotationsOf(result)).toEqual({ audience: ['assistant'], priority: 0.8 });
    expect(plain[surface].gitlabRequests()).toEqual([]);
    expect(await branchExists(plain[surface].sandbox, name)).toBe(true);
  });

  it('OF-59 with confirm where the surface takes it, it runs without asking', async () => {
    const name = await freshBranch(asking[surface]);
    const call = deleteCall(name, true);
    const result = await asking[surface].call(call.name, call.arguments);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(DONE_MARKDOWN);
    expect(result.structuredContent).toEqual(DONE_STRUCTURED);
    expect(asked[surface]).toEqual([]);
    expect(asking[surface].gitlabRequests()).toEqual([deleteRequest(name)]);
    expect(await branchExists(asking[surface].sandbox, name)).toBe(false);
  });

  it('OF-59 confirm=false is no confirmation', async () => {
    const name = await freshBranch(plain[surface]);
    const call = deleteCall(name, false);
    const result = await plain[surface].call(call.name, call.arguments);
    expect(result.isError).toBe(true);
    expect(plain[surface].gitlabRequests()).toEqual([]);
  });

  it('OF-59 a client with elicitation is asked; accepting runs the action', async () => {
    const name = await freshBranch(asking[surface]);
    answers[surface] = { action: 'accept', content: { confirmed: true } };
    const call = deleteCall(name);
    const result = await asking[surface].call(call.name, call.arguments);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(DONE_MARKDOWN);
    expect(asked[surface]).toHaveLength(1);
    expect(asked[surface][0]?.message).toContain('branch.delete');
    expect(asked[surface][0]?.message).toContain(name);
    expect(asked[surface][0]).toMatchObject({
      requestedSchema: {
        type: 'object',
        properties: { confirmed: { type: 'boolean' } },
        required: ['confirmed'],
      },
    });
    expect(asking[surface].gitlabRequests()).toEqual([deleteRequest(name)]);
  });

  it('OF-59 a client with elicitation that declines: refused, GitLab receives nothing', async () => {
    const name = await freshBranch(asking[surface]);
    answers[surface] = { action: 'decline' };
    const call = deleteCall(name);
    const result = await asking[surface].call(call.name, call.arguments);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(new RegExp(`^${CALLER[surface]}: `));
    expect(textOf(result)).toContain('not executed');
    expect(asked[surface]).toHaveLength(1);
    expect(asking[surface].gitlabRequests()).toEqual([]);
    expect(await branchExists(asking[surface].sandbox, name)).toBe(true);
  });

  it('OF-59 a client whose elicitation fails has not confirmed: refused, GitLab receives nothing', async () => {
    const name = await freshBranch(asking[surface]);
    answers[surface] = 'fail';
    const call = deleteCall(name);
    const result = await asking[surface].call(call.name, call.arguments);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('not executed');
    expect(asking[surface].gitlabRequests()).toEqual([]);
    expect(await branchExists(asking[surface].sandbox, name)).toBe(true);
  });

  it('OF-59 accepting the form without ticking confirmed is no confirmation', async () => {
    const name = await freshBranch(asking[surface]);
    answers[surface] = { action: 'accept', content: { confirmed: false } };
    const call = deleteCall(name);
    const result = await asking[surface].call(call.name, call.arguments);
    expect(result.isError).toBe(true);
    expect(asking[surface].gitlabRequests()).toEqual([]);
  });

  it('OF-59 a write that destroys nothing is not asked about', async () => {
    asking[surface].sandbox.requests.clear();
    asked[surface].length = 0;
    const call = actionCall(surface, 'issue.update', {
      project_id: 'group/project',
      issue_iid: 1,
      labels: ['e2e'],
    });
    const result = await asking[surface].call(call.name, call.arguments);
    expect(result.isError).toBeFalsy();
    expect(asked[surface]).toEqual([]);
    expect(asking[surface].gitlabRequests()).toEqual(['PUT /projects/group%2Fproject/issues/1']);
  });
});

describe('OF-59 confirm in the wrong place is refused before anything is sent', () => {
  const dynamic = () => plain.dynamic;
  const meta = () => plain.meta;

  it('OF-59 dynamic: confirm inside params', async () => {
    await createBranch(dynamic().sandbox, 'e2e/confirm-inside');
    dynamic().sandbox.requests.clear();
    const result = await dynamic().call('gitlab_execute_action', {
      action: 'branch.delete',
      params: { project_id: 'group/project', branch_name: 'e2e/confirm-inside', confirm: true },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^gitlab_execute_action: .*"confirm".*not inside "params"/);
    expect(dynamic().gitlabRequests()).toEqual([]);
  });

  it('OF-59 meta: confirm beside action and params', async () => {
    await createBranch(meta().sandbox, 'e2e/confirm-beside');
    meta().sandbox.requests.clear();
    const result = await meta().call('gitlab_branch', {
      action: 'delete',
      params: { project_id: 'group/project', branch_name: 'e2e/confirm-beside' },
      confirm: true,
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^gitlab_branch: .*confirm/);
    expect(meta().gitlabRequests()).toEqual([]);
  });
});
