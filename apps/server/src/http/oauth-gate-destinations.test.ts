import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { openOAuthGate } from './oauth-gate.js';

/*
 * Issue 20: in any-URL mode, OAuth mode's token check goes to the instance the caller picked, so it is held to the
 * destination policy of that instance's API calls: a picked instance on a loopback address is never asked (as a
 * name that passed the early check and then resolved to 127.0.0.1 would be), the operator's own instance is.
 * A real loopback GitLab stand-in answers the token check and counts what it is asked.
 */

let gitlab: Server;
let gitlabUrl: string;
let asked = 0;

beforeAll(async () => {
  gitlab = createServer((request, response) => {
    asked += 1;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ resource_owner_id: 1, scope: ['api'], expires_in: 7200, application: { uid: 'app' } }),
    );
  });
  await new Promise<void>((resolve) => gitlab.listen(0, '127.0.0.1', resolve));
  gitlabUrl = `http://127.0.0.1:${(gitlab.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => gitlab.close(resolve)));

function gate(operatorUrl: string, env: Record<string, string> = {}) {
  const { config } = loadConfig({
    argv: ['--http', '--auth-mode', 'oauth', '--public-url', 'https://mcp.example.com'],
    env: { GITLAB_URL: operatorUrl, GITLAB_MCP_ALLOW_ANY_GITLAB_URL: 'true', ...env },
    readFile: () => undefined,
  });
  return openOAuthGate(config);
}

describe('the OAuth token check in any-URL mode', () => {
  it('never reaches a picked instance on a private or loopback address', async () => {
    asked = 0;
    const refusal = await (await gate('https://gitlab.operator.example')).check('token', gitlabUrl);
    expect(refusal).toMatchObject({ status: 502 });
    expect(refusal?.message).toContain('private or loopback');
    expect(asked).toBe(0);
  });

  it('asks the operator’s own instance, and a picked one where private instances are allowed', async () => {
    asked = 0;
    expect(await (await gate(gitlabUrl)).check('token', gitlabUrl)).toBeNull();
    expect(asked).toBe(1);
    const allowing = await gate('https://gitlab.operator.example', {
      GITLAB_MCP_ALLOW_PRIVATE_INSTANCES: 'true',
    });
    expect(await allowing.check('token', gitlabUrl)).toBeNull();
    expect(asked).toBe(2);
  });
});
