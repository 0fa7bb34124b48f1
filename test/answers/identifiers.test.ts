/**
 * Identifiers as people have them (issue 22 item 8, issue 23): a username for a user ID, a `group/project` path for
 * a numeric project ID, a pasted GitLab web address for the IDs it holds, on all three surfaces. Each resolution
 * costs at most one GitLab request, is remembered for the credential, and is told in the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { actionCall } from '../support/surfaces.js';
import type { SurfaceName } from '../support/surfaces.js';

let harnesses: Record<SurfaceName, Harness>;
beforeAll(async () => {
  harnesses = await startHarnesses({
    dynamic: { surface: 'dynamic' },
    meta: { surface: 'meta' },
    individual: { surface: 'individual' },
  });
}, START_TIMEOUT);
afterAll(() => closeHarnesses(harnesses));

const run = (surface: SurfaceName, id: string, params: Record<string, unknown>, confirm?: boolean) => {
  const call = actionCall(surface, id, params, confirm);
  return harnesses[surface].call(call.name, call.arguments);
};
/** The sandbox's requests since the last clear, with their queries. */
const wire = (surface: SurfaceName) =>
  harnesses[surface].sandbox.requests
    .all()
    .map(
      (request) =>
        `${request.method} ${request.path}${new URLSearchParams(request.query).size ? `?${new URLSearchParams(request.query)}` : ''}`,
    );

describe.each(['dynamic', 'meta', 'individual'] as const)('on the %s surface', (surface) => {
  it('a username stands for a user ID: one lookup, told in the answer, remembered for the credential', async () => {
    const harness = harnesses[surface];
    harness.sandbox.requests.clear();
    const blocked = await run(surface, 'user.block', { user_id: 'dave' }, true);
    expect(blocked.isError ?? false, textOf(blocked)).toBe(false);
    expect(wire(surface)).toEqual(['GET /users?username=dave', 'POST /users/5/block']);
    expect(textOf(blocked)).toContain('user dave → ID 5');
    expect(textOf(blocked)).toMatch(/^✅ User @dave \(ID 5\) is now blocked\.\n/);

    harness.sandbox.requests.clear();
    const unblocked = await run(surface, 'user.unblock', { user_id: '@dave' });
    expect(unblocked.isError ?? false, textOf(unblocked)).toBe(false);
    expect(wire(surface)).toEqual(['POST /users/5/unblock']);
    expect(textOf(unblocked)).toContain('user dave → ID 5');
  });

  it('a pasted merge request address names the project and the IID, with no lookup', async () => {
    const harness = harnesses[surface];
    harness.sandbox.requests.clear();
    const address = `${harness.sandbox.url}/group/project/-/merge_requests/243`;
    const read = await run(surface, 'merge_request.get', { project_id: address });
    expect(read.isError ?? false, textOf(read)).toBe(false);
    expect(wire(surface)).toEqual(['GET /projects/group%2Fproject/merge_requests/243']);
    expect(textOf(read)).toMatch(/^## .*MR !243: /);
    expect(textOf(read)).toContain(`${address} → project_id group/project, merge_request_iid 243`);
  });
});

describe('web addresses', () => {
  const url = () => harnesses.dynamic.sandbox.url;
  const call = (id: string, params: Record<string, unknown>) => run('dynamic', id, params);

  it.each([
    ['issue.get', 'issue_iid', '/group/project/-/issues/3', 'GET /projects/group%2Fproject/issues/3'],
    [
      'pipeline.get',
      'pipeline_id',
      '/group/project/-/pipelines/1207',
      'GET /projects/group%2Fproject/pipelines/1207',
    ],
    ['job.get', 'job_id', '/group/project/-/jobs/11990', 'GET /projects/group%2Fproject/jobs/11990'],
    [
      'repository.file_get',
      'file_path',
      '/group/project/-/blob/main/README.md',
      'GET /projects/group%2Fproject/repository/files/README.md?ref=main',
    ],
    ['group.get', 'group_id', '/groups/group/subgroup', 'GET /groups/group%2Fsubgroup'],
    ['user.get', 'user_id', '/alice', 'GET /users?username=alice'],
  ])('%s takes a pasted address for %s', async (id, param, path, request) => {
    harnesses.dynamic.sandbox.requests.clear();
    const answer = await call(id, { [param]: `${url()}${path}` });
    expect(answer.isError ?? false, textOf(answer)).toBe(false);
    expect(wire('dynamic')[0]).toBe(request);
    expect(textOf(answer)).toContain(`${url()}${path} → `);
  });

  it('an address of another host is refused before anything is sent, naming the argument', async () => {
    harnesses.dynamic.sandbox.requests.clear();
    const answer = await call('issue.get', {
      project_id: 'https://gitlab.other.example/group/project/-/issues/3',
      issue_iid: 3,
    });
    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain(
      'project_id: https://gitlab.other.example/group/project/-/issues/3 is not an address of this GitLab',
    );
    expect(wire('dynamic')).toEqual([]);
  });
});

describe('names for numeric IDs', () => {
  it('a group/project path stands for a numeric project ID (one lookup, remembered)', async () => {
    const harness = harnesses.dynamic;
    harness.sandbox.requests.clear();
    const listed = await run('dynamic', 'merge_request.list_global', { scope: 'all', per_page: 1 });
    expect(listed.isError ?? false).toBe(false);
    harness.sandbox.requests.clear();
    const first = await run('dynamic', 'job.token_scope_add_project', {
      project_id: 'group/project',
      target_project_id: 'group/project',
    });
    const second = await run(
      'dynamic',
      'job.token_scope_remove_project',
      { project_id: 'group/project', target_project_id: 'group/project' },
      true,
    );
    expect(textOf(first)).toContain('project group/project → ID 42');
    expect(textOf(second)).toContain('project group/project → ID 42');
    const lookups = wire('dynamic').filter((request) => request === 'GET /projects/group%2Fproject');
    expect(lookups).toHaveLength(1);
  });

  it('"me" is the token\'s own user, with no request', async () => {
    const harness = harnesses.dynamic;
    harness.sandbox.requests.clear();
    const answer = await run('dynamic', 'user.get', { user_id: 'me' });
    expect(answer.isError ?? false, textOf(answer)).toBe(false);
    expect(wire('dynamic')).toEqual(['GET /users/1']);
    expect(textOf(answer)).toContain('user me (@root) → ID 1');
  });

  it('a username no one has is refused, naming the argument, and nothing is written', async () => {
    const harness = harnesses.dynamic;
    harness.sandbox.requests.clear();
    const answer = await run('dynamic', 'user.block', { user_id: 'nobody-here' }, true);
    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain('user_id: no GitLab user has the username "nobody-here"');
    expect(wire('dynamic')).toEqual(['GET /users?username=nobody-here']);
  });
});
