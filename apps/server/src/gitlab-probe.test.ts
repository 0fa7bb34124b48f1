import { createRestClient } from '@gitlab-mcp/rest';
import type { Credential } from '@gitlab-mcp/rest';
import { describe, expect, it } from 'vitest';
import { probeGitLab } from './gitlab-probe.js';
import { tokenReach } from './tenant.js';

/** A sub-path install, so the token-info path is seen to keep the instance's prefix. */
const GITLAB = 'https://gitlab.example.com/gitlab';
const OAUTH = 'oauth-access-token';
const PAT = 'glpat-read-api';
const JOB = 'glcbt-job-token';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A GitLab answering as GitLab 17 does for each kind of token: /personal_access_tokens/self describes only an access
 * token (400 for an OAuth token, 401 for a job token), /oauth/token/info only an OAuth token sent as Bearer (401).
 */
function gitlab(scopes: { pat?: string[]; oauth?: string[] } = {}) {
  const asked: string[] = [];
  const fetch = async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url.pathname);
    const headers = new Headers(init?.headers);
    const bearer = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
    const token = headers.get('private-token') ?? headers.get('job-token') ?? bearer;
    const path = url.pathname.replace(/^\/gitlab/, '');
    if (path === '/oauth/token/info')
      return bearer === OAUTH
        ? json(200, {
            resource_owner_id: 1,
            scope: scopes.oauth ?? ['api'],
            expires_in: 7200,
            application: null,
          })
        : json(401, { error: 'invalid_token' });
    switch (path) {
      case '/api/v4/user':
        return json(200, { id: 1, username: 'root', is_admin: true });
      case '/api/v4/version':
        return json(200, { version: '17.9.1-ee', enterprise: true });
      case '/api/v4/personal_access_tokens/self':
        if (token === JOB) return json(401, { message: '401 Unauthorized' });
        return token === OAUTH
          ? json(400, {
              message: '400 Bad request - This endpoint requires token type to be a personal access token',
            })
          : json(200, { id: 2, scopes: scopes.pat ?? ['api'] });
      default:
        return json(404, { message: '404 Not Found' });
    }
  };
  return { fetch, asked };
}

function probe(
  credential: Credential,
  site: ReturnType<typeof gitlab>,
  known: readonly string[] | null = null,
) {
  const rest = createRestClient({ url: GITLAB, credential, fetch: site.fetch, retry: { maxAttempts: 1 } });
  return probeGitLab(rest, GITLAB, 'free', known);
}

describe('probeGitLab token scopes', () => {
  it('issue 9: learns an OAuth token’s read_api from /oauth/token/info, which makes the tenant read-only', async () => {
    const site = gitlab({ oauth: ['read_api', 'openid'] });
    const facts = await probe({ kind: 'oauth', token: OAUTH }, site);
    expect(facts.scopes).toEqual(['read_api', 'openid']);
    expect(facts).toMatchObject({ fineGrained: false, grant: null });
    expect(site.asked).toContain('/gitlab/oauth/token/info');
    expect(tokenReach(facts, false)).toEqual({ readOnlyToken: true, admin: false });
  });

  it('an OAuth api token of an administrator reaches admin actions only with admin_mode', async () => {
    const plain = await probe({ kind: 'oauth', token: OAUTH }, gitlab({ oauth: ['api'] }));
    expect(tokenReach(plain, false)).toEqual({ readOnlyToken: false, admin: false });
    const admin = await probe({ kind: 'oauth', token: OAUTH }, gitlab({ oauth: ['api', 'admin_mode'] }));
    expect(tokenReach(admin, false)).toEqual({ readOnlyToken: false, admin: true });
  });

  it('asks nothing more for a personal access token: its scopes come from /personal_access_tokens/self', async () => {
    const site = gitlab({ pat: ['read_api'] });
    const facts = await probe({ kind: 'private', token: PAT }, site);
    expect(facts.scopes).toEqual(['read_api']);
    expect(site.asked).not.toContain('/gitlab/oauth/token/info');
    expect(tokenReach(facts, false)).toEqual({ readOnlyToken: true, admin: false });
  });

  it('takes the scopes OAuth mode already confirmed and asks neither token endpoint', async () => {
    const site = gitlab({ oauth: ['api'] });
    const facts = await probe({ kind: 'oauth', token: OAUTH }, site, ['read_api']);
    expect(facts.scopes).toEqual(['read_api']);
    expect(site.asked.sort()).toEqual(['/gitlab/api/v4/user', '/gitlab/api/v4/version']);
  });

  it('leaves a CI job token’s scopes unknown, so it narrows nothing', async () => {
    const facts = await probe({ kind: 'job', token: JOB }, gitlab());
    expect(facts.scopes).toBeNull();
    expect(tokenReach(facts, false)).toEqual({ readOnlyToken: false, admin: true });
  });

  it('GITLAB_MCP_IGNORE_SCOPES keeps a read_api OAuth token’s writes', async () => {
    const facts = await probe({ kind: 'oauth', token: OAUTH }, gitlab({ oauth: ['read_api'] }));
    expect(tokenReach(facts, true)).toEqual({ readOnlyToken: false, admin: true });
  });
});
