import { describe, expect, it } from 'vitest';
import { connectionItems, cursorPageInfo, cursorVariables } from './cursor-pagination.js';

describe('cursorVariables', () => {
  it('OF-54 first defaults to 20 and is at most 100', () => {
    expect(cursorVariables({}, false)).toEqual({ first: 20 });
    expect(cursorVariables({ first: 500, after: 'abc' }, false)).toEqual({ first: 100, after: 'abc' });
    expect(cursorVariables({ first: 0 }, false)).toEqual({ first: 1 });
  });

  it('OF-54 last and before only where the list pages backwards', () => {
    expect(cursorVariables({ last: 5, before: 'xyz' }, true)).toEqual({ last: 5, before: 'xyz' });
    expect(cursorVariables({ before: 'xyz' }, true)).toEqual({ last: 20, before: 'xyz' });
    expect(cursorVariables({ last: 5, before: 'xyz' }, false)).toEqual({ first: 20 });
  });
});

describe('cursorPageInfo', () => {
  const info = { hasNextPage: true, endCursor: 'e1', hasPreviousPage: true, startCursor: 's1' };

  it('OF-54 forward-only lists carry has_next_page and end_cursor only', () => {
    expect(cursorPageInfo(info, false)).toEqual({
      style: 'cursor',
      pagesBackward: false,
      block: { has_next_page: true, end_cursor: 'e1' },
    });
  });

  it('OF-54 lists that page backwards add has_previous_page and start_cursor', () => {
    expect(cursorPageInfo(info, true).block).toEqual({
      has_next_page: true,
      end_cursor: 'e1',
      has_previous_page: true,
      start_cursor: 's1',
    });
  });

  it('a missing pageInfo reads as no more pages', () => {
    expect(cursorPageInfo(null, true).block).toEqual({
      has_next_page: false,
      end_cursor: null,
      has_previous_page: false,
      start_cursor: null,
    });
  });
});

describe('connectionItems', () => {
  it('reads nodes, or the nodes of edges, dropping nulls', () => {
    expect(connectionItems({ nodes: [{ id: 1 }, null] })).toEqual([{ id: 1 }]);
    expect(connectionItems({ edges: [{ node: { id: 2 } }, null, { node: null }] })).toEqual([{ id: 2 }]);
    expect(connectionItems(null)).toEqual([]);
    expect(connectionItems({ nodes: null, edges: null })).toEqual([]);
  });
});
