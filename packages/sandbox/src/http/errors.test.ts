import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

describe("GitLab's error bodies", () => {
  it('404 for an unknown branch names the resource', async () => {
    const answer = await api(sandbox, '/projects/42/repository/branches/no-such-branch');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: '404 Branch Not Found' });
  });

  it('404 Project Not Found for an unknown numeric id or path', async () => {
    for (const id of ['999', 'group%2Fnope']) {
      const answer = await api(sandbox, `/projects/${id}/issues`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: '404 Project Not Found' });
    }
  });

  it("a path no route serves answers with Grape's `error` form", async () => {
    const answer = await api(sandbox, '/no/such/endpoint');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: '404 Not Found' });
  });

  it('400 with a per-field message object for a duplicate create', async () => {
    const answer = await api(sandbox, '/projects/42/environments', {
      method: 'POST',
      body: { name: 'production' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: { name: ['has already been taken'] } });
  });

  it('400 `<param> is missing` for a missing required parameter', async () => {
    const answer = await api(sandbox, '/projects/42/issues', {
      method: 'POST',
      body: { description: 'no title' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'title is missing' });
  });

  it('401 for a missing or unknown token', async () => {
    for (const token of [null, 'glpat-unknown']) {
      const answer = await api(sandbox, '/projects/42', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: '401 Unauthorized' });
    }
  });

  it('403 insufficient_scope when a read_api token writes', async () => {
    const answer = await api(sandbox, '/projects/42/issues', {
      method: 'POST',
      token: sandbox.tokens.readApi,
      body: { title: 'x' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error: 'insufficient_scope',
      error_description: 'The request requires higher privileges than provided by the access token.',
      scope: 'api',
    });
  });

  it('403 Forbidden on an admin endpoint without admin mode', async () => {
    const answer = await api(sandbox, '/application/settings', { token: sandbox.tokens.noAdmin });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: '403 Forbidden' });
  });

  it('409 when a label already exists', async () => {
    const answer = await api(sandbox, '/projects/42/labels', {
      method: 'POST',
      body: { name: 'bug', color: '#ff0000' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'Label already exists' });
  });

  it('409 when merging with a sha that is not the source HEAD', async () => {
    const mergeable = await api(sandbox, '/projects/42/merge_requests/241/merge', {
      method: 'PUT',
      body: { sha: '0'.repeat(40) },
    });
    expect(mergeable.status).toBe(409);
    expect(String((mergeable.body as { message: string }).message)).toMatch(
      /^SHA does not match HEAD of source branch: [0-9a-f]{40}$/,
    );
  });

  it('405 when merging a draft or closed merge request', async () => {
    for (const iid of [232, 233]) {
      const answer = await api(sandbox, `/projects/42/merge_requests/${iid}/merge`, { method: 'PUT' });
      expect(answer.status).toBe(405);
      expect(answer.body).toEqual({ message: '405 Method Not Allowed' });
    }
  });

  it('422 Branch cannot be merged for a merge request with conflicts', async () => {
    const answer = await api(sandbox, '/projects/42/merge_requests/235/merge', { method: 'PUT' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'Branch cannot be merged' });
  });

  it('400 when deleting the default branch', async () => {
    const answer = await api(sandbox, '/projects/42/repository/branches/main', { method: 'DELETE' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The default branch of a project cannot be deleted.' });
  });

  it('every answer carries X-Request-Id and JSON answers application/json', async () => {
    const ids = new Set<string>();
    for (const path of ['/version', '/projects/999', '/nope']) {
      const answer = await api(sandbox, path);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9A-Z]{26}$/);
      expect(answer.headers.get('content-type')).toBe('application/json');
      ids.add(answer.headers.get('x-request-id') ?? '');
    }
    expect(ids.size).toBe(3);
  });
});
