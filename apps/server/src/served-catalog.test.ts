import { openCatalog } from '@gitlab-mcp/catalog';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import { describe, expect, it } from 'vitest';
import { ServedCatalog } from './served-catalog.js';
import type { Narrowing } from './served-catalog.js';

const open: Narrowing = { tier: 'ultimate', readOnly: false, admin: true, excluded: [], grant: null };
const source = await openCatalog();

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

  it('reads an action’s schema only after its module is loaded', async () => {
    const catalog = new ServedCatalog(source, open);
    const action = catalog.get('tag.list')!;
    expect(action.description).toBe(ACTIONS.find(({ id }) => id === 'tag.list')?.description);
    expect(() => action.input).toThrow(/tag\.list was read before its catalog module was loaded/);
    await catalog.ready(['tag.list']);
    expect(Object.keys(action.input.shape)).toContain('project_id');
  });

  it('a module that fails to load fails its ready, and is loaded again on the next', async () => {
    let failures = 1;
    const flaky = {
      ...source,
      load: async (module: string) => {
        if (failures-- > 0) throw new Error('chunk missing');
        return source.load(module);
      },
    };
    const catalog = new ServedCatalog(flaky, open);
    await expect(catalog.ready(['tag.list'])).rejects.toThrow('chunk missing');
    await catalog.ready(['tag.list']);
    expect(Object.keys(catalog.get('tag.list')!.input.shape)).toContain('project_id');
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

  it('groups served actions by domain in catalog order', () => {
    const domains = new ServedCatalog(source, open).domains();
    expect(domains.get('branch')?.[0]?.id).toBe('branch.list');
    expect([...domains.keys()]).toContain('merge_request');
  });
});
