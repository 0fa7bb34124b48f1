/**
 * Writes answer with the object as it now is, the same card as its get (OF-61), and send GitLab the fields it
 * names, as the request log shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONE_MARKDOWN } from '../support/contract-examples.js';
import { branchExists } from '../support/gitlab-setup.js';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

const run = (action: string, params: Record<string, unknown>, confirm?: boolean) =>
  harness.call('gitlab_execute_action', { action, params, ...(confirm ? { confirm } : {}) });

/** The card of a write without its next steps, which differ from the get's. */
const cardOf = (text: string) => text.split('\n\n---\n')[0];

describe('writes', () => {
  it('OF-61 branch.create creates the branch GitLab is asked for and answers with its card', async () => {
    harness.sandbox.requests.clear();
    const created = await run('branch.create', {
      project_id: 'group/project',
      branch_name: 'e2e/created',
      ref: 'main',
    });
    const [request] = harness.sandbox.requests.all();
    // GitLab's API names the new branch `branch` (https://docs.gitlab.com/api/branches/#create-repository-branch).
    expect(request?.body).toMatchObject({ branch: 'e2e/created', ref: 'main' });
    expect(created.isError, textOf(created)).toBeFalsy();
    expect(textOf(created)).toMatch(/^## Branch: e2e\/created\n/);
    expect(await branchExists(harness.sandbox, 'e2e/created')).toBe(true);
  });

  it('OF-61 issue.update answers with the card issue.get shows', async () => {
    const updated = await run('issue.update', {
      project_id: 'group/project',
      issue_iid: 5,
      title: 'Renamed by the e2e suite',
      labels: ['e2e', 'bug'],
    });
    expect(updated.isError, textOf(updated)).toBeFalsy();
    expect(updated.structuredContent).toMatchObject({ iid: 5, title: 'Renamed by the e2e suite' });
    const read = await run('issue.get', { project_id: 'group/project', issue_iid: 5 });
    expect(cardOf(textOf(updated))).toBe(cardOf(textOf(read)));
    expect(textOf(updated)).toMatch(/^## .*Issue #5: Renamed by the e2e suite\n/);
  });

  it('OF-61 tag.create answers with the tag card; tag.delete with one line', async () => {
    const created = await run('tag.create', {
      project_id: 'group/project',
      tag_name: 'e2e-tag',
      ref: 'main',
    });
    expect(created.isError, textOf(created)).toBeFalsy();
    expect(created.structuredContent).toMatchObject({ name: 'e2e-tag' });
    harness.sandbox.requests.clear();
    const deleted = await run('tag.delete', { project_id: 'group/project', tag_name: 'e2e-tag' }, true);
    expect(textOf(deleted)).toBe(DONE_MARKDOWN);
    expect(harness.gitlabRequests()).toEqual(['DELETE /projects/group%2Fproject/repository/tags/e2e-tag']);
  });
});
