import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** The tables of the instance's own endpoints (application settings, features, topics, exports), over HTTP. */
describe('parameter tables of instance endpoints', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  const answer = async (path: string, method: string, body: unknown) => {
    const reply = await api(sandbox, path, { method, body });
    return [reply.status, reply.body];
  };

  it('refuses a mistyped or unknown-valued application setting in Grape wording', async () => {
    expect(
      await answer('/application/settings', 'PUT', {
        signup_enabled: 'sometimes',
        default_project_visibility: 'secret',
        import_sources: 'github,svn',
        elasticsearch_shards: 'many',
      }),
    ).toEqual([
      400,
      {
        error:
          'default_project_visibility does not have a valid value, elasticsearch_shards is invalid, ' +
          'import_sources does not have a valid value, signup_enabled is invalid',
      },
    ]);
  });

  it('changes a declared setting, and drops and logs a misspelt one instead of storing it', async () => {
    sandbox.requests.clear();
    const [status, body] = await answer('/application/settings', 'PUT', {
      default_branch_name: 'trunk',
      default_branch_nmae: 'main',
      elasticsearch_shards: { 'gitlab-production': 5 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ default_branch_name: 'trunk' });
    expect(body).not.toHaveProperty('default_branch_nmae');
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([['default_branch_nmae']]);
  });

  it("refuses a feature flag without a value, a topic without its title and a broadcast message's type", async () => {
    expect(await answer('/features/new_navigation', 'POST', { key: 'percentage_of_time' })).toEqual([
      400,
      { error: 'value is missing' },
    ]);
    expect(await answer('/topics', 'POST', { name: 'payments' })).toEqual([
      400,
      { error: 'title is missing' },
    ]);
    expect(await answer('/broadcast_messages', 'POST', { message: 'Hi', broadcast_type: 'popup' })).toEqual([
      400,
      { error: 'broadcast_type does not have a valid value' },
    ]);
  });

  it('answers 404 to a pipeline dependency export that is not an SBOM, as GitLab does', async () => {
    expect(await answer('/pipelines/1207/dependency_list_exports', 'POST', { export_type: 'csv' })).toEqual([
      400,
      { error: 'export_type does not have a valid value' },
    ]);
    expect(
      await answer('/pipelines/1207/dependency_list_exports', 'POST', { export_type: 'dependency_list' }),
    ).toEqual([404, { message: '404 Not Found' }]);
  });
});
