/**
 * Issue 11: GitLab fails, the server holds. Each fault the sandbox can inject, on reads and writes, over REST and
 * GraphQL, against the built server: every call ends with a clear result, reads are retried within bounds (the
 * sandbox's request log counts them), and a write is never sent twice by the server itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault, FaultRule, LoggedRequest } from '@gitlab-mcp/sandbox';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

/** The deadline of one GitLab call in the `slow` server (GITLAB_MCP_REQUEST_TIMEOUT). */
const REQUEST_TIMEOUT_MS = 3_000;
/** Attempts of a read in all (DEFAULT_RETRY_POLICY.maxAttempts). */
const MAX_ATTEMPTS = 3;

let servers: { main: Harness; slow: Harness };

beforeAll(async () => {
  servers = await startHarnesses({
    main: {},
    slow: { env: { GITLAB_MCP_REQUEST_TIMEOUT: `${REQUEST_TIMEOUT_MS}ms` } },
  });
}, START_TIMEOUT);
afterAll(() => closeHarnesses(servers));

interface Target {
  name: string;
  action: string;
  params: () => Record<string, unknown>;
  rule: Omit<FaultRule, 'fault' | 'times'>;
}

/** Runs one call with one fault rule in place; answers the result, its text and the requests the rule matched. */
async function withFault(target: Target, fault: Fault, times?: number, harness = servers.main) {
  const { sandbox } = harness;
  sandbox.faults.clear();
  sandbox.requests.clear();
  sandbox.faults.add({ ...target.rule, fault, ...(times === undefined ? {} : { times }) });
  const started = Date.now();
  const result = await harness.call('gitlab_execute_action', {
    action: target.action,
    params: target.params(),
    confirm: true,
  });
  const elapsed = Date.now() - started;
  // The sandbox logs a request once it has answered it: a delayed answer is logged after the delay.
  if (fault.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms - elapsed + 1_000));
  sandbox.faults.clear();
  const hit = sandbox.requests.all().filter((request) => matches(target.rule, request));
  return { result, text: textOf(result), hit, elapsed };
}

function matches(rule: Target['rule'], request: LoggedRequest): boolean {
  if (rule.method !== undefined && rule.method !== request.method) return false;
  return typeof rule.path === 'string' ? rule.path === request.path : rule.path.test(request.path);
}

/** What every failed call's text must be: a heading, GitLab's words, no stack trace, no markup from GitLab. */
function expectClearError(text: string) {
  expect(text).toMatch(/^## ❌ Error: /);
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(text).not.toMatch(/<(html|title|h1|body)/i);
}

const READS: Target[] = [
  {
    name: 'REST',
    action: 'branch.get',
    params: () => ({ project_id: 'group/project', branch_name: 'main' }),
    rule: { method: 'GET', path: /\/repository\/branches\/main$/ },
  },
  {
    name: 'GraphQL',
    action: 'branch.rule_list',
    params: () => ({ project_path: 'group/project' }),
    rule: { method: 'POST', path: '/api/graphql' },
  },
];

describe.each(READS)('a $name read', (target) => {
  it('429 with Retry-After: retried once the wait is over, then answered', async () => {
    const { result, text, hit } = await withFault(target, { kind: 'status', status: 429, retryAfter: 1 }, 1);
    expect(result.isError, text).toBeFalsy();
    expect(hit).toHaveLength(2);
    const waited = hit[1]!.startedAt - hit[0]!.startedAt;
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(3_000);
  });

  it('429 that persists: a bounded number of attempts, and the answer says GitLab is limiting the rate', async () => {
    const { result, text, hit } = await withFault(target, { kind: 'status', status: 429, retryAfter: 1 });
    expect(result.isError).toBe(true);
    expectClearError(text);
    expect(text).toMatch(/429/);
    expect(text).toMatch(/limiting the rate/);
    expect(text).toMatch(/wait 1 s/);
    expect(hit).toHaveLength(MAX_ATTEMPTS);
  });

  it.each([500, 502, 503] as const)('%i once: retried, then answered', async (status) => {
    const { result, text, hit } = await withFault(target, { kind: 'status', status }, 1);
    expect(result.isError, text).toBeFalsy();
    expect(hit).toHaveLength(2);
  });

  it.each([500, 502, 503] as const)(
    '%i that persists: bounded attempts, then a clear error',
    async (status) => {
      const { result, text, hit, elapsed } = await withFault(target, { kind: 'status', status });
      expect(result.isError).toBe(true);
      expectClearError(text);
      expect(text).toContain(`**Status**: ${status}`);
      expect(text).toMatch(/GitLab failed on its side/);
      expect(hit).toHaveLength(MAX_ATTEMPTS);
      expect(elapsed).toBeLessThan(5_000);
    },
  );

  it('a dropped connection once: retried, then answered', async () => {
    const { result, text, hit } = await withFault(target, { kind: 'reset' }, 1);
    expect(result.isError, text).toBeFalsy();
    expect(hit).toHaveLength(2);
  });

  it('a dropped connection that persists: bounded attempts, then a clear error', async () => {
    const { result, text, hit } = await withFault(target, { kind: 'reset' });
    expect(result.isError).toBe(true);
    expectClearError(text);
    expect(text).toMatch(/ECONNRESET|UND_ERR_SOCKET|connection|reach/i);
    expect(hit).toHaveLength(MAX_ATTEMPTS);
  });

  it('malformed JSON: a clear error saying the answer could not be read', async () => {
    const { result, text, hit } = await withFault(target, { kind: 'malformed_json' });
    expect(result.isError).toBe(true);
    expectClearError(text);
    expect(text).toMatch(/not valid JSON/);
    expect(hit.length).toBeGreaterThanOrEqual(1);
    expect(hit.length).toBeLessThanOrEqual(MAX_ATTEMPTS);
  });

  it("an HTML error page: the page's title, not its markup", async () => {
    const { result, text, hit } = await withFault(target, { kind: 'html_error', status: 502 });
    expect(result.isError).toBe(true);
    expectClearError(text);
    expect(text).toContain('GitLab is taking too much time to respond (502)');
    expect(hit).toHaveLength(MAX_ATTEMPTS);
  });

  it('no answer within GITLAB_MCP_REQUEST_TIMEOUT: a timeout, ended at the deadline', async () => {
    const { result, text, hit, elapsed } = await withFault(
      target,
      { kind: 'delay', ms: REQUEST_TIMEOUT_MS + 1_000 },
      undefined,
      servers.slow,
    );
    expect(result.isError).toBe(true);
    expectClearError(text);
    expect(text).toMatch(/did not answer/);
    expect(text).toMatch(/in time/);
    // One deadline for the call, retries included: a timeout is not retried past it.
    expect(hit).toHaveLength(1);
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS + 1_000);
  });
});

let created = 0;
const newBranch = () => `faults/b${(created += 1)}`;

const BRANCH_CREATE: Target = {
  name: 'REST',
  action: 'branch.create',
  params: () => ({ project_id: 'group/project', branch_name: newBranch(), ref: 'main' }),
  rule: { method: 'POST', path: /\/repository\/branches$/ },
};

const WORK_ITEM_CREATE: Target = {
  name: 'GraphQL',
  action: 'issue.work_item_create',
  params: () => ({ full_path: 'group/project', title: 'Faulted', work_item_type_id: '1' }),
  rule: { method: 'POST', path: '/api/graphql' },
};

const AMBIGUOUS: Array<[string, Fault]> = [
  ['500', { kind: 'status', status: 500 }],
  ['502', { kind: 'status', status: 502 }],
  ['503', { kind: 'status', status: 503 }],
  ['a dropped connection', { kind: 'reset' }],
  ['an HTML 502 page', { kind: 'html_error', status: 502 }],
];

describe.each([BRANCH_CREATE, WORK_ITEM_CREATE])('a $name write is sent once', (target) => {
  it.each(AMBIGUOUS)(
    '%s: exactly one request, and the answer does not invite a blind retry',
    async (_, fault) => {
      const { result, text, hit } = await withFault(target, fault);
      expect(result.isError).toBe(true);
      expectClearError(text);
      expect(hit).toHaveLength(1);
      expect(text).toMatch(/the server did not send it again/);
      expect(text).not.toMatch(/Reads were already retried/);
    },
  );

  it('429: refused by GitLab, so not carried out: one request, and the answer says to wait', async () => {
    const { result, text, hit } = await withFault(target, { kind: 'status', status: 429, retryAfter: 1 });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/limiting the rate/);
    expect(hit).toHaveLength(1);
  });
});

describe('a write that timed out', () => {
  it('is not sent again; the answer says GitLab may still be carrying it out', async () => {
    const params = BRANCH_CREATE.params();
    const target = { ...BRANCH_CREATE, params: () => params };
    const slow = servers.slow;
    const { result, text, hit } = await withFault(
      target,
      { kind: 'delay', ms: REQUEST_TIMEOUT_MS + 500 },
      1,
      slow,
    );
    expect(result.isError).toBe(true);
    expect(text).toMatch(/did not answer/);
    // The lookup ran while GitLab may still have been working: it found the branch, or says it may yet appear.
    expect(text).toMatch(/It did: GET \S+ found|may still be carrying it out/);
    expect(text).not.toMatch(/safe to retry/);
    expect(hit).toHaveLength(1);
    // GitLab finished the write after the deadline: the branch exists, created by that one request.
    const check = await slow.call('gitlab_execute_action', {
      action: 'branch.get',
      params: { project_id: 'group/project', branch_name: params.branch_name },
    });
    expect(check.isError, textOf(check)).toBeFalsy();
  });
});

describe('a multi-page read that fails halfway', () => {
  it('page 3 fails: pages 1 and 2 stand, and the answer says which page is missing', async () => {
    const { sandbox } = servers.main;
    const path = /\/projects\/[^/]+\/repository\/branches$/;
    const page = (n: number) =>
      servers.main.call('gitlab_execute_action', {
        action: 'branch.list',
        params: { project_id: 'group/project', per_page: 10, page: n },
      });
    sandbox.faults.clear();
    sandbox.requests.clear();
    // The first two reads of the list pass untouched; every one after them fails.
    sandbox.faults.add({ method: 'GET', path, times: 2, fault: { kind: 'delay', ms: 0 } });
    sandbox.faults.add({ method: 'GET', path, fault: { kind: 'status', status: 502 } });
    const first = await page(1);
    const second = await page(2);
    const third = await page(3);
    sandbox.faults.clear();
    expect(first.isError, textOf(first)).toBeFalsy();
    expect(second.isError, textOf(second)).toBeFalsy();
    expect(second.structuredContent).toMatchObject({ pagination: { page: 2, has_more: true } });
    expect(third.isError).toBe(true);
    expectClearError(textOf(third));
    expect(textOf(third)).toMatch(/Page 3 was not read; the pages before it are unaffected/);
    const pages = sandbox.requests.all().map((request) => request.query.page);
    expect(pages).toEqual(['1', '2', '3', '3', '3']);
    const again = await page(3);
    expect(again.isError, textOf(again)).toBeFalsy();
  });
});
