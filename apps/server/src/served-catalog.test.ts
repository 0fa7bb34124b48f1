import { ACTIONS } from '@gitlab-mcp/catalog';
import { describe, expect, it } from 'vitest';
import { ServedCatalog } from './served-catalog.js';
import type { Narrowing } from './served-catalog.js';

const open: Narrowing = { tier: 'ultimate', readOnly: false, admin: true, excluded: [], grant: null };

describe('ServedCatalog', () => {
  it('serves every action to an admin on Ultimate', () => {
    expect(new ServedCatalog(ACTIONS, open).actions).toHaveLength(ACTIONS.length);
  });

  it('OF-59 read-only mode withholds every action that does not only read, and says why', () => {
    const catalog = new ServedCatalog(ACTIONS, { ...open, readOnly: true });
    expect(catalog.actions.every((action) => action.classification.readOnly)).toBe(true);
    expect(catalog.get('branch.delete')).toBeUndefined();
    expect(catalog.whyWithheld('branch.delete')).toBe('read_only');
    expect(catalog.get('branch.list')).toBeDefined();
  });

  it('excludes by canonical ID, individual tool name or whole meta tool', () => {
    const catalog = new ServedCatalog(ACTIONS, {
      ...open,
      excluded: ['branch.delete', 'gitlab_tag_list', 'gitlab_issue'],
    });
    expect(catalog.whyWithheld('branch.delete')).toBe('excluded');
    expect(catalog.whyWithheld('tag.list')).toBe('excluded');
    expect(catalog.whyWithheld('issue.get')).toBe('excluded');
    expect(catalog.get('branch.list')).toBeDefined();
  });

  it('OF-70 serves a fine-grained token only what its grant reaches', () => {
    const catalog = new ServedCatalog(ACTIONS, { ...open, grant: new Set(['read_branch', 'create_issue']) });
    expect(catalog.get('branch.list')).toBeDefined();
    expect(catalog.get('issue.create')).toBeDefined();
    expect(catalog.whyWithheld('branch.delete')).toBe('not_granted');
    expect(catalog.get('server.status')).toBeDefined();
  });

  it('groups served actions by domain in catalog order', () => {
    const domains = new ServedCatalog(ACTIONS, open).domains();
    expect(domains.get('branch')?.[0]?.id).toBe('branch.list');
    expect([...domains.keys()]).toContain('merge_request');
  });
});
