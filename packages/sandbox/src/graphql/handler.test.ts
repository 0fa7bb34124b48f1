import { describe, expect, it } from 'vitest';
import { instanceMetadata } from '../instance.js';
import { createState } from '../store/index.js';
import { seedTokenSecrets } from '../seed/tokens.js';
import { executeGraphql } from './handler.js';
import { askGraphql } from './test-support.js';

const token = seedTokenSecrets.api;

interface Page {
  nodes: { iid: string }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  count: number;
}

async function mergeRequestPage(args: string): Promise<Page> {
  const result = await askGraphql(
    createState(),
    `{ project(fullPath: "group/project") { mergeRequests(${args}) { count nodes { iid } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`,
    { token },
  );
  expect(result.body.errors).toBeUndefined();
  return (result.body.data as { project: { mergeRequests: Page } }).project.mergeRequests;
}

const newestFirst = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => String(from - index));

describe('valid documents execute over the seeded store', () => {
  it('pages through the project merge requests forward with first/after', async () => {
    const pages: string[][] = [];
    const flags: [boolean, boolean][] = [];
    let after: string | null = null;
    do {
      const page: Page = await mergeRequestPage(after === null ? 'first: 5' : `first: 5, after: "${after}"`);
      pages.push(page.nodes.map((node) => node.iid));
      flags.push([page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage]);
      expect(page.count).toBe(16);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after !== null);
    // !230..!245, newest first (GitLab's default created_desc), in pages of 5, 5, 5, 1.
    expect(pages).toEqual([newestFirst(245, 241), newestFirst(240, 236), newestFirst(235, 231), ['230']]);
    expect(flags).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [true, false],
    ]);
  });

  it('pages backward with last/before and meets the same items', async () => {
    const pages: string[][] = [];
    const flags: [boolean, boolean][] = [];
    let before: string | null = null;
    do {
      const page: Page = await mergeRequestPage(before === null ? 'last: 5' : `last: 5, before: "${before}"`);
      pages.push(page.nodes.map((node) => node.iid));
      flags.push([page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage]);
      before = page.pageInfo.hasPreviousPage ? page.pageInfo.startCursor : null;
    } while (before !== null);
    expect(pages).toEqual([newestFirst(234, 230), newestFirst(239, 235), newestFirst(244, 240), ['245']]);
    expect(flags).toEqual([
      [true, false],
      [true, true],
      [true, true],
      [false, true],
    ]);
  });

  it('serves !243 as the REST facts describe it, with GitLab global ids', async () => {
    const result = await askGraphql(
      createState(),
      `{ project(fullPath: "group/project") { id mergeRequest(iid: "243") {
          id iid title state sourceBranch targetBranch detailedMergeStatus mergeStatusEnum createdAt userNotesCount
          webUrl reference(full: true) author { username } reviewers { nodes { username } } labels { nodes { title } }
          headPipeline { id status path } } } }`,
      { token },
    );
    expect(result).toEqual({
      status: 200,
      body: {
        data: {
          project: {
            id: 'gid://gitlab/Project/42',
            mergeRequest: {
              id: 'gid://gitlab/MergeRequest/9243',
              iid: '243',
              title: 'Fix login bug',
              state: 'opened',
              sourceBranch: 'feature/fix-login',
              targetBranch: 'main',
              detailedMergeStatus: 'MERGEABLE',
              mergeStatusEnum: 'CAN_BE_MERGED',
              createdAt: '2025-03-15T10:30:00.000Z',
              userNotesCount: 2,
              webUrl: 'https://gitlab.example.com/group/project/-/merge_requests/243',
              reference: 'group/project!243',
              author: { username: 'alice' },
              reviewers: { nodes: [{ username: 'bob' }] },
              labels: { nodes: [{ title: 'bug' }] },
              headPipeline: {
                id: 'gid://gitlab/Ci::Pipeline/1207',
                status: 'SUCCESS',
                path: '/group/project/-/pipelines/1207',
              },
            },
          },
        },
      },
    });
  });

  it('Query.metadata reports the instance REST’s /metadata reports; null for an anonymous request', async () => {
    const state = createState();
    const document = '{ metadata { version revision enterprise kas { enabled externalUrl version } } }';
    const result = await askGraphql(state, document, { token });
    const { version, revision, enterprise, kas } = instanceMetadata(state.config);
    expect(result.body).toEqual({
      data: {
        metadata: {
          version,
          revision,
          enterprise,
          kas: { enabled: kas.enabled, externalUrl: kas.externalUrl, version: kas.version },
        },
      },
    });
    expect(version).toBe('19.4.1-ee');
    expect((await askGraphql(state, document)).body).toEqual({ data: { metadata: null } });
  });

  it('answers a GET with the document in the query string', async () => {
    const result = await askGraphql(
      createState(),
      'query Me($name: String!) { user(username: $name) { username } }',
      {
        token,
        method: 'GET',
        variables: { name: 'carol' },
      },
    );
    expect(result).toEqual({ status: 200, body: { data: { user: { username: 'carol' } } } });
  });
});

describe("invalid requests get GitLab's error shape", () => {
  it('a field the schema lacks: HTTP 200, no data, graphql-ruby wording and document path', async () => {
    const result = await askGraphql(
      createState(),
      'query Named {\n  project(fullPath: "group/project") {\n    nope\n  }\n}',
      { token },
    );
    expect(result).toEqual({
      status: 200,
      body: {
        errors: [
          {
            message: "Field 'nope' doesn't exist on type 'Project'",
            locations: [{ line: 3, column: 5 }],
            path: ['query Named', 'project', 'nope'],
            extensions: { code: 'undefinedField', typeName: 'Project', fieldName: 'nope' },
          },
        ],
      },
    });
    expect(result.body).not.toHaveProperty('data');
  });

  it('missing and unknown arguments, several errors at once', async () => {
    const result = await askGraphql(
      createState(),
      '{ project { name } group(fullPath: "group", bogus: 1) { name } }',
      { token },
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      {
        message: "Field 'project' is missing required arguments: fullPath",
        locations: [{ line: 1, column: 3 }],
        path: ['query', 'project'],
        extensions: {
          code: 'missingRequiredArguments',
          className: 'Field',
          name: 'project',
          arguments: 'fullPath',
        },
      },
      {
        message: "Field 'group' doesn't accept argument 'bogus'",
        locations: [{ line: 1, column: 45 }],
        path: ['query', 'group', 'bogus'],
        extensions: { code: 'argumentNotAccepted', name: 'group', typeName: 'Field', argumentName: 'bogus' },
      },
    ]);
  });

  it('a syntax error: HTTP 200, errors with locations, no data', async () => {
    const result = await askGraphql(createState(), '{ project(fullPath: "group/project") { name }', {
      token,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors?.[0]?.locations).toEqual([{ line: 1, column: 46 }]);
    expect(result.body.errors?.[0]?.message).toMatch(/^Syntax Error/);
  });

  it.each([
    ['no query at all', { variables: {} }],
    ['an empty query', { query: '   ' }],
  ])('%s: "No query string was present"', async (_name, body) => {
    const result = await executeGraphql(createState(), { method: 'POST', query: {}, body, auth: null });
    expect(result).toEqual({ status: 200, body: { errors: [{ message: 'No query string was present' }] } });
  });

  it('a GET without a query parameter: "No query string was present"', async () => {
    const result = await executeGraphql(createState(), {
      method: 'GET',
      query: {},
      body: undefined,
      auth: null,
    });
    expect(result).toEqual({ status: 200, body: { errors: [{ message: 'No query string was present' }] } });
  });

  it('refuses a mutation over GET with 422, as GitLab does', async () => {
    const result = await askGraphql(
      createState(),
      'mutation { mergeRequestSetDraft(input: {projectPath: "group/project", iid: "243", draft: true}) { errors } }',
      {
        token,
        method: 'GET',
      },
    );
    expect(result).toEqual({
      status: 422,
      body: { errors: [{ message: 'Mutations are forbidden in GET requests' }] },
    });
  });

  it('refuses variables that are not a JSON object with 422', async () => {
    const result = await executeGraphql(createState(), {
      method: 'POST',
      query: {},
      body: { query: '{ echo(text: "x") }', variables: '{oops' },
      auth: null,
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toHaveLength(1);
  });

  it('a variable of the wrong type fails before execution: no data', async () => {
    const result = await askGraphql(
      createState(),
      'query($path: ID!) { project(fullPath: $path) { name } }',
      { token, variables: {} },
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toContain('$path');
  });
});

describe('execution errors keep the rest of the data', () => {
  it('a bad cursor nulls its connection only and reports the response path', async () => {
    const result = await askGraphql(
      createState(),
      '{ project(fullPath: "group/project") { name mergeRequests(after: "bogus") { nodes { iid } } issues(first: 1) { nodes { iid } } } }',
      { token },
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      project: { name: 'Project', mergeRequests: null, issues: { nodes: [{ iid: '41' }] } },
    });
    expect(result.body.errors).toEqual([
      {
        message: 'Please provide a valid cursor',
        locations: [{ line: 1, column: 45 }],
        path: ['project', 'mergeRequests'],
      },
    ]);
  });

  it('a global id of the wrong model is an argument error beside other fields', async () => {
    const result = await askGraphql(
      createState(),
      '{ currentUser { username } mergeRequest(id: "gid://gitlab/Issue/1") { iid } }',
      { token },
    );
    expect(result.body.data).toEqual({ currentUser: { username: 'root' }, mergeRequest: null });
    expect(result.body.errors?.[0]?.path).toEqual(['mergeRequest']);
  });
});

describe('licence tiers', () => {
  it('Issue.weight (Premium) is null without an error on free, the stored weight on premium', async () => {
    const document =
      '{ project(fullPath: "group/project") { issue(iid: "40") { weight } } group(fullPath: "group") { epics { nodes { id } } } }';
    const free = await askGraphql(createState({ tier: 'free' }), document, { token });
    const premium = await askGraphql(createState({ tier: 'premium' }), document, { token });
    expect(free.body).toEqual({
      data: { project: { issue: { weight: null } }, group: { epics: { nodes: [] } } },
    });
    expect(premium.body).toEqual({
      data: { project: { issue: { weight: 3 } }, group: { epics: { nodes: [] } } },
    });
  });
});
