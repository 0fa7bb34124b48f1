import { describe, expect, it } from 'vitest';
import { OAuthTokenValidator, parseTokenInfo } from './oauth-token-validator.js';

const GITLAB = 'https://gitlab.example.com';
const INFO = {
  resource_owner_id: 7,
  scope: ['api'],
  expires_in: 7200,
  application: { uid: 'app-1' },
  created_at: 1_700_000_000,
};

/** A GitLab stand-in answering token info from a table, counting what it was asked. */
function gitlab(answers: Record<string, { status: number; body?: unknown }>) {
  const asked: string[] = [];
  const fetch = async (input: string | URL, init?: RequestInit) => {
    asked.push(String(input));
    const token = /^Bearer (.+)$/.exec(new Headers(init?.headers).get('authorization') ?? '')?.[1] ?? '';
    const answer = answers[token] ?? { status: 401, body: { error: 'invalid_token' } };
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  };
  return { fetch, asked };
}

function validator(answers: Record<string, { status: number; body?: unknown }>, ttlMs = 15 * 60_000) {
  let time = 1_000_000;
  const site = gitlab(answers);
  const validate = new OAuthTokenValidator({ ttlMs, fetchFor: () => site.fetch, now: () => time });
  return { validate, asked: site.asked, advance: (ms: number) => (time += ms) };
}

describe('OAuthTokenValidator', () => {
  it('asks GitLab once per TTL: a second use is answered from the cache, a use after the TTL asks again', async () => {
    const { validate, asked, advance } = validator({ good: { status: 200, body: INFO } }, 60_000);
    const info = await validate.validate('k', 'good', GITLAB);
    expect(info).toEqual({ scopes: ['api'], applicationUid: 'app-1', resourceOwnerId: 7 });
    expect(asked).toEqual([`${GITLAB}/oauth/token/info`]);
    advance(59_000);
    await validate.validate('k', 'good', GITLAB);
    expect(asked).toHaveLength(1);
    advance(2_000);
    await validate.validate('k', 'good', GITLAB);
    expect(asked).toHaveLength(2);
  });

  it("never trusts a validation past the token's own expiry", async () => {
    const { validate, asked, advance } = validator({
      short: { status: 200, body: { ...INFO, expires_in: 30 } },
    });
    await validate.validate('k', 'short', GITLAB);
    advance(29_000);
    await validate.validate('k', 'short', GITLAB);
    expect(asked).toHaveLength(1);
    advance(2_000);
    await validate.validate('k', 'short', GITLAB);
    expect(asked).toHaveLength(2);
  });

  it('returns null for a token GitLab refuses, and does not cache the refusal', async () => {
    const { validate, asked } = validator({});
    expect(await validate.validate('k', 'glpat-personal', GITLAB)).toBeNull();
    expect(await validate.validate('k', 'glpat-personal', GITLAB)).toBeNull();
    expect(asked).toHaveLength(2);
    expect(validate.size).toBe(0);
  });

  it('returns null for a token whose remaining lifetime is over', async () => {
    const { validate } = validator({ old: { status: 200, body: { ...INFO, expires_in: 0 } } });
    expect(await validate.validate('k', 'old', GITLAB)).toBeNull();
  });

  it('shares one lookup between concurrent first uses of a token', async () => {
    const { validate, asked } = validator({ good: { status: 200, body: INFO } });
    await Promise.all([1, 2, 3].map(() => validate.validate('k', 'good', GITLAB)));
    expect(asked).toHaveLength(1);
  });

  it('throws token_info_unavailable, caching nothing, when GitLab answers an error status', async () => {
    const { validate } = validator({ good: { status: 502 } });
    await expect(validate.validate('k', 'good', GITLAB)).rejects.toMatchObject({
      code: 'token_info_unavailable',
    });
    expect(validate.size).toBe(0);
  });

  it('cached answers a trusted validation without asking GitLab, and nothing once it has expired', async () => {
    const { validate, asked, advance } = validator({ good: { status: 200, body: INFO } }, 60_000);
    expect(validate.cached('k')).toBeNull();
    await validate.validate('k', 'good', GITLAB);
    expect(validate.cached('k')).toEqual({ scopes: ['api'], applicationUid: 'app-1', resourceOwnerId: 7 });
    advance(61_000);
    expect(validate.cached('k')).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('sweep drops expired validations', async () => {
    const { validate, advance } = validator({ good: { status: 200, body: INFO } }, 60_000);
    await validate.validate('k', 'good', GITLAB);
    validate.sweep();
    expect(validate.size).toBe(1);
    advance(61_000);
    validate.sweep();
    expect(validate.size).toBe(0);
  });
});

describe('parseTokenInfo', () => {
  it("reads Doorkeeper's deprecated aliases and an older space-separated scope", () => {
    expect(parseTokenInfo({ scopes: ['read_api'], application: null })).toEqual({
      scopes: ['read_api'],
      applicationUid: null,
      resourceOwnerId: null,
    });
    expect(parseTokenInfo({ scope: 'api read_user', application: { uid: 'x' } }).scopes).toEqual([
      'api',
      'read_user',
    ]);
  });
});
