/**
 * Issue 9 (scope detection of issue 5 for OAuth tokens): over stdio, GITLAB_TOKEN may hold a GitLab OAuth access
 * token (sent as Bearer with GITLAB_MCP_AUTH_MODE=oauth). /personal_access_tokens/self does not describe it, so its
 * scopes come from /oauth/token/info, and a token granted read_api only is served the read-only catalog, exactly as
 * a read_api personal access token is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiOAuthGitLab } from '../support/gitlab-proxy.js';
import type { GitLabProxy } from '../support/gitlab-proxy.js';
import { closeHarnesses, START_TIMEOUT, startHarness, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { closedPort } from '../support/server-process.js';

/** Issue 22: a refusal caused by the token's scope names the missing scope, not the operator. */
const WITHHELD =
  'gitlab_execute_action: action "branch.delete" exists but needs a token with the api scope; this token has read_api';
const WRITES = ['branch.create', 'branch.delete', 'branch.protect', 'issue.create', 'issue.update'];

let proxy: GitLabProxy;
let oauth: Harness;
let harnesses: { pat: Harness };
/** What the server asked GitLab while it started, as `METHOD /path`. */
let startup: { oauth: string[]; pat: string[] };

beforeAll(async () => {
  // The proxy must know the sandbox's address before the server starts: the sandbox gets a port chosen here.
  const port = await closedPort();
  proxy = await readApiOAuthGitLab(`http://127.0.0.1:${port}`);
  [oauth, harnesses] = await Promise.all([
    startHarness({
      token: 'oauth',
      sandbox: { port },
      env: { GITLAB_URL: proxy.url, GITLAB_MCP_AUTH_MODE: 'oauth' },
    }),
    startHarnesses({ pat: { token: 'readApi' } }),
  ]);
  startup = { oauth: oauth.gitlabRequests(), pat: harnesses.pat.gitlabRequests() };
}, START_TIMEOUT);

afterAll(async () => {
  await Promise.all([oauth?.close(), closeHarnesses(harnesses)]);
  await proxy?.close();
});

describe('issue 9: a read_api OAuth token in GITLAB_TOKEN', () => {
  it('start-up learns its scopes from /oauth/token/info once /personal_access_tokens/self declines it', () => {
    expect(startup.oauth).toContain('GET /personal_access_tokens/self');
    expect(startup.oauth).toContain('GET /oauth/token/info');
    const self = oauth.sandbox.requests
      .all()
      .find((request) => request.path === '/personal_access_tokens/self');
    expect(self?.status).toBe(400);
  });

  it('a personal access token costs no token-info request', () => {
    expect(startup.pat).toContain('GET /personal_access_tokens/self');
    expect(startup.pat).not.toContain('GET /oauth/token/info');
  });

  it('OF-58 OF-59 tools/list marks both dynamic tools read-only, as for a read_api personal access token', () => {
    const hints = (harness: Harness) =>
      harness.tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint]);
    expect(hints(oauth)).toEqual([
      ['gitlab_find_action', true],
      ['gitlab_execute_action', true],
    ]);
    expect(hints(oauth)).toEqual(hints(harnesses.pat));
  });

  it('OF-59 gitlab_find_action offers no write', async () => {
    const found = await oauth.call('gitlab_find_action', { query: 'delete branch' });
    const ids = (found.structuredContent as { results: Array<{ id: string }> }).results.map((hit) => hit.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const write of WRITES) expect(ids).not.toContain(write);
  });

  it('OF-59 a write, even confirmed, is refused with the read-only text before any GitLab request', async () => {
    oauth.sandbox.requests.clear();
    proxy.answered.length = 0;
    const refused = await oauth.call('gitlab_execute_action', {
      action: 'branch.delete',
      params: { project_id: 'group/project', branch_name: 'feature/login' },
      confirm: true,
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(WITHHELD);
    expect(oauth.gitlabRequests()).toEqual([]);
    expect(proxy.answered).toEqual([]);
  });

  it('reads still work, sent as a Bearer token', async () => {
    oauth.sandbox.requests.clear();
    const read = await oauth.call('gitlab_execute_action', { action: 'user.current', params: {} });
    expect(read.isError).toBeFalsy();
    expect(textOf(read)).toContain('(@root)');
    for (const request of oauth.sandbox.requests.all()) {
      expect(request.headers.authorization).toBe('[REDACTED]');
      expect(request.headers['private-token']).toBeUndefined();
    }
  });
});
