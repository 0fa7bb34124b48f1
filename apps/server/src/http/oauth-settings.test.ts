import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';

function load(argv: string[], env: Record<string, string> = {}) {
  return loadConfig({ argv, env, home: '/home/u', readFile: () => undefined }).config;
}

describe('OAuth mode settings', () => {
  it("defaults to legacy mode, a 15m cache, any client and no document URIs (the reference's defaults)", () => {
    expect(load([])).toMatchObject({
      authMode: 'legacy',
      publicUrl: '',
      oauthCacheTtl: 15 * 60_000,
      oauthClientUid: [],
      oauthResourceDocumentation: '',
      oauthPolicyUri: '',
      oauthTosUri: '',
    });
  });

  it('reads the mode and public URL from flags and from GITLAB_MCP_ variables', () => {
    expect(load(['--auth-mode', 'oauth', '--public-url', 'https://mcp.example.com/'])).toMatchObject({
      authMode: 'oauth',
      publicUrl: 'https://mcp.example.com',
    });
    expect(
      load([], { GITLAB_MCP_AUTH_MODE: 'OAuth', GITLAB_MCP_PUBLIC_URL: 'https://mcp.example.com:8443' }),
    ).toMatchObject({ authMode: 'oauth', publicUrl: 'https://mcp.example.com:8443' });
  });

  it('refuses an unknown mode and a public URL that is not an https origin', () => {
    expect(() => load(['--auth-mode', 'saml'])).toThrow(
      /--auth-mode="saml" is not valid: expected one of legacy, oauth/,
    );
    for (const url of ['http://mcp.example.com', 'https://mcp.example.com/prefix', 'mcp.example.com'])
      expect(() => load(['--public-url', url]), url).toThrow(expect.objectContaining({ code: 'config' }));
  });

  it('takes a cache TTL from 1m to 2h in the duration syntax, and nothing outside', () => {
    expect(load(['--oauth-cache-ttl', '1m']).oauthCacheTtl).toBe(60_000);
    expect(load(['--oauth-cache-ttl', '1h30m']).oauthCacheTtl).toBe(5_400_000);
    expect(load([], { GITLAB_MCP_OAUTH_CACHE_TTL: '2h' }).oauthCacheTtl).toBe(7_200_000);
    for (const ttl of ['59s', '2h1m', '0', '15', 'soon'])
      expect(() => load(['--oauth-cache-ttl', ttl]), ttl).toThrow(/expected a duration from 1m to 2h/);
  });

  it('collects client UIDs from a repeated flag or a comma list', () => {
    expect(load(['--oauth-client-uid', 'aaa', '--oauth-client-uid', 'bbb']).oauthClientUid).toEqual([
      'aaa',
      'bbb',
    ]);
    expect(load([], { GITLAB_MCP_OAUTH_CLIENT_UID: 'aaa, bbb,' }).oauthClientUid).toEqual(['aaa', 'bbb']);
  });

  it('reads the metadata document URIs, which must be http(s) URLs', () => {
    const config = load([
      '--oauth-resource-documentation',
      'https://docs.example.com/mcp',
      '--oauth-policy-uri',
      'https://example.com/policy',
      '--oauth-tos-uri',
      'https://example.com/tos',
    ]);
    expect(config).toMatchObject({
      oauthResourceDocumentation: 'https://docs.example.com/mcp',
      oauthPolicyUri: 'https://example.com/policy',
      oauthTosUri: 'https://example.com/tos',
    });
    expect(() => load(['--oauth-tos-uri', 'ftp://example.com/tos'])).toThrow(
      expect.objectContaining({ code: 'config' }),
    );
  });
});
