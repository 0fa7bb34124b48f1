import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, statusAndBody } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** The tables of a group's own resources and of who belongs to it, seen over HTTP. */
describe("parameter tables of a group's resources and members", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  const refusal = (path: string, method?: string, body?: unknown) =>
    statusAndBody(sandbox, path, method, body);

  it('refuses what the tables refuse, in Grape wording, before looking anything up', async () => {
    // GitLab names the provider of the LDAP link to delete, whether by CN or by filter.
    expect(await refusal('/groups/999999/ldap_group_links?cn=engineering', 'DELETE')).toEqual([
      400,
      { error: 'provider is missing' },
    ]);
    // A deploy token's scopes are GitLab's seven; `api` is a personal access token's scope.
    expect(
      await refusal('/groups/999999/deploy_tokens', 'POST', { name: 'ci', scopes: ['read_registry', 'api'] }),
    ).toEqual([400, { error: 'scopes does not have a valid value' }]);
    // No access (0) is not a role an invitation can give.
    expect(
      await refusal('/groups/999999/invitations', 'POST', { email: 'new@example.com', access_level: 0 }),
    ).toEqual([400, { error: 'access_level does not have a valid value' }]);
    expect(await refusal('/groups/999999/billable_members?sort=newest')).toEqual([
      400,
      { error: 'sort does not have a valid value' },
    ]);
    expect(await refusal('/groups/999999/protected_environments', 'POST', { name: 'production' })).toEqual([
      400,
      { error: 'deploy_access_levels is missing' },
    ]);
  });

  it("logs the names a group's path-only endpoints do not declare", async () => {
    sandbox.requests.clear();
    const answer = await api(sandbox, '/groups/10/registry/repositories?tags=true');
    expect(answer.status).toBe(200);
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([['tags']]);
  });
});
