import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import type { Sandbox } from '../types.js';
import { SANDBOX_OAUTH_APPLICATION_UID } from './oauth-token-info.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

function tokenInfo(headers: Record<string, string>, query = ''): Promise<Response> {
  return fetch(`${sandbox.url}/oauth/token/info${query}`, { headers });
}

describe('GET /oauth/token/info (Doorkeeper)', () => {
  it("answers the OAuth token's owner, scopes, lifetime and application in GitLab's wire format", async () => {
    const response = await tokenInfo({ Authorization: `Bearer ${sandbox.tokens.oauth}` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    // Seeded tokens expire a year after the sandbox clock, at midnight UTC.
    const expiresIn = (Date.parse('2026-03-21T00:00:00Z') - Date.parse('2025-03-21T09:00:00Z')) / 1000;
    expect(body).toEqual({
      resource_owner_id: 1,
      scope: ['api', 'read_user', 'openid'],
      expires_in: expiresIn,
      application: { uid: SANDBOX_OAUTH_APPLICATION_UID },
      created_at: Date.parse('2025-01-02T09:00:00.000Z') / 1000,
      scopes: ['api', 'read_user', 'openid'],
      expires_in_seconds: expiresIn,
    });
  });

  it('reads the token from the access_token parameter too', async () => {
    const response = await tokenInfo({}, `?access_token=${sandbox.tokens.oauth}`);
    expect(response.status).toBe(200);
  });

  it('answers 401 invalid_token for a personal access token, an unknown token and no token', async () => {
    const attempts: Record<string, string>[] = [
      { Authorization: `Bearer ${sandbox.tokens.api}` },
      { Authorization: 'Bearer not-a-token' },
      {},
    ];
    for (const headers of attempts) {
      const response = await tokenInfo(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
      expect(await response.json()).toEqual({
        error: 'invalid_token',
        error_description: 'The access token is invalid',
        state: 'unauthorized',
      });
    }
  });

  it('is served at the instance root only, and logged under its own path', async () => {
    sandbox.requests.clear();
    const underApi = await fetch(`${sandbox.url}/api/v4/oauth/token/info`, {
      headers: { Authorization: `Bearer ${sandbox.tokens.oauth}` },
    });
    expect(underApi.status).toBe(404);
    await tokenInfo({ Authorization: `Bearer ${sandbox.tokens.oauth}` });
    expect(sandbox.requests.all().map((request) => [request.path, request.status])).toEqual([
      ['/oauth/token/info', 404],
      ['/oauth/token/info', 200],
    ]);
  });
});
