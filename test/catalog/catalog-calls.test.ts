import { fillTemplate, findAction } from '@gitlab-mcp/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NOW, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { CATALOG_CALLS } from './calls/index.js';
import type { CatalogCall } from './catalog-call.js';

/** The GitLab request a call must cause, from the action's own template: `DELETE /projects/group%2Fproject/...`. */
function expectedRequest(call: CatalogCall): string | null {
  const action = findAction(call.action);
  if (!action) throw new Error(`${call.action} is not in the catalog`);
  const gitlab = action.gitlab;
  if ('local' in gitlab) return null;
  if ('graphql' in gitlab) return 'POST /api/graphql';
  const params = gitlab.send ? gitlab.send(call.params) : call.params;
  const { method, path } = fillTemplate(gitlab.route?.(call.params) ?? gitlab.rest, params);
  return `${method} ${path}`;
}

/**
 * Every catalog action, executed through the built server on the dynamic surface against the sandbox, in table
 * order (a create, then the get and delete of what it made). Each call must give the answer its table row expects
 * and send GitLab the request its template names; destructive calls confirm, as a user who approved would.
 */
describe.each(Object.entries(CATALOG_CALLS))('catalog calls: %s', (_domain, calls) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ sandbox: { now: CONTRACT_NOW } });
  });
  afterAll(() => harness.close());

  it.each(calls.map((call) => [call.action, call] as const))('%s', async (_id, call) => {
    harness.sandbox.requests.clear();
    const result = await harness.call('gitlab_execute_action', {
      action: call.action,
      params: call.params,
      confirm: true,
    });
    expect(result.isError ?? false, textOf(result)).toBe(call.isError ?? false);
    expect(textOf(result)).toContain(call.expect);
    const wanted = expectedRequest(call);
    // The request log names REST paths after /api/v4, and GraphQL by its own path, as the templates do.
    if (wanted) expect(harness.gitlabRequests()).toContain(wanted);
  });
});
