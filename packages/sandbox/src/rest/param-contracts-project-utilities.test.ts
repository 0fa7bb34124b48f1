import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, statusAndBody } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** The tables of a project's trigger tokens, uploads, Terraform locks, service accounts and snippet threads. */
describe('parameter tables of trigger tokens, uploads, Terraform state and snippet threads', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  const answer = (path: string, method = 'GET', body?: unknown) => statusAndBody(sandbox, path, method, body);

  it('refuses what the tables refuse, in Grape wording, before looking anything up', async () => {
    expect(await answer('/projects/999999/trigger/pipeline', 'POST', { variables: { A: '1' } })).toEqual([
      400,
      { error: 'ref is missing, token is missing' },
    ]);
    expect(await answer('/projects/42/triggers', 'POST', {})).toEqual([
      400,
      { error: 'description is missing' },
    ]);
    // An upload is a multipart file part: a path given as text is not one.
    expect(await answer('/projects/42/uploads', 'POST', { file: '/tmp/dk.png' })).toEqual([
      400,
      { error: 'file is invalid' },
    ]);
    expect(await answer('/projects/42/service_accounts/999999', 'DELETE', { hard_delete: 'maybe' })).toEqual([
      400,
      { error: 'hard_delete is invalid' },
    ]);
  });

  it("asks Terraform's lock for every field of its LockInfo, as GitLab declares them", async () => {
    expect(
      await answer('/projects/42/terraform/state/production/lock', 'POST', { ID: 'x', Who: 'me' }),
    ).toEqual([
      400,
      {
        error:
          'Operation is missing, Info is missing, Version is missing, Created is missing, Path is missing',
      },
    ]);
  });

  it('has no resolve for a snippet or an epic thread: GitLab routes it for resolvable noteables only', async () => {
    expect(
      await answer('/projects/42/snippets/1/discussions/0123456789abcdef', 'PUT', { resolved: true }),
    ).toEqual([404, { error: '404 Not Found' }]);
    // A thread the epic has: the path is refused as a route, not for a missing thread.
    const [, threads] = await answer('/groups/10/epics/1/discussions');
    const thread = (threads as { id: string }[])[0]!.id;
    expect(await answer(`/groups/10/epics/1/discussions/${thread}`, 'PUT', { resolved: true })).toEqual([
      404,
      { error: '404 Not Found' },
    ]);
  });

  it('logs a name a plain read does not declare (a template list takes no filter)', async () => {
    sandbox.requests.clear();
    const reply = await api(sandbox, '/projects/42/templates/gitignores?search=node');
    expect(reply.status).toBe(200);
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([['search']]);
  });
});
