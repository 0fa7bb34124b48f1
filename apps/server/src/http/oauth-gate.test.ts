import { describe, expect, it } from 'vitest';
import { OAuthGate } from './oauth-gate.js';
import { OAuthTokenValidator } from './oauth-token-validator.js';

const PUBLIC_URL = 'https://mcp.example.com';
const GITLAB = 'https://gitlab.example.com';

/** A gate over a GitLab that answers every token-info request with `status` and `body`. */
function gate(status: number, body: unknown, allowed: string[] = []) {
  const fetch = () => Promise.resolve(new Response(JSON.stringify(body), { status }));
  const validator = new OAuthTokenValidator({ ttlMs: 60_000, fetchFor: () => fetch });
  return new OAuthGate({ publicUrl: PUBLIC_URL, oauthCacheTtl: 60_000, oauthClientUid: allowed }, validator);
}

const info = (scope: string[], uid: string | null = 'app-1') => ({
  resource_owner_id: 1,
  scope,
  expires_in: 7200,
  application: uid === null ? null : { uid },
});

describe('OAuthGate', () => {
  it('reads only Authorization: Bearer, never PRIVATE-TOKEN', () => {
    const door = gate(200, info(['api']));
    expect(door.tokenOf({ authorization: 'Bearer abc' })).toBe('abc');
    expect(door.tokenOf({ 'private-token': 'glpat-x' })).toBeNull();
  });

  it('answers a missing token with 401 and the RFC 9728 resource_metadata challenge', () => {
    const refusal = gate(200, info(['api'])).missing();
    expect(refusal).toMatchObject({ status: 401, code: -40100 });
    expect(refusal.headers['WWW-Authenticate']).toBe(
      `Bearer realm="gitlab-mcp-server", resource_metadata="${PUBLIC_URL}/.well-known/oauth-protected-resource"`,
    );
  });

  it('lets through a confirmed token with api or read_api from any application when no allow-list is set', async () => {
    expect(await gate(200, info(['api'])).check('t', GITLAB)).toBeNull();
    expect(await gate(200, info(['read_api'], null)).check('t', GITLAB)).toBeNull();
  });

  it('answers a token GitLab does not confirm with 401 invalid_token', async () => {
    const refusal = await gate(401, { error: 'invalid_token' }).check('t', GITLAB);
    expect(refusal).toMatchObject({ status: 401, code: -40100 });
    expect(refusal?.headers['WWW-Authenticate']).toContain('error="invalid_token"');
  });

  it('refuses, with 403 naming it, an application outside the allow-list and a token without an application', async () => {
    const other = await gate(200, info(['api'], 'app-2'), ['app-1']).check('t', GITLAB);
    expect(other).toMatchObject({ status: 403, code: -40300 });
    expect(other?.message).toContain('The OAuth application app-2 ');
    expect(await gate(200, info(['api'], null), ['app-1']).check('t', GITLAB)).toMatchObject({ status: 403 });
    expect(await gate(200, info(['api'], 'app-1'), ['app-1']).check('t', GITLAB)).toBeNull();
  });

  it('refuses a token with neither api nor read_api with 403 insufficient_scope', async () => {
    const refusal = await gate(200, info(['read_user', 'openid'])).check('t', GITLAB);
    expect(refusal).toMatchObject({ status: 403, code: -40300 });
    expect(refusal?.message).toContain('read_user openid');
    expect(refusal?.headers['WWW-Authenticate']).toContain(
      'error="insufficient_scope", scope="api read_api"',
    );
  });

  it('issue 9: hands the scopes it confirmed to the tenant without asking GitLab again', async () => {
    let asked = 0;
    const fetch = () => {
      asked += 1;
      return Promise.resolve(new Response(JSON.stringify(info(['read_api'])), { status: 200 }));
    };
    const door = new OAuthGate(
      { publicUrl: PUBLIC_URL, oauthCacheTtl: 60_000, oauthClientUid: [] },
      new OAuthTokenValidator({ ttlMs: 60_000, fetchFor: () => fetch }),
    );
    expect(door.confirmedScopes('t', GITLAB)).toBeNull();
    expect(await door.check('t', GITLAB)).toBeNull();
    expect(door.confirmedScopes('t', GITLAB)).toEqual(['read_api']);
    // Confirmed for one instance only, and for that token only.
    expect(door.confirmedScopes('t', 'https://other.example.com')).toBeNull();
    expect(door.confirmedScopes('u', GITLAB)).toBeNull();
    expect(asked).toBe(1);
  });

  it('answers 502 when GitLab cannot say', async () => {
    const refusal = await gate(500, {}).check('t', GITLAB);
    expect(refusal).toMatchObject({ status: 502, code: -32000 });
    expect(refusal?.message).toContain('answered 500 to GET /oauth/token/info');
  });
});
