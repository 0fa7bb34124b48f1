/**
 * Issue 19: a cancelled tools/call stops before its next GitLab request and never retries after the cancel, over
 * stdio (notifications/cancelled), stateful HTTP (the same notification on the session) and stateless HTTP (the
 * caller's request going away); a write already on the wire is reported as such in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT, startHarness } from '../support/harness.js';
import { cancelWhileRetryWaits } from '../support/cancel-while-retry-waits.js';
import { until } from '../support/until.js';
import type { Harness } from '../support/harness.js';
import { ISSUE_CREATE_PARAMS } from '../support/contract-examples.js';
import { connectHttpClient, executeCall, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';

const BRANCHES = /\/projects\/[^/]+\/repository\/branches$/;

let harness: Harness;
let sandbox: Sandbox;

beforeAll(async () => {
  harness = await startHarness();
  sandbox = harness.sandbox;
}, START_TIMEOUT);
afterAll(() => harness?.close());

const branchRequests = () => sandbox.requests.all().filter((request) => BRANCHES.test(request.path)).length;

/** branch.list's requests answer 429 Retry-After. */
const branchesRetried = { fault: BRANCHES, seen: () => branchRequests() };

/** branch.list cancelled once GitLab has seen its first attempt: no attempt follows. */
async function cancelDuringRetryWait(client: Client): Promise<void> {
  const cancel = new AbortController();
  const call = () =>
    client.callTool(
      {
        name: 'gitlab_execute_action',
        arguments: { action: 'branch.list', params: { project_id: 'group/project' } },
      },
      undefined,
      { signal: cancel.signal },
    );
  const attempts = await cancelWhileRetryWaits(sandbox, branchesRetried, call, () =>
    cancel.abort('the user changed their mind'),
  );
  expect(attempts).toBe(1);
}

describe('stdio', () => {
  it('a call cancelled while it waits to retry sends GitLab nothing more', async () => {
    await cancelDuringRetryWait(harness.client);
    expect(harness.stderr()).toMatch(/"msg":"call cancelled","action":"branch.list".*"write_sent":false/);
  });

  it('a write cancelled while GitLab handles it is logged as sent, and not sent again', async () => {
    sandbox.requests.clear();
    sandbox.faults.add({ method: 'POST', path: /\/issues$/, fault: { kind: 'delay', ms: 3_000 } });
    const cancel = new AbortController();
    const call = harness.client
      .callTool(
        { name: 'gitlab_execute_action', arguments: { action: 'issue.create', params: ISSUE_CREATE_PARAMS } },
        undefined,
        { signal: cancel.signal },
      )
      .catch(() => 'rejected');
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      cancel.abort();
      expect(await call).toBe('rejected');
      await until(
        () => /"msg":"call cancelled","action":"issue.create"/.test(harness.stderr()),
        'the log line',
      );
      expect(harness.stderr()).toMatch(
        /"msg":"call cancelled","action":"issue.create".*"request":"POST \/[^"]*issues".*"write_sent":true/,
      );
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(sandbox.requests.all().filter((request) => request.method === 'POST')).toHaveLength(1);
    } finally {
      sandbox.faults.clear();
    }
  });
});

describe('HTTP', () => {
  let stateful: HttpServer;
  let stateless: HttpServer;
  beforeAll(async () => {
    [stateful, stateless] = await Promise.all([
      startHttpServer({ args: ['--gitlab-url', sandbox.url, '--stateless=false'] }),
      startHttpServer({ args: ['--gitlab-url', sandbox.url] }),
    ]);
  }, START_TIMEOUT);
  afterAll(() => Promise.all([stateful?.stop(), stateless?.stop()]));

  it('stateful: notifications/cancelled on the session stops the call before its retry', async () => {
    const http = await connectHttpClient(stateful.url, { 'PRIVATE-TOKEN': sandbox.tokens.api });
    try {
      await cancelDuringRetryWait(http.client);
    } finally {
      await http.close();
    }
  });

  it('stateless: the caller closing its request stops the call before its retry', async () => {
    await fetch(`${stateless.url}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'PRIVATE-TOKEN': sandbox.tokens.api,
      },
      body: JSON.stringify(executeCall('user.current', {})),
    }); // the credential's tenant is open: its probe is over
    const cancel = new AbortController();
    const send = () =>
      fetch(`${stateless.url}/mcp`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'PRIVATE-TOKEN': sandbox.tokens.api,
        },
        body: JSON.stringify(executeCall('branch.list', { project_id: 'group/project' })),
        signal: cancel.signal,
      }); // the call is cancelled before GitLab's answer could come back: the fetch itself is aborted
    const attempts = await cancelWhileRetryWaits(sandbox, branchesRetried, send, () => cancel.abort());
    expect(attempts).toBe(1);
    expect(stateless.stderr()).toMatch(/"msg":"call cancelled","action":"branch.list"/);
  });
});
