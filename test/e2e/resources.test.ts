/**
 * MCP resources (issue 10, reference-server.md §6): the 8 static resources and 37 templates are listed with their
 * names, MIME types and annotations; every one reads, and a GitLab resource's JSON is exactly the structuredContent
 * of the matching tools/call; unknown URIs and GitLab's 404 are clear JSON-RPC errors; the minimal capability
 * surface keeps only the tool manifest; a resource read is narrowed like a tool call.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { closeHarnesses, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;
let minimal: Harness;
let narrowed: Harness;

beforeAll(async () => {
  ({ harness, minimal, narrowed } = await startHarnesses({
    harness: { surface: 'dynamic' },
    minimal: { env: { GITLAB_MCP_CAPABILITY_SURFACE: 'minimal' } },
    narrowed: { env: { GITLAB_MCP_EXCLUDE_TOOLS: 'project.get', GITLAB_MCP_READ_ONLY: 'true' } },
  }));
}, START_TIMEOUT);
afterAll(() => closeHarnesses({ harness, minimal, narrowed }));

const P = 'gitlab://project/group%2Fproject';
const PAGE = { per_page: 100 };
const project = { project_id: 'group/project' };

/** One instance of each template, with the action and params whose tools/call answers the same JSON. */
const TEMPLATE_READS: ReadonlyArray<[template: string, uri: string, action: string, params: object]> = [
  ['gitlab://group/{group_id}', 'gitlab://group/group', 'group.get', { group_id: 'group' }],
  [
    'gitlab://group/{group_id}/label/{label_id}',
    'gitlab://group/10/label/26',
    'group.group_label_get',
    { group_id: '10', label_id: 26 },
  ],
  [
    'gitlab://group/{group_id}/members',
    'gitlab://group/10/members',
    'group.members',
    { group_id: '10', ...PAGE },
  ],
  [
    'gitlab://group/{group_id}/milestone/{milestone_iid}',
    'gitlab://group/10/milestone/1',
    'group.group_milestone_get',
    { group_id: '10', milestone_iid: 1 },
  ],
  [
    'gitlab://group/{group_id}/projects',
    'gitlab://group/10/projects',
    'group.projects',
    { group_id: '10', ...PAGE },
  ],
  ['gitlab://project/{project_id}', P, 'project.get', project],
  [
    'gitlab://project/{project_id}/board/{board_id}',
    `${P}/board/81`,
    'project.board_get',
    { ...project, board_id: 81 },
  ],
  [
    'gitlab://project/{project_id}/branch/{branch}',
    `${P}/branch/feature%2Flogin`,
    'branch.get',
    { ...project, branch_name: 'feature/login' },
  ],
  ['gitlab://project/{project_id}/branches', `${P}/branches`, 'branch.list', { ...project, ...PAGE }],
  [
    'gitlab://project/{project_id}/commit/{sha}',
    `${P}/commit/main`,
    'repository.commit_get',
    { ...project, sha: 'main' },
  ],
  [
    'gitlab://project/{project_id}/deploy_key/{deploy_key_id}',
    `${P}/deploy_key/71`,
    'access.deploy_key_get',
    { ...project, deploy_key_id: 71 },
  ],
  [
    'gitlab://project/{project_id}/deployment/{deployment_id}',
    `${P}/deployment/401`,
    'environment.deployment_get',
    { ...project, deployment_id: 401 },
  ],
  [
    'gitlab://project/{project_id}/environment/{environment_id}',
    `${P}/environment/301`,
    'environment.get',
    { ...project, environment_id: 301 },
  ],
  [
    'gitlab://project/{project_id}/feature_flag/{name}',
    `${P}/feature_flag/new_login_flow`,
    'feature_flags.feature_flag_get',
    { ...project, name: 'new_login_flow' },
  ],
  // {+path}: the file's path keeps its slashes; the ref is one segment, so a slash in it is escaped.
  [
    'gitlab://project/{project_id}/file/{ref}/{+path}',
    `${P}/file/main/docs/guide.md`,
    'repository.file_get',
    { ...project, ref: 'main', file_path: 'docs/guide.md' },
  ],
  [
    'gitlab://project/{project_id}/issue/{issue_iid}',
    `${P}/issue/1`,
    'issue.get',
    { ...project, issue_iid: 1 },
  ],
  ['gitlab://project/{project_id}/issues', `${P}/issues`, 'issue.list', { ...project, ...PAGE }],
  ['gitlab://project/{project_id}/job/{job_id}', `${P}/job/12070`, 'job.get', { ...project, job_id: 12070 }],
  [
    'gitlab://project/{project_id}/label/{label_id}',
    `${P}/label/21`,
    'project.label_get',
    { ...project, label_id: 21 },
  ],
  ['gitlab://project/{project_id}/labels', `${P}/labels`, 'project.label_list', { ...project, ...PAGE }],
  ['gitlab://project/{project_id}/members', `${P}/members`, 'project.members', { ...project, ...PAGE }],
  [
    'gitlab://project/{project_id}/milestone/{milestone_iid}',
    `${P}/milestone/4`,
    'project.milestone_get',
    { ...project, milestone_iid: 4 },
  ],
  [
    'gitlab://project/{project_id}/milestones',
    `${P}/milestones`,
    'project.milestone_list',
    { ...project, ...PAGE },
  ],
  [
    'gitlab://project/{project_id}/mr/{merge_request_iid}',
    `${P}/mr/243`,
    'merge_request.get',
    { ...project, merge_request_iid: 243 },
  ],
  [
    'gitlab://project/{project_id}/mr/{merge_request_iid}/discussions',
    `${P}/mr/243/discussions`,
    'mr_review.discussion_list',
    { ...project, merge_request_iid: 243, ...PAGE },
  ],
  [
    'gitlab://project/{project_id}/mr/{merge_request_iid}/notes',
    `${P}/mr/243/notes`,
    'mr_review.note_list',
    { ...project, merge_request_iid: 243, ...PAGE },
  ],
  [
    'gitlab://project/{project_id}/pipeline/{pipeline_id}',
    `${P}/pipeline/1207`,
    'pipeline.get',
    { ...project, pipeline_id: 1207 },
  ],
  [
    'gitlab://project/{project_id}/pipeline/{pipeline_id}/jobs',
    `${P}/pipeline/1207/jobs`,
    'job.list',
    { ...project, pipeline_id: 1207, ...PAGE },
  ],
  ['gitlab://project/{project_id}/pipelines/latest', `${P}/pipelines/latest`, 'pipeline.latest', project],
  [
    'gitlab://project/{project_id}/release/{tag_name}',
    `${P}/release/v1.2.0`,
    'release.get',
    { ...project, tag_name: 'v1.2.0' },
  ],
  ['gitlab://project/{project_id}/releases', `${P}/releases`, 'release.list', { ...project, ...PAGE }],
  [
    'gitlab://project/{project_id}/snippet/{snippet_id}',
    `${P}/snippet/61`,
    'snippet.project_get',
    { ...project, snippet_id: 61 },
  ],
  [
    'gitlab://project/{project_id}/tag/{tag_name}',
    `${P}/tag/v0.9.0`,
    'tag.get',
    { ...project, tag_name: 'v0.9.0' },
  ],
  ['gitlab://project/{project_id}/tags', `${P}/tags`, 'tag.list', { ...project, ...PAGE }],
  ['gitlab://project/{project_id}/wiki/{slug}', `${P}/wiki/home`, 'wiki.get', { ...project, slug: 'home' }],
  // root's own seeded personal snippet.
  ['gitlab://snippet/{snippet_id}', 'gitlab://snippet/64', 'snippet.get', { snippet_id: 64 }],
];

const STATIC = [
  ['gitlab://groups', 'groups', 'application/json', 0.4],
  ['gitlab://guides/code-review', 'code_review', 'text/markdown', 0.6],
  ['gitlab://guides/conventional-commits', 'conventional_commits', 'text/markdown', 0.6],
  ['gitlab://guides/git-workflow', 'git_workflow', 'text/markdown', 0.6],
  ['gitlab://guides/merge-request-hygiene', 'merge_request_hygiene', 'text/markdown', 0.6],
  ['gitlab://guides/pipeline-troubleshooting', 'pipeline_troubleshooting', 'text/markdown', 0.6],
  ['gitlab://tools', 'tool_manifest', 'application/json', 0.6],
  ['gitlab://user/current', 'current_user', 'application/json', 0.6],
] as const;

/** reference-server.md §6: the templates marked S. */
const SUBSCRIBABLE = new Set(
  TEMPLATE_READS.map(([template]) => template).filter(
    (template) =>
      !/\/(members|projects|branches|issues|labels|milestones|releases|tags)$/.test(template) &&
      !template.endsWith('/commit/{sha}'),
  ),
);

async function readJson(where: Harness, uri: string): Promise<unknown> {
  const { contents } = await where.client.readResource({ uri });
  expect(contents).toHaveLength(1);
  expect(contents[0]?.uri).toBe(uri);
  expect(contents[0]?.mimeType).toBe('application/json');
  return JSON.parse(String((contents[0] as { text: string }).text));
}

async function structuredOf(where: Harness, action: string, params: object): Promise<unknown> {
  const result = await where.call('gitlab_execute_action', { action, params });
  expect(result.isError, textOf(result)).toBeFalsy();
  return result.structuredContent;
}

async function readError(where: Harness, uri: string): Promise<McpError> {
  const error = await where.client.readResource({ uri }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

describe('resources/list and resources/templates/list', () => {
  it('lists the 8 static resources with names, MIME types, annotations and one shared icon', async () => {
    const { resources } = await harness.client.listResources();
    expect(resources.map((resource) => resource.uri).sort()).toEqual(STATIC.map(([uri]) => uri));
    for (const [uri, name, mimeType, priority] of STATIC) {
      const resource = resources.find((entry) => entry.uri === uri)!;
      expect(resource).toMatchObject({
        name,
        mimeType,
        annotations: { audience: ['user', 'assistant'], priority },
      });
      expect(resource.title).toMatch(/\w/);
      expect(resource.icons).toEqual(resources[0]?.icons);
      expect(resource.icons?.[0]?.src).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('lists the 37 templates of §6, the subscribable ones marked, collections at priority 0.4', async () => {
    const { resourceTemplates } = await harness.client.listResourceTemplates();
    const expected = [...TEMPLATE_READS.map(([template]) => template), 'gitlab://tools/{id}'];
    expect(resourceTemplates.map((template) => template.uriTemplate).sort()).toEqual(expected.sort());
    expect(resourceTemplates).toHaveLength(37);
    for (const template of resourceTemplates) {
      const subscribable = SUBSCRIBABLE.has(template.uriTemplate);
      expect(template._meta?.['io.github.jmrplens/subscribable'] === true, template.uriTemplate).toBe(
        subscribable,
      );
      expect(template.description?.includes('Subscribable'), template.uriTemplate).toBe(subscribable);
      const collection = TEMPLATE_READS.find(([uri]) => uri === template.uriTemplate)?.[3] ?? {};
      expect(template.annotations?.priority, template.uriTemplate).toBe('per_page' in collection ? 0.4 : 0.6);
    }
  });

  it('advertises subscriptions on a stdio session', () => {
    expect(harness.client.getServerCapabilities()?.resources).toMatchObject({ subscribe: true });
  });
});

describe('resources/read', () => {
  it.each(TEMPLATE_READS)(
    '%s reads the structuredContent of the matching call',
    async (_template, uri, action, params) => {
      expect(await readJson(harness, uri)).toEqual(await structuredOf(harness, action, params));
    },
  );

  it('gitlab://user/current and gitlab://groups read user.current and one page of group.list', async () => {
    expect(await readJson(harness, 'gitlab://user/current')).toEqual(
      await structuredOf(harness, 'user.current', {}),
    );
    expect(await readJson(harness, 'gitlab://groups')).toEqual(
      await structuredOf(harness, 'group.list', PAGE),
    );
  });

  it('gitlab://tools and gitlab://tools/{id} describe the served actions', async () => {
    const manifest = (await readJson(harness, 'gitlab://tools')) as { entries: Array<{ id: string }> };
    expect(manifest.entries.map((entry) => entry.id)).toContain('branch.get');
    expect(await readJson(harness, 'gitlab://tools/branch.get')).toMatchObject({ id: 'branch.get' });
  });

  it.each(STATIC.filter(([, , mimeType]) => mimeType === 'text/markdown'))(
    '%s is a Markdown guide of our own',
    async (uri) => {
      const { contents } = await harness.client.readResource({ uri });
      expect(contents[0]?.mimeType).toBe('text/markdown');
      const text = String((contents[0] as { text: string }).text);
      expect(text).toMatch(/^# .+ Guide\n/);
      expect(text.length).toBeGreaterThan(800);
    },
  );

  it('reads send GitLab one request each, a collection asking for one page of 100', async () => {
    harness.sandbox.requests.clear();
    await readJson(harness, `${P}/branches`);
    const requests = harness.sandbox.requests.all();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /projects/group%2Fproject/repository/branches',
    ]);
    expect(requests[0]?.query.per_page).toBe('100');
  });

  it('an unknown URI is InvalidParams naming it, and nothing is sent to GitLab', async () => {
    harness.sandbox.requests.clear();
    for (const uri of [
      'gitlab://nothing',
      `${P}/unknown/1`,
      'gitlab://guides/none',
      'https://example.com/',
    ]) {
      const error = await readError(harness, uri);
      expect(error.code).toBe(-32602);
      expect(error.message).toContain(uri);
    }
    expect(harness.gitlabRequests()).toEqual([]);
  });

  it('an action ID gitlab://tools/{id} does not know is InvalidParams', async () => {
    const error = await readError(harness, 'gitlab://tools/branch.nothing');
    expect(error.code).toBe(-32602);
  });

  it("GitLab's 404 is a resource error naming the URI and what was not found, and the server carries on", async () => {
    const uri = `${P}/issue/99999`;
    const error = await readError(harness, uri);
    expect(error.code).toBe(-32002);
    expect(error.message).toContain(uri);
    expect(error.message).toMatch(/not found/i);
    expect(await readJson(harness, `${P}/issue/1`)).toMatchObject({ iid: 1 });
  });
});

describe('narrowing', () => {
  it('GITLAB_MCP_CAPABILITY_SURFACE=minimal keeps only the tool manifest resources', async () => {
    const { resources } = await minimal.client.listResources();
    const { resourceTemplates } = await minimal.client.listResourceTemplates();
    expect(resources.map((resource) => resource.uri)).toEqual(['gitlab://tools']);
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['gitlab://tools/{id}']);
    expect(await readJson(minimal, 'gitlab://tools/project.get')).toMatchObject({ id: 'project.get' });
    minimal.sandbox.requests.clear();
    expect((await readError(minimal, P)).code).toBe(-32602);
    expect((await readError(minimal, 'gitlab://guides/code-review')).code).toBe(-32602);
    expect(minimal.gitlabRequests()).toEqual([]);
  });

  it('a read takes the tools/call path: an excluded action is refused before GitLab is asked', async () => {
    narrowed.sandbox.requests.clear();
    const error = await readError(narrowed, P);
    expect(error.code).toBe(-32002);
    expect(error.message).toContain('project.get');
    expect(narrowed.gitlabRequests()).toEqual([]);
    expect(await readJson(narrowed, `${P}/issue/1`)).toMatchObject({ iid: 1 });
  });
});

describe('docs/resources-and-prompts.md', () => {
  it('lists every resource and template the server publishes, with its subscribable mark', async () => {
    const doc = readFileSync(new URL('../../docs/resources-and-prompts.md', import.meta.url), 'utf8');
    const { resources } = await harness.client.listResources();
    const { resourceTemplates } = await harness.client.listResourceTemplates();
    for (const resource of resources) expect(doc, resource.uri).toContain(`| \`${resource.uri}\` |`);
    for (const template of resourceTemplates) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${template.uriTemplate}\` |`));
      expect(row, template.uriTemplate).toBeDefined();
      expect(row!.trimEnd().endsWith('| S |'), template.uriTemplate).toBe(
        SUBSCRIBABLE.has(template.uriTemplate),
      );
    }
  });
});
