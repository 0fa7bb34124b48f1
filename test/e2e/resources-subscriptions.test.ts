/**
 * Resource subscriptions on a stateful (stdio) session (reference-server.md §6): the server reads a subscribed
 * resource again every GITLAB_MCP_RESOURCE_POLL_INTERVAL and sends notifications/resources/updated only when its
 * JSON changed; unsubscribing stops the polling; collections are not watched; 10 watchers per credential.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpError, ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

const POLL_MS = 150;
const P = 'gitlab://project/group%2Fproject';
const ISSUE_URI = `${P}/issue/3`;
const ISSUE_PATH = '/projects/group%2Fproject/issues/3';

let harness: Harness;
const updates: string[] = [];

beforeAll(async () => {
  harness = await startHarness({ env: { GITLAB_MCP_RESOURCE_POLL_INTERVAL: `${POLL_MS}ms` } });
  harness.client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
    updates.push(notification.params.uri);
  });
}, START_TIMEOUT);
afterAll(() => harness?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many times the sandbox was asked for the issue since the log was last cleared. */
const issueReads = () =>
  harness.sandbox.requests.all().filter((request) => request.method === 'GET' && request.path === ISSUE_PATH)
    .length;

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(POLL_MS / 3);
  }
}

async function subscribeError(uri: string): Promise<McpError> {
  const error = await harness.client.subscribeResource({ uri }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

describe('resources/subscribe', () => {
  it('polls the subscribed object and sends nothing while it is unchanged', async () => {
    harness.sandbox.requests.clear();
    await harness.client.subscribeResource({ uri: ISSUE_URI });
    await until(() => issueReads() >= 4);
    expect(updates).toEqual([]);
  });

  it('sends notifications/resources/updated once after a write changes the object', async () => {
    const result = await harness.call('gitlab_execute_action', {
      action: 'issue.update',
      params: { project_id: 'group/project', issue_iid: 3, title: 'Renamed by the subscription test' },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    await until(() => updates.length > 0);
    harness.sandbox.requests.clear();
    await until(() => issueReads() >= 3);
    expect(updates).toEqual([ISSUE_URI]);
    const { contents } = await harness.client.readResource({ uri: ISSUE_URI });
    expect(JSON.parse(String((contents[0] as { text: string }).text))).toMatchObject({
      title: 'Renamed by the subscription test',
    });
  });

  it('notices a change made behind its back, through the sandbox REST API', async () => {
    const response = await fetch(`${harness.sandbox.url}/api/v4${ISSUE_PATH}`, {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': harness.sandbox.tokens.api, 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'Edited in the GitLab UI' }),
    });
    expect(response.status).toBe(200);
    await until(() => updates.length > 1);
    expect(updates).toEqual([ISSUE_URI, ISSUE_URI]);
  });

  it('stops polling on unsubscribe', async () => {
    await harness.client.unsubscribeResource({ uri: ISSUE_URI });
    await sleep(POLL_MS * 2);
    harness.sandbox.requests.clear();
    await sleep(POLL_MS * 4);
    expect(issueReads()).toBe(0);
  });

  it('refuses collections, unknown URIs and an 11th watcher of the credential', async () => {
    expect((await subscribeError(`${P}/issues`)).code).toBe(-32602);
    expect((await subscribeError('gitlab://nothing/1')).code).toBe(-32602);
    const issues = Array.from({ length: 10 }, (_, index) => `${P}/issue/${index + 1}`);
    for (const uri of issues) await harness.client.subscribeResource({ uri });
    const error = await subscribeError(`${P}/issue/11`);
    expect(error.code).toBe(-32600);
    expect(error.message).toContain('10');
    await harness.client.unsubscribeResource({ uri: issues[0]! });
    await harness.client.subscribeResource({ uri: `${P}/issue/11` });
    for (const uri of [...issues, `${P}/issue/11`]) await harness.client.unsubscribeResource({ uri });
  });

  it('a subscription to an object GitLab does not have is refused with the read error', async () => {
    const error = await subscribeError(`${P}/mr/99999`);
    expect(error.code).toBe(-32002);
  });
});
