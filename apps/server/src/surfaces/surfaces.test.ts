import { openCatalog } from '@gitlab-mcp/catalog';
import { describe, expect, it } from 'vitest';
import { ServedCatalog } from '../served-catalog.js';
import { dynamicSurface } from './dynamic.js';
import { individualSurface } from './individual.js';
import { metaSurface } from './meta.js';
import { loadAllSchemas } from './schema-table.js';

const source = await openCatalog();
const catalog = new ServedCatalog(source, {
  tier: 'ultimate',
  readOnly: false,
  admin: true,
  excluded: [],
  grant: null,
});
const readOnly = new ServedCatalog(source, {
  tier: 'ultimate',
  readOnly: true,
  admin: true,
  excluded: [],
  grant: null,
});
// meta and individual list every schema: a tenant reads the schema table before its first tools/list.
const schemas = await loadAllSchemas();

describe('dynamic surface', () => {
  const surface = dynamicSurface(catalog);

  it('publishes two tools whatever the catalog size, the executor destructive unless all actions read (OF-58)', () => {
    const [find, execute] = surface.tools();
    expect([find?.name, execute?.name]).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    expect(find?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(execute?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(dynamicSurface(readOnly).tools()[1]?.annotations).toMatchObject({
      readOnlyHint: true,
      destructiveHint: false,
    });
  });

  it("reads the reference server's call shape, with confirm beside params only", () => {
    expect(
      surface.route('gitlab_execute_action', {
        action: 'branch.delete',
        params: { project_id: 1 },
        confirm: true,
      }),
    ).toMatchObject({
      kind: 'action',
      actionId: 'branch.delete',
      confirm: true,
    });
    expect(
      surface.route('gitlab_execute_action', { action: 'branch.delete', params: { confirm: true } }),
    ).toMatchObject({
      kind: 'refusal',
    });
    expect(surface.route('gitlab_find_action', { query: 'x'.repeat(257) })).toMatchObject({
      kind: 'refusal',
    });
  });

  it('OF-21 names next-step actions by canonical ID', () => {
    expect(surface.describeAction('branch.get')).toBe("action 'branch.get'");
  });
});

describe('meta surface', () => {
  const surface = metaSurface(catalog, 'opaque', schemas);

  it('publishes one tool per domain with the most careful hints of its actions (OF-58)', () => {
    const tools = surface.tools();
    const branch = tools.find((tool) => tool.name === 'gitlab_branch');
    const search = tools.find((tool) => tool.name === 'gitlab_search');
    expect(branch?.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(search?.annotations).toMatchObject({ readOnlyHint: true });
    expect(branch?.inputSchema).toMatchObject({ required: ['action'] });
  });

  it('takes confirm inside params and translates next steps (OF-21)', () => {
    expect(
      surface.route('gitlab_branch', {
        action: 'delete',
        params: { project_id: 1, branch_name: 'x', confirm: true },
      }),
    ).toMatchObject({
      kind: 'action',
      actionId: 'branch.delete',
      confirm: true,
      params: { project_id: 1, branch_name: 'x' },
    });
    expect(surface.describeAction('branch.get')).toBe("gitlab_branch action 'get'");
  });

  it('OF-82 accepts aliases with opaque and compact schemas, not with full', () => {
    expect(surface.route('gitlab_branch', { action: 'list', params: {} })).toMatchObject({ aliases: true });
    expect(
      metaSurface(catalog, 'full', schemas).route('gitlab_branch', { action: 'list', params: {} }),
    ).toMatchObject({ aliases: false });
  });
});

describe('individual surface', () => {
  const surface = individualSurface(catalog, schemas);

  it('publishes one tool per action under its historical name, with its own hints and confirm where destructive', () => {
    const tools = surface.tools();
    const list = tools.find((tool) => tool.name === 'gitlab_mr_list');
    const remove = tools.find((tool) => tool.name === 'gitlab_branch_delete');
    expect(list?.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    expect(remove?.annotations).toMatchObject({ destructiveHint: true });
    expect((remove?.inputSchema.properties as Record<string, unknown>).confirm).toBeDefined();
    expect(tools.some((tool) => tool.name === 'server.health_check')).toBe(false);
  });

  it('OF-21 names next-step actions by their tools', () => {
    expect(surface.describeAction('branch.get')).toBe('gitlab_branch_get');
  });
});
