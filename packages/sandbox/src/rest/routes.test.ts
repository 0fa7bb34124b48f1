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
      // A badge preview needs link_url and image_url.
      '/projects/42/badges/render',
      '/groups/10/badges/render',
      '/search',
      '/groups/10/search',
      '/groups/10/-/search',
      '/projects/42/search',
      '/projects/42/-/search',
      '/version',
      '/metadata',
      '/user',
      '/license',
      '/application/settings',
      // A download that exists only after an export, and a pull mirror only on a mirrored project.
      '/projects/42/export/download',
      '/projects/42/mirror/pull',
      // A group export likewise, and avatars that exist only after an upload.
      '/groups/10/export/download',
      '/projects/42/avatar',
      '/groups/10/avatar',
      // Lookups that need their one parameter: an email's avatar, an SSH key's fingerprint.
      '/avatar',
      '/keys',
      // Group activity counters need the group_path parameter.
      '/analytics/group_activity/issues_count',
      '/analytics/group_activity/merge_requests_count',
      '/analytics/group_activity/new_members_count',
      // Reads GitLab refuses without a required parameter (metric, a search term…).
      '/groups/10/dora/metrics',
      '/projects/42/dora/metrics',
    ]);
    // Lists GitLab answers whole, with no page headers (lib/api/integrations.rb presents them unpaginated).
    const unpaginated = new Set([
      '/projects/42/integrations',
      '/projects/42/services',
      '/groups/10/integrations',
    ]);
    const paths = listRoutes().filter((path) => !skip.has(path));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const answer = await api(sandbox, path);
      expect(answer.status, path).toBe(200);
      if (Array.isArray(answer.body) && !unpaginated.has(path))
        expect(answer.headers.get('x-per-page'), path).toBe('20');
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
