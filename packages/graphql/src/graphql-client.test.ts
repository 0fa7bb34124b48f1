import { describe, expect, it } from 'vitest';
import { GRAPHQL_EMPTY_LIST_NOTE, GRAPHQL_NOT_FOUND_NOTE } from '@gitlab-mcp/result';
import { createGraphqlClient } from './graphql-client.js';
import { graphqlDocument } from './documents/graphql-document.js';
import type { GraphqlClientOptions } from './graphql-client.js';
import { CURRENT_USER, PROJECT_BRANCH_RULES, PROJECT_MERGE_REQUESTS } from './documents/index.js';

interface Seen {
  url: string;
  headers: Headers;
  body: { query: string; variables: Record<string, unknown>; operationName?: string };
}

function client(answer: () => Response | Promise<Response>, options: Partial<GraphqlClientOptions> = {}) {
  const seen: Seen[] = [];
  const graphql = createGraphqlClient({
    url: 'https://gitlab.test',
    credential: { kind: 'private', token: 'glpat-x' },
    fetch: async (input, init) => {
      seen.push({
        url: String(input),
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      });
      const signal = init?.signal;
      if (!signal) return answer();
      return Promise.race([
        Promise.resolve(answer()),
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
    },
    ...options,
  });
  return { graphql, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('requests', () => {
  it.each([
    ['private', 'private-token', 'tok'],
    ['oauth', 'authorization', 'Bearer tok'],
    ['job', 'job-token', 'tok'],
  ] as const)('a %s credential is sent as %s, under the instance sub-path', async (kind, header, value) => {
    const { graphql, seen } = client(() => json({ data: { currentUser: { username: 'root' } } }), {
      url: 'https://host.test/gitlab/',
      credential: { kind, token: 'tok' },
    });
    await graphql.query(CURRENT_USER);
    expect(seen[0]?.url).toBe('https://host.test/gitlab/api/graphql');
    expect(seen[0]?.headers.get(header)).toBe(value);
    expect(seen[0]?.body.operationName).toBe('currentUser');
  });
});

describe('answers', () => {
  it('keeps partial data beside its errors, as data plus notes', async () => {
    const { graphql } = client(() =>
      json({
        data: { project: { mergeRequests: null } },
        errors: [{ message: 'Timeout on mergeRequests', path: ['project', 'mergeRequests'] }],
      }),
    );
    const answer = await graphql.query(PROJECT_MERGE_REQUESTS, { fullPath: 'group/project' });
    expect(answer.data).toEqual({ project: { mergeRequests: null } });
    expect(answer.errors).toEqual([
      { message: 'Timeout on mergeRequests', path: ['project', 'mergeRequests'], code: null },
    ]);
    expect(answer.notes).toEqual([
      'GitLab left project.mergeRequests out of this answer: Timeout on mergeRequests',
    ]);
  });

  it('an answer with errors and no data at all is an error', async () => {
    const { graphql } = client(() =>
      json(
        { errors: [{ message: "Field 'nope' doesn't exist", extensions: { code: 'undefinedField' } }] },
        200,
        {
          'x-request-id': 'r-1',
        },
      ),
    );
    const error = await graphql.query(CURRENT_USER).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'gitlab_api',
      status: 200,
      details: {
        path: '/api/graphql',
        gitlabMessage: "Field 'nope' doesn't exist",
        errorCode: 'undefinedField',
        requestId: 'r-1',
      },
    });
  });

  it.each([
    [
      401,
      { error: 'invalid_token', error_description: 'Token was revoked.' },
      'Token was revoked.',
      'invalid_token',
    ],
    [403, { errors: [{ message: 'Forbidden' }] }, 'Forbidden', null],
    [503, { message: '503 Service Unavailable' }, '503 Service Unavailable', null],
  ])('HTTP %i becomes GitLabApiError', async (status, body, gitlabMessage, errorCode) => {
    const { graphql } = client(() => json(body, status, { 'retry-after': '7' }));
    await expect(graphql.query(CURRENT_USER)).rejects.toMatchObject({
      code: 'gitlab_api',
      status,
      details: { gitlabMessage, errorCode, retryAfter: 7 },
    });
  });

  it('an HTML error page keeps its words', async () => {
    const { graphql } = client(
      () =>
        new Response('<html><h1>502 Bad Gateway</h1></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    await expect(graphql.query(CURRENT_USER)).rejects.toMatchObject({
      status: 502,
      details: { gitlabMessage: '502 Bad Gateway' },
    });
  });

  it('a truncated body is a malformed response; a hang is a timeout; a dropped connection a connection failure', async () => {
    const truncated = client(
      () => new Response('{"data": {', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(truncated.graphql.query(CURRENT_USER)).rejects.toMatchObject({
      details: { failure: 'malformed_response' },
    });

    const hung = client(() => new Promise<Response>(() => undefined), { timeoutMs: 50 });
    const timeout = await hung.graphql.query(CURRENT_USER).catch((e: unknown) => e);
    expect(timeout).toMatchObject({ code: 'gitlab_transport' });
    expect(timeout).toMatchObject({
      details: { failure: 'timeout' },
      message: 'GitLab did not answer within 50ms.',
    });

    const dropped = client(() => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    });
    await expect(dropped.graphql.query(CURRENT_USER)).rejects.toMatchObject({
      details: { failure: 'connection' },
    });
  });
});

describe('lists and fine-grained notes', () => {
  const page = (nodes: unknown[]) =>
    json({
      data: {
        project: {
          mergeRequests: {
            nodes,
            pageInfo: { hasNextPage: true, endCursor: 'e', hasPreviousPage: false, startCursor: 's' },
          },
        },
      },
    });

  it('OF-54 list gives items and the cursor block', async () => {
    const { graphql, seen } = client(() => page([{ iid: '243' }]));
    const list = await graphql.list(
      PROJECT_MERGE_REQUESTS,
      { fullPath: 'group/project', first: 1 },
      (data) => data.project?.mergeRequests,
      { pagesBackward: true },
    );
    expect(seen[0]?.body.variables).toEqual({ fullPath: 'group/project', first: 1 });
    expect(list.items).toEqual([{ iid: '243' }]);
    expect(list.pageInfo).toEqual({
      style: 'cursor',
      pagesBackward: true,
      block: { has_next_page: true, end_cursor: 'e', has_previous_page: false, start_cursor: 's' },
    });
    expect(list.notes).toEqual([]);
  });

  it('OF-71 an empty list read with a fine-grained token carries the empty-list note', async () => {
    const { graphql } = client(() => page([]), { fineGrained: true });
    const list = await graphql.list(
      PROJECT_MERGE_REQUESTS,
      { fullPath: 'g/p' },
      (data) => data.project?.mergeRequests,
    );
    expect(list.notes).toEqual([GRAPHQL_EMPTY_LIST_NOTE]);
  });

  it('OF-71 an empty list read with a classic token carries no note', async () => {
    const { graphql } = client(() => page([]));
    const list = await graphql.list(
      PROJECT_MERGE_REQUESTS,
      { fullPath: 'g/p' },
      (data) => data.project?.mergeRequests,
    );
    expect(list.notes).toEqual([]);
  });

  it('OF-71 a not-found read with a fine-grained token carries the not-found note', async () => {
    const { graphql } = client(() => json({ data: { project: null } }), { fineGrained: true });
    const answer = await graphql.get(PROJECT_MERGE_REQUESTS, { fullPath: 'g/p' }, (data) => data.project);
    expect(answer).toEqual({ data: null, errors: [], notes: [GRAPHQL_NOT_FOUND_NOTE] });
  });
});

describe('lenient mapping', () => {
  it.each([
    ['project null', { project: null }],
    ['connection null', { project: { branchRules: null } }],
    ['nodes and pageInfo missing', { project: { branchRules: {} } }],
    [
      'every node field null',
      {
        project: {
          branchRules: { nodes: [{ id: null, name: null, branchProtection: null }, null], pageInfo: null },
        },
      },
    ],
    [
      'pageInfo fields null',
      { project: { branchRules: { nodes: [], pageInfo: { hasNextPage: null, endCursor: null } } } },
    ],
  ])('a list answer with %s gives a result, never an exception', async (_, data) => {
    const { graphql } = client(() => json({ data }));
    const list = await graphql.list(PROJECT_BRANCH_RULES, { fullPath: 'g/p' }, (d) => d.project?.branchRules);
    expect(list.pageInfo).toMatchObject({
      style: 'cursor',
      block: { has_next_page: false, end_cursor: null },
    });
    expect(Array.isArray(list.items)).toBe(true);
  });

  it('errors without message or path still read', async () => {
    const { graphql } = client(() => json({ data: { currentUser: null }, errors: [{}, null] }));
    const answer = await graphql.query(CURRENT_USER);
    expect(answer.errors.map((error) => error.message)).toEqual([
      'GitLab reported an unnamed GraphQL error',
      'GitLab reported an unnamed GraphQL error',
    ]);
  });
});

describe('retries (issue 11: reads retried within bounds, a mutation sent once)', () => {
  const retry = (failure: { kind: string }, attempt: number) =>
    failure.kind === 'status' && attempt < 3 ? 1 : null;

  it('a query that met a 502 is sent again as the policy says, and answers once GitLab does', async () => {
    let calls = 0;
    const { graphql, seen } = client(
      () => (++calls === 1 ? json({ message: 'Bad Gateway' }, 502) : json({ data: { currentUser: null } })),
      { retry },
    );
    await graphql.query(CURRENT_USER);
    expect(seen).toHaveLength(2);
  });

  it('a query that keeps failing stops where the policy says, with the last error', async () => {
    const { graphql, seen } = client(() => json({ message: 'Bad Gateway' }, 502), { retry });
    await expect(graphql.query(CURRENT_USER)).rejects.toMatchObject({ status: 502 });
    expect(seen).toHaveLength(3);
  });

  it('a mutation is sent once, whatever the policy', async () => {
    const mutation = graphqlDocument<unknown>('mutation Touch { touch { errors } }');
    const { graphql, seen } = client(() => json({ message: 'Bad Gateway' }, 502), { retry });
    await expect(graphql.query(mutation)).rejects.toMatchObject({ code: 'gitlab_api' });
    expect(seen).toHaveLength(1);
  });
});
