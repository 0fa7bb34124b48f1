import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';
import { restRoutes } from './routes.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const SCOPE_IDS: Record<string, string> = { projects: '42', groups: '10', users: '2' };

/** Every GET route of the table whose only parameter is the scope's `:id`: the collection lists. */
function listRoutes(): string[] {
  return restRoutes()
    .filter((route) => route.method === 'GET')
    .map((route) => route.pattern)
    .filter(
      (pattern) =>
        (pattern.match(/:/g) ?? []).length <= 1 &&
        (!pattern.includes(':') ||
          (pattern.startsWith('/') && /^\/(projects|groups|users)\/:id\//.test(pattern))),
    )
    .map((pattern) =>
      pattern.replace(
        /^\/(projects|groups|users)\/:id/,
        (_all, scope: string) => `/${scope}/${SCOPE_IDS[scope]!}`,
      ),
    );
}

describe('the declarative table', () => {
  it('serves every list route with 200 and GitLab pagination headers', async () => {
    // Single objects, and compare (which needs from/to).
    const skip = new Set([
      '/projects/42/repository/compare',
      // Reads that need parameters: refs[] and version.
      '/projects/42/repository/merge_base',
      '/projects/42/repository/changelog',
      '/search',
      '/groups/10/search',
      '/projects/42/search',
      '/version',
      '/metadata',
      '/user',
      '/license',
      '/application/settings',
    ]);
    const paths = listRoutes().filter((path) => !skip.has(path));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const answer = await api(sandbox, path);
      expect(answer.status, path).toBe(200);
      if (Array.isArray(answer.body)) expect(answer.headers.get('x-per-page'), path).toBe('20');
    }
  });

  it('has no create or item routes where GitLab has none', async () => {
    expect((await api(sandbox, '/groups/10/issues', { method: 'POST', body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await api(sandbox, '/merge_requests/243')).body).toEqual({ error: '404 Not Found' });
  });

  it('each route pattern is registered once per method', () => {
    const keys = restRoutes().map((route) => `${route.method} ${route.pattern.replace(/:[a-z_]+/g, ':')}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
