import { openCatalog } from '@gitlab-mcp/catalog';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import { describe, expect, it } from 'vitest';
import { ServedCatalog } from './served-catalog.js';
import type { Narrowing } from './served-catalog.js';

const open: Narrowing = { tier: 'ultimate', readOnly: false, admin: true, excluded: [], grant: null };
const source = await openCatalog();

/** The catalog source, recording which modules it is asked to load. */
function countingLoads() {
  const loaded: string[] = [];
  const counting = {
    ...source,
    load: (module: string) => {
      loaded.push(module);
      return source.load(module);
    },
  };
  return { loaded, counting };
}

describe('ServedCatalog', () => {
  it('serves every action to an admin on Ultimate', () => {
    expect(new ServedCatalog(source, open).actions).toHaveLength(ACTIONS.length);
  });

  it('OF-59 read-only mode withholds every action that does not only read, and says why', () => {
    const catalog = new ServedCatalog(source, { ...open, readOnly: true });
    expect(catalog.actions.every((action) => action.classification.readOnly)).toBe(true);
    expect(catalog.get('branch.delete')).toBeUndefined();
    expect(catalog.whyWithheld('branch.delete')).toBe('read_only');
    expect(catalog.get('branch.list')).toBeDefined();
  });

  it('excludes by canonical ID, individual tool name or whole meta tool', () => {
    const catalog = new ServedCatalog(source, {
      ...open,
      excluded: ['branch.delete', 'gitlab_tag_list', 'gitlab_issue'],
    });
    expect(catalog.whyWithheld('branch.delete')).toBe('excluded');
    expect(catalog.whyWithheld('tag.list')).toBe('excluded');
    expect(catalog.whyWithheld('issue.get')).toBe('excluded');
    expect(catalog.get('branch.list')).toBeDefined();
  });

  it('OF-70 serves a fine-grained token only what its grant reaches', () => {
    const catalog = new ServedCatalog(source, {
      ...open,
      grant: new Set(['read_branch', 'create_work_item']),
    });
    expect(catalog.get('branch.list')).toBeDefined();
    expect(catalog.get('issue.create')).toBeDefined();
    expect(catalog.whyWithheld('branch.delete')).toBe('not_granted');
    expect(catalog.get('server.status')).toBeDefined();
  });

  it('gives a summary without loading a module, and the full action once its module is loaded', async () => {
    const { loaded, counting } = countingLoads();
    const catalog = new ServedCatalog(counting, open);
    const summary = catalog.get('tag.list')!;
    expect(summary.description).toBe(ACTIONS.find(({ id }) => id === 'tag.list')?.description);
    expect(summary).not.toHaveProperty('input');
    expect(loaded).toEqual([]);
    const spec = await catalog.spec('tag.list');
    expect(Object.keys(spec!.input.shape)).toContain('project_id');
    expect(loaded).toEqual([summary.module]);
    const [branches, tags] = await catalog.specs(['branch.list', 'tag.list']);
    expect([branches?.id, tags?.id]).toEqual(['branch.list', 'tag.list']);
  });

  it('loads no module for an action it does not serve', async () => {
    const { loaded, counting } = countingLoads();
    const catalog = new ServedCatalog(counting, { ...open, readOnly: true });
    expect(await catalog.spec('branch.delete')).toBeUndefined();
    expect(await catalog.spec('no_such.action')).toBeUndefined();
    expect(loaded).toEqual([]);
  });

  it('a module that fails to load fails its spec, and is loaded again on the next ask', async () => {
    let failures = 1;
    const flaky = {
      ...source,
      load: async (module: string) => {
        if (failures-- > 0) throw new Error('chunk missing');
        return source.load(module);
      },
    };
    const catalog = new ServedCatalog(flaky, open);
    await expect(catalog.spec('tag.list')).rejects.toThrow('chunk missing');
    expect(Object.keys((await catalog.spec('tag.list'))!.input.shape)).toContain('project_id');
  });

  it('summaries say what the entries say', () => {
    const summaries = new Map(source.summaries.map((summary) => [summary.id, summary]));
    expect(source.summaries).toHaveLength(ACTIONS.length);
    for (const action of ACTIONS) {
      const summary = summaries.get(action.id)!;
      expect(summary.params).toEqual(Object.keys(action.input.shape));
      expect(summary.classification).toEqual(action.classification);
    }
  });

  it('keeps the values that order or page a list apart from the filters a request names', () => {
    const branches = new ServedCatalog(source, open).get('branch.list')!;
    expect(branches.orderValues).toEqual(['name', 'updated', 'asc', 'desc', 'offset', 'keyset']);
    expect(new ServedCatalog(source, open).get('issue.list')!.values).toContain('opened');
    expect(branches.values).toEqual([]);
  });

  it('groups served actions by domain in catalog order', () => {
    const domains = new ServedCatalog(source, open).domains();
    expect(domains.get('branch')?.[0]?.id).toBe('branch.list');
    expect([...domains.keys()]).toContain('merge_request');
  });
});
