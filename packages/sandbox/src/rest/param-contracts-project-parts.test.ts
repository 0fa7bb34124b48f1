import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, statusAndBody } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/**
 * The tables of project endpoints from merge requests to repository storage moves (refs, CI settings, registry
 * protection), seen over HTTP, and the endpoints GitLab does not have that the sandbox no longer serves.
 */
describe('parameter tables of refs, CI settings and registry protection', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  const answer = (path: string, method = 'GET', body?: unknown) => statusAndBody(sandbox, path, method, body);

  it('refuses what the tables refuse, in Grape wording, before looking anything up', async () => {
    expect(await answer('/projects/42/repository/merge_base')).toEqual([400, { error: 'refs is missing' }]);
    expect(
      await answer('/projects/999999/merge_requests/1/status_check_responses', 'POST', {
        external_status_check_id: 'first',
        status: 'approved',
      }),
    ).toEqual([
      400,
      {
        error: 'external_status_check_id is invalid, sha is missing, status does not have a valid value',
      },
    ]);
    // A package format no protection rule covers, and a deletion level below owner.
    expect(
      await answer('/projects/42/packages/protection/rules', 'POST', {
        package_name_pattern: '@flight/*',
        package_type: 'rubygems',
        minimum_access_level_for_delete: 'maintainer',
      }),
    ).toEqual([
      400,
      {
        error:
          'package_type does not have a valid value, minimum_access_level_for_delete does not have a valid value',
      },
    ]);
    expect(await answer('/projects/42/resource_groups/production', 'PUT', { process_mode: 'fifo' })).toEqual([
      400,
      { error: 'process_mode does not have a valid value' },
    ]);
    expect(await answer('/projects/42/protected_environments', 'POST', { name: 'production' })).toEqual([
      400,
      { error: 'deploy_access_levels is missing' },
    ]);
  });

  it("logs an order GitLab does not take for a schedule's pipelines and still answers them", async () => {
    sandbox.requests.clear();
    const reply = await api(sandbox, '/projects/42/pipeline_schedules/1501/pipelines?order_by=id&sort=desc');
    expect(reply.status).toBe(200);
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([['order_by']]);
  });

  it('serves no endpoint GitLab lacks: reading one protection rule, updating a protected tag', async () => {
    expect(await answer('/projects/42/packages/protection/rules/801')).toEqual([
      404,
      { error: '404 Not Found' },
    ]);
    expect(await answer('/projects/42/registry/protection/tag/rules/821')).toEqual([
      404,
      { error: '404 Not Found' },
    ]);
    expect(await answer('/projects/42/protected_tags/v*', 'PUT', { create_access_level: 0 })).toEqual([
      404,
      { error: '404 Not Found' },
    ]);
    // The protected tag is still there, as it was.
    const [status, tag] = await answer('/projects/42/protected_tags/v*');
    expect(status).toBe(200);
    expect(tag).toMatchObject({ name: 'v*' });
  });
});
