import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, encodeCursor, paginate } from './pagination.js';

const items = Array.from({ length: 250 }, (_, index) => ({ id: index + 1 }));
const key = (item: { id: number }) => String(item.id);
const ids = (page: ReturnType<typeof paginate<{ id: number }>>) => page.nodes.map((item) => item.id);

describe('cursor pagination shared by every connection', () => {
  it('without first/last a page holds GitLab’s 100 items, and first is capped at 100', () => {
    expect(ids(paginate(items, {}, key))).toEqual(items.slice(0, MAX_PAGE_SIZE).map((item) => item.id));
    expect(paginate(items, {}, key).pageInfo.hasNextPage).toBe(true);
    expect(paginate(items, { first: 500 }, key).nodes).toHaveLength(100);
    expect(paginate(items, { last: 500 }, key).nodes[0]).toEqual({ id: 151 });
  });

  it('cursors are opaque base64 naming the item; edges carry them', () => {
    const page = paginate(items, { first: 2, after: encodeCursor('10') }, key);
    expect(ids(page)).toEqual([11, 12]);
    expect(page.edges.map((edge) => edge.cursor)).toEqual([encodeCursor('11'), encodeCursor('12')]);
    expect(Buffer.from(page.pageInfo.endCursor!, 'base64').toString()).toBe('{"id":"12"}');
    expect(page.pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: true,
      startCursor: encodeCursor('11'),
    });
  });

  it('after and before together bound a window; first and last slice it', () => {
    const window = { after: encodeCursor('10'), before: encodeCursor('20') };
    expect(ids(paginate(items, { ...window, first: 3 }, key))).toEqual([11, 12, 13]);
    expect(ids(paginate(items, { ...window, last: 3 }, key))).toEqual([17, 18, 19]);
    expect(ids(paginate(items, window, key))).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('count is the whole collection; an empty list has null cursors', () => {
    expect(paginate(items, { first: 1 }, key).count).toBe(250);
    expect(paginate([], { first: 5 }, key)).toEqual({
      nodes: [],
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      count: 0,
    });
  });

  it('rejects a cursor that names no item or is not a cursor', () => {
    expect(() => paginate(items, { after: encodeCursor('999') }, key)).toThrow(
      'Please provide a valid cursor',
    );
    expect(() => paginate(items, { before: 'not-base64-json' }, key)).toThrow(
      'Please provide a valid cursor',
    );
  });
});
