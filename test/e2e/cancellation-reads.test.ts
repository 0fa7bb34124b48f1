/**
 * Issue 19: prompts/get and resources/read call GitLab too, so their cancellation reaches those calls as a
 * tools/call's does: over stdio (notifications/cancelled) and over stateless HTTP, where a request on one POST
 * cannot be named by a notification on another and the caller cancels by closing the request's connection (the
 * SDK's path, which a tools/call with a progress token takes as well). Each call meets GitLab's 429 Retry-After on
 * its first request and is cancelled while it waits: GitLab sees no request after the cancel, no retry and no
 * later read of the prompt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT, startHarness } from '../support/harness.js';
import { cancelWhileRetryWaits } from '../support/cancel-while-retry-waits.js';
import type { Harness } from '../support/harness.js';
import { executeCall, postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

const ISSUE_URI = 'gitlab://project/group%2Fproject/issue/4';
const PROMPT = { name: 'summarize_open_mrs', arguments: { project_id: 'group/project' } };

let harness: Harness;
let sandbox: Sandbox;

beforeAll(async () => {
  harness = await startHarness();
  sandbox = harness.sandbox;
}, START_TIMEOUT);
afterAll(() => harness?.close());

/** Every GitLab read answers 429 Retry-After; every API request counts. */
const readsRetried = {
  fault: /./,
  seen: () => sandbox.requests.all().filter((request) => request.surface !== 'web').length,
};

function cancelOverClient(send: (signal: AbortSignal) => Promise<unknown>) {
  const controller = new AbortController();
  return cancelWhileRetryWaits(
    sandbox,
    readsRetried,
    () => send(controller.signal),
    () => controller.abort('the user changed their mind'),
  );
}

describe('stdio: notifications/cancelled', () => {
  it('prompts/get stops reading GitLab', async () => {
    await cancelOverClient((signal) => harness.client.getPrompt(PROMPT, { signal }));
  });

  it('resources/read stops reading GitLab', async () => {
    await cancelOverClient((signal) => harness.client.readResource({ uri: ISSUE_URI }, { signal }));
  });
});

describe('stateless HTTP: the caller closing the request', () => {
  let stateless: HttpServer;
  const headers = () => ({ 'PRIVATE-TOKEN': sandbox.tokens.api });

  beforeAll(async () => {
    stateless = await startHttpServer({ args: ['--gitlab-url', sandbox.url] });
    // The credential's tenant is opened (GitLab probed) before any fault is set.
    expect((await postMcp(stateless.url, headers(), executeCall('user.current', {}))).status).toBe(200);
  }, START_TIMEOUT);
  afterAll(() => stateless?.stop());

  /** One POST, its answer read whole (an SSE stream ends with the result), cancelled by aborting the fetch. */
  async function cancelPost(message: Record<string, unknown>): Promise<void> {
    const controller = new AbortController();
    await cancelWhileRetryWaits(
      sandbox,
      readsRetried,
      async () => {
        const response = await postMcp(stateless.url, headers(), message, controller.signal);
        return response.text();
      },
      () => controller.abort(),
    );
  }

  it('prompts/get stops reading GitLab', async () => {
    await cancelPost({ jsonrpc: '2.0', id: 1, method: 'prompts/get', params: PROMPT });
  });

  it('resources/read stops reading GitLab', async () => {
    await cancelPost({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: ISSUE_URI } });
  });

  it('a tools/call with a progress token (answered by the SDK, not directly) stops too', async () => {
    const call = executeCall('branch.list', { project_id: 'group/project' });
    await cancelPost({ ...call, params: { ...call.params, _meta: { progressToken: 'p-1' } } });
    expect(stateless.stderr()).toMatch(/"msg":"call cancelled","action":"branch.list"/);
  });
});
