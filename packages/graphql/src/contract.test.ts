/** Contract: the GraphQL client against the sandbox's /api/graphql. */
import { createGitLabFetch } from '@gitlab-mcp/rest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cursorVariables } from './cursor-pagination.js';
import { CURRENT_USER, PROJECT_BRANCH_RULES, PROJECT_MERGE_REQUESTS } from './documents/index.js';
import { GRAPHQL_EMPTY_LIST_NOTE, GRAPHQL_NOT_FOUND_NOTE } from '@gitlab-mcp/result';
import { fromGid } from './global-id.js';
import { createGraphqlClient } from './graphql-client.js';
import type { GraphqlClientOptions } from './graphql-client.js';

let sandbox: Sandbox;
beforeAll(async () => {
  // The seeded tokens expire on 2026-01-02: freeze the sandbox's clock before that, whatever the machine's date.
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.requests.clear();
});

const client = (options: Partial<GraphqlClientOptions> = {}) =>
  createGraphqlClient({
    url: sandbox.url,
    credential: { kind: 'private', token: sandbox.tokens.api },
    fetch: createGitLabFetch({}),
    ...options,
  });

type MergeRequestsData = NonNullable<typeof PROJECT_MERGE_REQUESTS.types>['data'];
const mergeRequests = (data: MergeRequestsData) => data.project?.mergeRequests;

describe('queries', () => {
  it('reads the current user with a personal and an OAuth token', async () => {
    const personal = await client().get(CURRENT_USER, {}, (data) => data.currentUser);
    expect(personal.data).toMatchObject({ username: 'root' });
    expect(fromGid(personal.data?.id ?? '')).toBe(1);
    const oauth = client({ credential: { kind: 'oauth', token: sandbox.tokens.oauth } });
    await expect(oauth.get(CURRENT_USER, {}, (data) => data.currentUser)).resolves.toMatchObject({
      data: { username: 'root' },
      notes: [],
    });
  });

  it('OF-54 pages a project’s merge requests forwards and backwards by cursor', async () => {
    const graphql = client();
    const variables = { fullPath: 'group/project', state: 'all' };
    const first = await graphql.list(
      PROJECT_MERGE_REQUESTS,
      { ...variables, ...cursorVariables({ first: 1 }, true) },
      mergeRequests,
      { pagesBackward: true },
    );
    expect(first.items).toHaveLength(1);
    expect(first.pageInfo).toMatchObject({
      style: 'cursor',
      block: { has_next_page: true, has_previous_page: false },
    });
    const endCursor = first.pageInfo.style === 'cursor' ? first.pageInfo.block.end_cursor : null;
    const second = await graphql.list(
      PROJECT_MERGE_REQUESTS,
      { ...variables, ...cursorVariables({ first: 1, after: endCursor }, true) },
      mergeRequests,
      { pagesBackward: true },
    );
    expect(second.items[0]?.iid).not.toBe(first.items[0]?.iid);
    expect(second.pageInfo.block).toMatchObject({ has_previous_page: true });
    const startCursor = second.pageInfo.style === 'cursor' ? second.pageInfo.block.start_cursor : null;
    const back = await graphql.list(
      PROJECT_MERGE_REQUESTS,
      { ...variables, ...cursorVariables({ last: 1, before: startCursor }, true) },
      mergeRequests,
      { pagesBackward: true },
    );
    expect(back.items.map((mr) => mr.iid)).toEqual(first.items.map((mr) => mr.iid));
  });

  it('OF-54 lists a project’s branch rules forwards only', async () => {
    const list = await client().list(
      PROJECT_BRANCH_RULES,
      { fullPath: 'group/project', ...cursorVariables({}, false) },
      (data) => data.project?.branchRules,
    );
    expect(list.items.map((rule) => rule.name)).toEqual(expect.arrayContaining(['main', 'develop']));
    expect(Object.keys(list.pageInfo.block).sort()).toEqual(['end_cursor', 'has_next_page']);
  });
});

describe('partial answers and errors', () => {
  it('keeps partial data with errors as data plus notes', async () => {
    const answer = await client().query(PROJECT_MERGE_REQUESTS, {
      fullPath: 'group/project',
      after: 'not-a-cursor',
    });
    expect(answer.data.project).toEqual({ mergeRequests: null });
    expect(answer.errors).toMatchObject([{ path: ['project', 'mergeRequests'] }]);
    expect(answer.notes).toHaveLength(1);
    expect(answer.notes[0]).toMatch(/^GitLab left project\.mergeRequests out of this answer: /);
  });

  it('an unknown token is a 401 GitLabApiError', async () => {
    const graphql = client({ credential: { kind: 'private', token: 'glpat-nobody' } });
    const error = await graphql.query(CURRENT_USER).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'gitlab_api' });
    expect(error).toMatchObject({ status: 401, details: { path: '/api/graphql' } });
  });

  it('a 429 keeps its Retry-After for the error card', async () => {
    sandbox.faults.add({ path: '/api/graphql', fault: { kind: 'status', status: 429, retryAfter: 3 } });
    await expect(client().query(CURRENT_USER)).rejects.toMatchObject({
      status: 429,
      details: { retryAfter: 3 },
    });
  });
});

describe('OF-71 fine-grained notes', () => {
  const fineGrained = () =>
    client({ credential: { kind: 'private', token: sandbox.tokens.fineGrained }, fineGrained: true });

  it('a project outside the grant reads as null, with the not-found note', async () => {
    const answer = await fineGrained().get(
      PROJECT_MERGE_REQUESTS,
      { fullPath: 'group/big' },
      (data) => data.project,
    );
    expect(answer).toEqual({ data: null, errors: [], notes: [GRAPHQL_NOT_FOUND_NOTE] });
  });

  it('an empty list carries the empty-list note; the same list read with a classic token does not', async () => {
    const variables = { fullPath: 'group/project', state: 'locked' };
    const fine = await fineGrained().list(PROJECT_MERGE_REQUESTS, variables, mergeRequests);
    expect(fine).toMatchObject({ items: [], notes: [GRAPHQL_EMPTY_LIST_NOTE] });
    const classic = await client().list(PROJECT_MERGE_REQUESTS, variables, mergeRequests);
    expect(classic).toMatchObject({ items: [], notes: [] });
  });
});
