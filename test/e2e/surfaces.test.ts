/**
 * The three surfaces side by side: one catalog, one call path, so the same call answers the same way on each
 * (OF-21), and each publishes tool hints derived from the catalog's classification (OF-58) and its output
 * schemas (OF-90, OF-91).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  closeHarnesses,
  onEverySurface,
  resourcesOf,
  START_TIMEOUT,
  startHarnesses,
  textOf,
} from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { actionCall, onSurface, structuredOnSurface, SURFACES } from '../support/surfaces.js';
import type { SurfaceName } from '../support/surfaces.js';

let harnesses: Record<SurfaceName, Harness>;

beforeAll(async () => {
  harnesses = await startHarnesses(onEverySurface());
}, START_TIMEOUT);
afterAll(() => closeHarnesses(harnesses));

function run(surface: SurfaceName, id: string, params: Record<string, unknown>): Promise<CallToolResult> {
  const call = actionCall(surface, id, params);
  return harnesses[surface].call(call.name, call.arguments);
}

function tool(surface: SurfaceName, name: string): Tool {
  const found = harnesses[surface].tools.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${surface} does not list ${name}`);
  return found;
}

/** What the dynamic surface answered, as the other surface must answer it: only next-step lines differ. */
function asOn(surface: SurfaceName, dynamic: CallToolResult): unknown {
  return {
    isError: dynamic.isError,
    content: dynamic.content.map((block) => {
      if (block.type === 'text') return { ...block, text: onSurface(surface, block.text) };
      if (block.type === 'resource' && 'text' in block.resource) {
        const json = structuredOnSurface(surface, JSON.parse(block.resource.text) as Record<string, unknown>);
        return { ...block, resource: { ...block.resource, text: JSON.stringify(json) } };
      }
      return block;
    }),
    ...(dynamic.structuredContent
      ? { structuredContent: structuredOnSurface(surface, dynamic.structuredContent) }
      : {}),
  };
}

describe('OF-21 the same call answers the same way on all three surfaces', () => {
  const calls: Array<[string, string, Record<string, unknown>]> = [
    ['a list', 'branch.list', { project_id: 'group/project', per_page: 5, page: 2, search: 'feature' }],
    // project.get's next steps all name served actions, so each surface can translate every one of them.
    ['a get with its resource block', 'project.get', { project_id: 'group/project' }],
    ['a not-found card', 'branch.get', { project_id: 'group/project', branch_name: 'no/such-branch' }],
  ];

  it.each(calls)(
    'OF-21 OF-1 OF-55 %s (%s) on meta and individual equals dynamic, next steps translated',
    async (_what, id, params) => {
      const [dynamic, meta, individual] = await Promise.all(
        SURFACES.map((surface) => run(surface, id, params)),
      );
      expect(textOf(dynamic!)).not.toBe('');
      const plain = {
        isError: meta!.isError,
        content: meta!.content,
        structuredContent: meta!.structuredContent,
      };
      expect(JSON.parse(JSON.stringify(plain))).toEqual(JSON.parse(JSON.stringify(asOn('meta', dynamic!))));
      const single = {
        isError: individual!.isError,
        content: individual!.content,
        structuredContent: individual!.structuredContent,
      };
      expect(JSON.parse(JSON.stringify(single))).toEqual(
        JSON.parse(JSON.stringify(asOn('individual', dynamic!))),
      );
    },
  );

  it('OF-21 each surface names next steps its own way', async () => {
    const lines = await Promise.all(
      SURFACES.map(async (surface) => {
        const result = await run(surface, 'branch.list', { project_id: 'group/project', per_page: 1 });
        return textOf(result)
          .split('\n')
          .find((line) => line.includes('see one branch in full'));
      }),
    );
    expect(lines).toEqual([
      "- Use action 'branch.get' to see one branch in full",
      "- Use gitlab_branch action 'get' to see one branch in full",
      '- Use gitlab_branch_get to see one branch in full',
    ]);
  });
});

describe('OF-58 tool annotations per surface', () => {
  const hints = (found: Tool) => {
    const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = found.annotations ?? {};
    return { readOnlyHint, destructiveHint, idempotentHint, openWorldHint };
  };
  const careful = (
    classifications: Array<{ readOnly: boolean; destructive: boolean; idempotent: boolean }>,
  ) => ({
    readOnlyHint: classifications.every((item) => item.readOnly),
    destructiveHint: classifications.some((item) => item.destructive),
    idempotentHint: classifications.every((item) => item.idempotent),
    openWorldHint: true,
  });

  it('OF-58 dynamic: gitlab_find_action reads; gitlab_execute_action may destroy', () => {
    expect(harnesses.dynamic.tools.map((found) => found.name)).toEqual([
      'gitlab_find_action',
      'gitlab_execute_action',
    ]);
    expect(hints(tool('dynamic', 'gitlab_find_action'))).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: true,
    });
    expect(hints(tool('dynamic', 'gitlab_execute_action'))).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    });
  });

  it('OF-58 meta: the most careful combination of each domain tool’s actions', () => {
    expect(hints(tool('meta', 'gitlab_branch'))).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
    expect(hints(tool('meta', 'gitlab_search'))).toMatchObject({
      readOnlyHint: true,
      destructiveHint: false,
    });
    for (const found of harnesses.meta.tools) {
      // The wizards are standalone tools under their individual names, as on the reference (§2.2).
      const standalone = ACTIONS.find(
        (action) => action.id.startsWith('interactive.') && action.tool === found.name,
      );
      if (standalone) {
        expect(hints(found), found.name).toEqual(careful([standalone.classification]));
        continue;
      }
      const verbs = (found.inputSchema.properties?.action as { enum: string[] }).enum;
      const actions = ACTIONS.filter((action) => `gitlab_${action.id.split('.')[0]}` === found.name).filter(
        (action) => verbs.includes(action.id.slice(action.id.indexOf('.') + 1)),
      );
      expect(actions.length, found.name).toBe(verbs.length);
      expect(hints(found), found.name).toEqual(careful(actions.map((action) => action.classification)));
    }
  });

  it('OF-58 individual: each tool carries its own action’s classification', () => {
    expect(hints(tool('individual', 'gitlab_branch_delete'))).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: true,
    });
    expect(hints(tool('individual', 'gitlab_branch_list'))).toMatchObject({
      readOnlyHint: true,
      idempotentHint: true,
    });
    expect(hints(tool('individual', 'gitlab_issue_create'))).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });
    for (const found of harnesses.individual.tools) {
      const action = ACTIONS.find((candidate) => candidate.tool === found.name);
      expect(action, found.name).toBeDefined();
      expect(hints(found), found.name).toEqual(careful([action!.classification]));
    }
  });

  it('OF-58 destructive individual tools take a confirm argument; others do not', () => {
    expect(tool('individual', 'gitlab_branch_delete').inputSchema.properties).toHaveProperty('confirm');
    expect(tool('individual', 'gitlab_branch_list').inputSchema.properties).not.toHaveProperty('confirm');
  });
});

describe('OF-90 OF-91 output schemas per surface', () => {
  const paginationFields = [
    'page',
    'per_page',
    'total_items',
    'total_pages',
    'next_page',
    'prev_page',
    'has_more',
  ];

  it('OF-90 individual: each tool publishes its action’s own output schema', () => {
    const list = tool('individual', 'gitlab_branch_list').outputSchema;
    expect(Object.keys(list?.properties ?? {})).toEqual(
      expect.arrayContaining(['next_steps', 'branches', 'pagination']),
    );
    const done = tool('individual', 'gitlab_branch_delete').outputSchema;
    expect(Object.keys(done?.properties ?? {})).toEqual(expect.arrayContaining(['status', 'message']));
  });

  it('OF-90 OF-91 meta and dynamic: the shared envelope, whose pagination declares the seven REST fields and requires none', () => {
    for (const envelope of [
      tool('meta', 'gitlab_branch').outputSchema,
      tool('dynamic', 'gitlab_execute_action').outputSchema,
    ]) {
      const pagination = envelope?.properties?.pagination as {
        properties: Record<string, unknown>;
        required?: string[];
        additionalProperties?: unknown;
        description?: string;
      };
      expect(Object.keys(pagination.properties)).toEqual(paginationFields);
      expect(pagination.required ?? []).toEqual([]);
      expect(pagination.additionalProperties).not.toBe(false);
      expect(pagination.description).toMatch(/end_cursor/);
      expect(envelope?.properties).toHaveProperty('next_steps');
    }
  });

  it('OF-90 dynamic: gitlab_find_action returns each action’s output schema beside its input schema', async () => {
    const found = await harnesses.dynamic.call('gitlab_find_action', { query: 'list branches', limit: 1 });
    const [hit] = (found.structuredContent as { results: Array<Record<string, unknown>> }).results;
    expect(hit).toMatchObject({ id: 'branch.list' });
    expect(hit?.input_schema).toHaveProperty('project_id*');
    expect(hit?.output_schema).toHaveProperty('branches');
  });

  it('OF-80 the resource block is the same on every surface', async () => {
    const blocks = await Promise.all(
      SURFACES.map(async (surface) =>
        resourcesOf(await run(surface, 'branch.get', { project_id: 'group/project', branch_name: 'main' })),
      ),
    );
    for (const block of blocks)
      expect(block.map((item) => item.resource.uri)).toEqual([
        'gitlab://project/group%2Fproject/branch/main',
      ]);
  });
});
