import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillTemplate } from '@gitlab-mcp/catalog/run';
import { findAction } from '@gitlab-mcp/catalog/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NOW, START_TIMEOUT, WEB_APP, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { CATALOG_CALLS } from './calls/index.js';
import type { CatalogCall } from './catalog-call.js';
import { pageFactProblems } from './page-facts.js';
import { wireProblems } from './wire.js';
import type { ReferenceWire } from './wire.js';

/** reference/spec/catalog.json by action ID: tool names, parameters and the GitLab request of each action. */
const REFERENCE = new Map(
  (
    JSON.parse(readFileSync(new URL('../../reference/spec/catalog.json', import.meta.url), 'utf8')) as Array<
      ReferenceWire & { id: string; individual_tool: string | null }
    >
  ).map((entry) => [entry.id, entry]),
);

/** catalog.json's individual tool names: what a user's allow-list names on the individual surface. */
const REFERENCE_TOOLS = new Map([...REFERENCE].map(([id, entry]) => [id, entry.individual_tool]));

/** Where the call tables live: the files they upload are their own. */
const CALLS_DIR = fileURLToPath(new URL('./calls/', import.meta.url));

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
 * and send GitLab the request its template names, with the parameter names the reference catalog and GitLab's
 * documentation give, each in the query or the body as the method wants (wire.ts); a list's seven pagination fields
 * must say what GitLab's page headers said (page-facts.ts). Destructive calls confirm, as a user who approved would. The
 * whole table runs twice: against GitLab at the host's root and under a sub-path (a relative URL root, `/gitlab`),
 * where a URL built from the host root instead of the API base reaches GitLab's web app, not its API.
 * Each table has its own sandbox and server, so tables run side by side (up to vitest's maxConcurrency, 5) while the
 * rows of one table run in order: most of a row is spent waiting on the server and the sandbox, and the file would
 * otherwise be the suite's longest on one core.
 */
describe.each([
  ['at the root', ''],
  ['under /gitlab', '/gitlab'],
])('catalog calls %s', (_where, basePath) => {
  describe.concurrent.each(Object.entries(CATALOG_CALLS))('%s', (_domain, calls) => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startHarness({
        sandbox: { now: CONTRACT_NOW, basePath },
        // Uploads send files of the call tables themselves; downloads write to the temporary folder.
        env: { GITLAB_MCP_ALLOWED_DIRS: [tmpdir(), CALLS_DIR].join(delimiter) },
      });
    }, START_TIMEOUT);
    afterAll(() => harness.close());

    it.sequential.each(calls.map((call) => [call.action, call] as const))('%s', async (_id, call) => {
      harness.sandbox.requests.clear();
      const result = await harness.call('gitlab_execute_action', {
        action: call.action,
        params: call.params,
        confirm: true,
      });
      expect(result.isError ?? false, textOf(result)).toBe(call.isError ?? false);
      expect(textOf(result)).toContain(call.expect);
      const requests = harness.gitlabRequests();
      expect(
        requests.filter((request) => request.includes(WEB_APP)),
        'requests outside the API',
      ).toEqual([]);
      const wanted = expectedRequest(call);
      // The request log names REST paths after /api/v4, and GraphQL by its own path, as the templates do.
      if (wanted) expect(requests).toContain(wanted);
      const log = harness.sandbox.requests.all();
      expect(wireProblems(call, REFERENCE.get(call.action) ?? {}, log), 'the wire').toEqual([]);
      // Where the sandbox has GitLab's parameter table for the endpoint, a name it does not declare is one GitLab
      // would ignore: the user's parameter is lost on the way.
      expect(
        log.flatMap((request) =>
          request.undeclared ? [`${request.method} ${request.path}: ${request.undeclared.join(', ')}`] : [],
        ),
        'names GitLab does not declare',
      ).toEqual([]);
      expect(pageFactProblems(call, result, log), 'the page facts').toEqual([]);
    });
  });
});

/** Per table, its first read that has an individual tool: a sample each surface must answer the same way. */
const SAMPLES = Object.entries(CATALOG_CALLS).flatMap(([table, calls]) => {
  const sample = calls.find(
    (call) =>
      findAction(call.action)?.classification.readOnly && REFERENCE_TOOLS.get(call.action) && !call.isError,
  );
  return sample ? [[table, sample] as const] : [];
});

function callOn(
  surface: 'meta' | 'individual',
  call: CatalogCall,
): { name: string; args: Record<string, unknown> } {
  if (surface === 'individual') return { name: REFERENCE_TOOLS.get(call.action)!, args: call.params };
  const dot = call.action.indexOf('.');
  return {
    name: `gitlab_${call.action.slice(0, dot)}`,
    args: { action: call.action.slice(dot + 1), params: call.params },
  };
}

/** OF-21: a sample of every table on the meta and individual surfaces gives the same answer and request. */
describe.each(['meta', 'individual'] as const)('catalog samples on the %s surface', (surface) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ surface, sandbox: { now: CONTRACT_NOW } });
  }, START_TIMEOUT);
  afterAll(() => harness.close());

  it.each(SAMPLES)('%s', async (_table, call) => {
    harness.sandbox.requests.clear();
    const { name, args } = callOn(surface, call);
    const result = await harness.call(name, args);
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(textOf(result)).toContain(call.expect);
    const wanted = expectedRequest(call);
    if (wanted) expect(harness.gitlabRequests()).toContain(wanted);
  });
});
