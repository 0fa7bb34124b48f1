import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import { describe, expect, it } from 'vitest';
import { CATALOG_CALLS } from '../catalog/calls/index.js';

describe('catalog coverage', () => {
  it('executes every catalog action end to end (test/catalog/calls)', () => {
    const called = new Set(Object.values(CATALOG_CALLS).flatMap((calls) => calls.map((call) => call.action)));
    const missing = ACTIONS.map((action) => action.id).filter((id) => !called.has(id));
    expect(missing, 'actions without a call in test/catalog/calls').toEqual([]);
  });

  it('calls only actions the catalog has', () => {
    const ids = new Set(ACTIONS.map((action) => action.id));
    const unknown = Object.values(CATALOG_CALLS)
      .flat()
      .map((call) => call.action)
      .filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });
});
