import { describe, expect, it } from 'vitest';
import type { OffsetPagination, PageInfo } from '../result.js';
import { headingCount, paginationLine, summaryLine } from './pagination-line.js';

function offset(block: Partial<OffsetPagination>, totals: 'exact' | 'absent' | 'lower_bound'): PageInfo {
  const base = {
    page: 1,
    per_page: 20,
    total_items: 0,
    total_pages: 0,
    next_page: 0,
    prev_page: 0,
    has_more: false,
  };
  return { style: 'offset', block: { ...base, ...block }, totals };
}

const WITH_TOTAL = offset({ total_items: 45, total_pages: 3, next_page: 2, has_more: true }, 'exact');
const NO_TOTAL_MORE = offset({ next_page: 2, has_more: true }, 'absent');
const NO_TOTAL_LAST = offset({ page: 3, prev_page: 2 }, 'absent');
const cursor = (next: boolean, end: string | null): PageInfo => ({
  style: 'cursor',
  block: { has_next_page: next, end_cursor: end },
  pagesBackward: false,
});

describe('OF-12 heading count', () => {
  it('OF-12 heading count with a total: the total', () => {
    expect(headingCount(WITH_TOTAL, 20)).toBe('45');
  });

  it('OF-12 heading count without total and more pages: N shown, more available', () => {
    expect(headingCount(NO_TOTAL_MORE, 20)).toBe('20 shown, more available');
    expect(headingCount(cursor(true, 'abc'), 20)).toBe('20 shown, more available');
  });

  it('OF-12 heading count otherwise: the rows shown', () => {
    expect(headingCount(NO_TOTAL_LAST, 3)).toBe('3');
    expect(headingCount(null, 3)).toBe('3');
    expect(headingCount(cursor(false, null), 3)).toBe('3');
  });
});

describe('OF-13 summary line', () => {
  it('OF-13 with a total and several pages', () => {
    expect(summaryLine(WITH_TOTAL, 20)).toBe('Showing 20 of 45 results (page 1 of 3)');
  });

  it('OF-13 with a page count but no item total', () => {
    expect(summaryLine(offset({ total_pages: 3, has_more: true, next_page: 2 }, 'absent'), 20)).toBe(
      'Showing 20 results (page 1 of 3)',
    );
  });

  it('OF-13 none on a single page, without page count, for search lower bounds and cursor lists', () => {
    expect(summaryLine(offset({ total_items: 3, total_pages: 1 }, 'exact'), 3)).toBeNull();
    expect(summaryLine(NO_TOTAL_MORE, 20)).toBeNull();
    expect(
      summaryLine(
        offset({ total_items: 20, total_pages: 2, next_page: 2, has_more: true }, 'lower_bound'),
        20,
      ),
    ).toBeNull();
    expect(summaryLine(cursor(true, 'x'), 20)).toBeNull();
  });
});

describe('OF-40 pagination line', () => {
  it('OF-40 offset pagination with a total', () => {
    expect(paginationLine(WITH_TOTAL, 20)).toBe('Page 1 of 3 | 45 items total | 20 per page');
  });

  it('OF-40 offset pagination without total', () => {
    expect(paginationLine(NO_TOTAL_MORE, 20)).toBe('Page 1 | 20 per page | more pages available');
    expect(paginationLine(offset({}, 'absent'), 20)).toBe('Page 1 | 20 per page | no more pages');
  });

  it('OF-40 OF-52 search lists never claim a total', () => {
    const search = offset({ total_items: 20, total_pages: 2, next_page: 2, has_more: true }, 'lower_bound');
    expect(paginationLine(search, 20)).toBe('Page 1 | 20 per page | more pages available');
  });

  it('OF-40 GraphQL cursor pagination', () => {
    expect(paginationLine(cursor(true, 'eyJpZCI6IjQyIn0'), 20)).toBe(
      'Showing 20 items | next page cursor: `eyJpZCI6IjQyIn0`',
    );
    expect(paginationLine(cursor(false, null), 20)).toBe('Showing 20 items | no more pages');
  });

  it('OF-40 a list that also pages backwards adds prev page cursor', () => {
    const both: PageInfo = {
      style: 'cursor',
      block: { has_next_page: true, end_cursor: 'n', has_previous_page: true, start_cursor: 'p' },
      pagesBackward: true,
    };
    expect(paginationLine(both, 20)).toBe('Showing 20 items | next page cursor: `n` | prev page cursor: `p`');
  });

  it('OF-40 OF-53 a keyset list says how to follow its cursor', () => {
    const keyset: PageInfo = {
      style: 'keyset',
      block: {
        page: 1,
        per_page: 20,
        total_items: 0,
        total_pages: 0,
        next_page: 2,
        prev_page: 0,
        has_more: true,
      },
      nextCursor: 'eyJwYWdlIjoyfQ',
    };
    expect(headingCount(keyset, 20)).toBe('20 shown, more available');
    expect(paginationLine(keyset, 20)).toBe(
      'Page 1 | 20 per page | more pages available | next page cursor: `eyJwYWdlIjoyfQ` (pass it as page_token)',
    );
  });

  it('OF-40 a cursor from GitLab cannot break out of its code span', () => {
    expect(paginationLine(cursor(true, 'a`b | c'), 2)).toBe(
      'Showing 2 items | next page cursor: ``a`b | c``',
    );
  });

  it('OF-41 pagination that says nothing writes no line', () => {
    expect(paginationLine(offset({ page: 0, per_page: 0 }, 'absent'), 5)).toBeNull();
    expect(paginationLine(null, 5)).toBeNull();
  });

  it('says item, not items, for one', () => {
    expect(paginationLine(cursor(false, null), 1)).toBe('Showing 1 item | no more pages');
  });
});
