/**
 * Embedded resources: a successful get whose action declares a URI template adds a `gitlab://` resource block
 * (OF-80), its values escaped like RFC 6570 simple expansion whatever form the project was sent in (OF-82), on
 * by default and off with GITLAB_MCP_EMBEDDED_RESOURCES=false (OF-83).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MR_243_URI } from '../support/contract-examples.js';
import { closeHarnesses, resourcesOf, START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { actionCall } from '../support/surfaces.js';

const uris = (result: CallToolResult) => resourcesOf(result).map((block) => block.resource.uri);

let harness: Harness;
let opaque: Harness;
let full: Harness;
let individual: Harness;

beforeAll(async () => {
  ({ harness, opaque, full, individual } = await startHarnesses({
    harness: { surface: 'dynamic' },
    opaque: { surface: 'meta' },
    full: {
      surface: 'meta',
      env: { GITLAB_MCP_META_PARAM_SCHEMA: 'full', GITLAB_MCP_EMBEDDED_RESOURCES: 'false' },
    },
    individual: { surface: 'individual' },
  }));
}, START_TIMEOUT);
afterAll(() => closeHarnesses({ harness, opaque, full, individual }));

describe('OF-80 OF-81 OF-82 resource blocks on the dynamic surface', () => {
  const get = (action: string, params: Record<string, unknown>) =>
    harness.call('gitlab_execute_action', { action, params });

  it.each([
    ['project.get', { project_id: 'group/project' }, 'gitlab://project/group%2Fproject'],
    [
      'branch.get',
      { project_id: 'group/project', branch_name: 'feature/login' },
      'gitlab://project/group%2Fproject/branch/feature%2Flogin',
    ],
    ['issue.get', { project_id: 'group/project', issue_iid: 1 }, 'gitlab://project/group%2Fproject/issue/1'],
    [
      'pipeline.get',
      { project_id: 'group/project', pipeline_id: 1207 },
      'gitlab://project/group%2Fproject/pipeline/1207',
    ],
    ['merge_request.get', { project_id: '42', merge_request_iid: 243 }, 'gitlab://project/42/mr/243'],
  ])('OF-81 OF-82 %s embeds its canonical URI', async (action, params, uri) => {
    const result = await get(action, params);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(uris(result)).toEqual([uri]);
    const [block] = resourcesOf(result);
    expect(block?.resource.mimeType).toBe('application/json');
    expect(JSON.parse(String(block?.resource.text))).toEqual(result.structuredContent);
  });

  it('OF-82 a project sent URL-encoded embeds the same URI as one sent plain', async () => {
    const encoded = await get('merge_request.get', { project_id: 'group%2Fproject', merge_request_iid: 243 });
    expect(encoded.isError, textOf(encoded)).toBeFalsy();
    expect(uris(encoded)).toEqual([MR_243_URI]);
  });

  it('OF-82 the project_path alias is accepted on the dynamic surface', async () => {
    const aliased = await get('merge_request.get', { project_path: 'group/project', merge_request_iid: 243 });
    expect(aliased.isError, textOf(aliased)).toBeFalsy();
    expect(uris(aliased)).toEqual([MR_243_URI]);
  });

  it('OF-80 no resource block on a list, a write, a not-found answer or a refusal', async () => {
    const results = [
      await get('branch.list', { project_id: 'group/project', per_page: 1 }),
      await get('issue.update', { project_id: 'group/project', issue_iid: 3, labels: ['e2e'] }),
      await get('merge_request.get', { project_id: 'group/project', merge_request_iid: 99999 }),
      await get('merge_request.get', { project_id: 'group/project' }),
    ];
    for (const result of results) expect(uris(result), textOf(result)).toEqual([]);
  });
});

describe('OF-82 the project_path alias on meta and individual', () => {
  const aliased = { project_path: 'group/project', merge_request_iid: 243 };

  it('OF-82 meta with the opaque schema accepts it and embeds the canonical URI', async () => {
    const call = actionCall('meta', 'merge_request.get', aliased);
    const result = await opaque.call(call.name, call.arguments);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(uris(result)).toEqual([MR_243_URI]);
  });

  it.each([
    ['meta with the full schema', () => full, 'meta'],
    ['an individual tool', () => individual, 'individual'],
  ] as const)('OF-82 %s rejects it before running', async (_where, harness, surface) => {
    harness().sandbox.requests.clear();
    const call = actionCall(surface, 'merge_request.get', aliased);
    const result = await harness().call(call.name, call.arguments);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('project_path');
    expect(harness().gitlabRequests()).toEqual([]);
  });

  it('OF-83 GITLAB_MCP_EMBEDDED_RESOURCES=false leaves the resource block out, and nothing else', async () => {
    const call = actionCall('meta', 'merge_request.get', {
      project_id: 'group/project',
      merge_request_iid: 243,
    });
    const [withBlock, without] = await Promise.all([
      opaque.call(call.name, call.arguments),
      full.call(call.name, call.arguments),
    ]);
    expect(without.isError).toBeFalsy();
    expect(without.content.map((block) => block.type)).toEqual(['text']);
    expect(withBlock.content.map((block) => block.type)).toEqual(['text', 'resource']);
    expect(without.content[0]).toEqual(withBlock.content[0]);
    expect(without.structuredContent).toEqual(withBlock.structuredContent);
  });
});
