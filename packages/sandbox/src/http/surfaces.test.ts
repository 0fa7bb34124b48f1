import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import type { Sandbox } from '../types.js';

/** GitLab serves its REST API only under `<relative root>/api/v4` and GraphQL only at `<relative root>/api/graphql`. */
describe.each([
  ['at the root', ''],
  ['under a sub-path', '/gitlab'],
])('where the sandbox serves what, %s', (_where, basePath) => {
  let sandbox: Sandbox;
  let origin: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ basePath });
    origin = new URL(sandbox.url).origin;
  });
  afterAll(() => sandbox.close());

  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${origin}${path}`, {
      ...init,
      headers: { 'private-token': sandbox.tokens.api, ...(init.headers as Record<string, string>) },
    });

  it('its URL carries the sub-path', () => {
    expect(new URL(sandbox.url).pathname.replace(/\/$/, '')).toBe(basePath);
  });

  it('answers the REST API under /api/v4 with JSON', async () => {
    const response = await get(`${basePath}/api/v4/projects/42/repository/branches`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(sandbox.requests.all().at(-1)).toMatchObject({
      surface: 'rest',
      path: '/projects/42/repository/branches',
    });
  });

  const outside = [
    ['without /api/v4', `${basePath}/projects/42/repository/branches`],
    ['under another API version', `${basePath}/api/v3/projects/42`],
    ['at a GraphQL lookalike', `${basePath}/graphql`],
    // Without a sub-path this would be the API path itself.
    ...(basePath === '' ? [] : [['without the sub-path', '/api/v4/projects/42/repository/branches']]),
  ];
  it.each(outside)('answers a path %s with the web app’s HTML 404, never the API', async (_why, path) => {
    const response = await get(path!);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
    expect(sandbox.requests.all().at(-1)).toMatchObject({ surface: 'web', path });
  });

  it('answers GraphQL only at /api/graphql', async () => {
    const query = JSON.stringify({ query: '{ currentUser { username } }' });
    const headers = { 'content-type': 'application/json' };
    const served = await get(`${basePath}/api/graphql`, { method: 'POST', body: query, headers });
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ data: { currentUser: { username: 'root' } } });
    const elsewhere = await get(`${basePath}/api/v4/graphql`, { method: 'POST', body: query, headers });
    expect(elsewhere.status).toBe(404);
  });

  it('does not match an unencoded group/project as one path segment', async () => {
    const response = await get(`${basePath}/api/v4/projects/group/project/repository/branches`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: '404 Not Found' });
  });
});
