import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('/personal_access_tokens/self by token kind', () => {
  it('describes a personal access token, sent either way, with its scopes', async () => {
    for (const as of ['private', 'bearer'] as const) {
      const self = await api(sandbox, '/personal_access_tokens/self', { token: sandbox.tokens.readApi, as });
      expect(self.status, as).toBe(200);
      expect(record(self).scopes, as).toEqual(['read_api']);
    }
  });

  it('answers an OAuth token 400, as GitLab checks the token type before any route of self', async () => {
    const oauth = { token: sandbox.tokens.oauth, as: 'bearer' } as const;
    for (const method of ['GET', 'DELETE']) {
      const self = await api(sandbox, '/personal_access_tokens/self', { ...oauth, method });
      expect(self.status, method).toBe(400);
      expect(self.body, method).toEqual({
        message: '400 Bad request - This endpoint requires token type to be a personal access token',
      });
    }
    // The refused DELETE revoked nothing: the token still works.
    expect((await api(sandbox, '/user', oauth)).status).toBe(200);
  });

  it('refuses to rotate an OAuth token as self with 405, and issues no token', async () => {
    const rotated = await api(sandbox, '/personal_access_tokens/self/rotate', {
      token: sandbox.tokens.oauth,
      as: 'bearer',
      method: 'POST',
    });
    expect(rotated.status).toBe(405);
    expect((await api(sandbox, '/user', { token: sandbox.tokens.oauth, as: 'bearer' })).status).toBe(200);
  });
});
