import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});

afterAll(async () => {
  await sandbox.close();
});

async function graphql(
  body: unknown,
  headers: Record<string, string> = { 'private-token': sandbox.tokens.alice },
) {
  const response = await fetch(`${sandbox.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] },
  };
}

describe('GraphQL over HTTP through startSandbox', () => {
  it('a mutation is visible afterwards through REST', async () => {
    const created = await graphql({
      query: 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { errors issue { iid } } }',
      variables: { input: { projectPath: 'group/project', title: 'Fix the login page' } },
    });
    expect(created).toEqual({
      status: 200,
      body: { data: { createIssue: { errors: [], issue: { iid: '42' } } } },
    });

    const rest = await fetch(`${sandbox.url}/api/v4/projects/42/issues/42`, {
      headers: { 'private-token': sandbox.tokens.api },
    });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({
      iid: 42,
      title: 'Fix the login page',
      author: { username: 'alice' },
      created_at: '2025-03-21T09:00:00.000Z',
    });
  });

  it('answers GET /api/graphql?query=… and logs the request under the full path', async () => {
    const query = encodeURIComponent('{ currentUser { username } }');
    const response = await fetch(`${sandbox.url}/api/graphql?query=${query}`, {
      headers: { authorization: `Bearer ${sandbox.tokens.oauth}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { currentUser: { username: 'root' } } });
    expect(
      sandbox.requests.all().some((entry) => entry.path === '/api/graphql' && entry.method === 'GET'),
    ).toBe(true);
  });

  it('an anonymous request runs with no viewer: currentUser is null, internal projects are hidden', async () => {
    const result = await graphql(
      { query: '{ currentUser { username } project(fullPath: "group/project") { name } }' },
      {},
    );
    expect(result).toEqual({ status: 200, body: { data: { currentUser: null, project: null } } });
  });

  it('a validation failure is HTTP 200 with errors and no data', async () => {
    const result = await graphql({ query: '{ project(fullPath: "group/project") { nope } }' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      errors: [
        {
          message: "Field 'nope' doesn't exist on type 'Project'",
          locations: [{ line: 1, column: 40 }],
          path: ['query', 'project', 'nope'],
          extensions: { code: 'undefinedField', typeName: 'Project', fieldName: 'nope' },
        },
      ],
    });
  });

  it('missing query over HTTP: "No query string was present"', async () => {
    expect(await graphql({})).toEqual({
      status: 200,
      body: { errors: [{ message: 'No query string was present' }] },
    });
  });
});
