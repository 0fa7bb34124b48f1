/**
 * Issue 11, HTTP concurrency: one HTTP-mode server, eight users' tokens, three clients each, every call of every
 * client in flight at once. Each answer must belong to its caller: `user.current` names the token's user, and
 * `user.current_user_status` shows the status only that user set (read through the same credential).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { gitlab } from '../support/gitlab-setup.js';
import { START_TIMEOUT, textOf } from '../support/harness.js';
import { connectHttpClient, startHttpServer } from '../support/http-server.js';
import type { HttpClient, HttpServer } from '../support/http-server.js';
import { recordTokens } from './secrets-tee.js';

const USERS = 8;
const CLIENTS_PER_USER = 3;
const CALLS_PER_CLIENT = 4;

interface Caller {
  username: string;
  token: string;
}

let sandbox: Sandbox;
let server: HttpServer;
let callers: Caller[];

/** A user of its own with a personal access token and a status nobody else has. */
async function newCaller(index: number): Promise<Caller> {
  const username = `concurrent${index}`;
  const user = await gitlab(sandbox, 'POST', '/users', {
    username,
    name: `Concurrent ${index}`,
    email: `${username}@example.com`,
    password: 'sandbox-password-1',
  });
  if (user.status !== 201) throw new Error(`could not create ${username}: ${user.status}`);
  const { id } = user.body as { id: number };
  const created = await gitlab(sandbox, 'POST', `/users/${id}/personal_access_tokens`, {
    name: `${username}-token`,
    scopes: ['api', 'read_user'],
    expires_at: '2099-01-01',
  });
  const { token } = created.body as { token: string };
  const status = await fetch(`${sandbox.url}/api/v4/user/status`, {
    method: 'PUT',
    headers: { 'PRIVATE-TOKEN': token, 'content-type': 'application/json' },
    body: JSON.stringify({ message: `status of ${username}` }),
  });
  if (status.status !== 200) throw new Error(`could not set the status of ${username}: ${status.status}`);
  return { username, token };
}

beforeAll(async () => {
  sandbox = await startSandbox();
  callers = await Promise.all(Array.from({ length: USERS }, (_, index) => newCaller(index + 1)));
  recordTokens(callers.map((caller) => caller.token));
  server = await startHttpServer({ args: ['--gitlab-url', sandbox.url] });
}, START_TIMEOUT);

afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
});

describe('HTTP mode with many callers at once', () => {
  it(`${USERS} users × ${CLIENTS_PER_USER} clients × ${CALLS_PER_CLIENT} calls, interleaved: each answer is its caller's`, async () => {
    const clients: Array<{ caller: Caller; http: HttpClient }> = [];
    try {
      const connecting = callers.flatMap((caller) =>
        Array.from({ length: CLIENTS_PER_USER }, async () => {
          const http = await connectHttpClient(server.url, { 'PRIVATE-TOKEN': caller.token });
          clients.push({ caller, http });
        }),
      );
      await Promise.all(connecting);
      // Every call of every client is sent before any answer is awaited.
      const calls = clients.flatMap(({ caller, http }) =>
        Array.from({ length: CALLS_PER_CLIENT }, (_, index) => {
          const action = index % 2 === 0 ? 'user.current' : 'user.current_user_status';
          return http
            .call('gitlab_execute_action', { action, params: {} })
            .then((result) => ({ caller, action, result }));
        }),
      );
      const answers = await Promise.all(calls);
      expect(answers).toHaveLength(USERS * CLIENTS_PER_USER * CALLS_PER_CLIENT);
      for (const { caller, action, result } of answers) {
        const text = textOf(result);
        expect(result.isError, text).toBeFalsy();
        const named = [...text.matchAll(/concurrent\d+/g)].map((match) => match[0]);
        expect(new Set(named), `${action} for ${caller.username}:\n${text}`).toEqual(
          new Set([caller.username]),
        );
        if (action === 'user.current') expect(text).toContain(`(@${caller.username})`);
        else expect(text).toContain(`status of ${caller.username}`);
      }
    } finally {
      await Promise.all(clients.map(({ http }) => http.close()));
    }
  });
});
