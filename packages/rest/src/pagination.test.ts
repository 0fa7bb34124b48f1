import { describe, expect, it } from 'vitest';
import { decodeCursor, keysetPageInfo, linkTarget, offsetPageInfo, requestedPage } from './pagination.js';

describe('offsetPageInfo', () => {
  const first = { page: 1, perPage: 20 };

  it('OF-51 last page: next_page 0 and has_more false', () => {
    const headers = {
      'x-page': '3',
      'x-per-page': '20',
      'x-total': '45',
      'x-total-pages': '3',
      'x-next-page': '',
      'x-prev-page': '2',
    };
    expect(offsetPageInfo(headers, first, 5, false).block).toEqual({
      page: 3,
      per_page: 20,
      total_items: 45,
      total_pages: 3,
      next_page: 0,
      prev_page: 2,
      has_more: false,
    });
  });

  it('OF-51 no pagination headers at all still gives seven numbers', () => {
    const info = offsetPageInfo({}, { page: 2, perPage: 50 }, 7, false);
    expect(info).toEqual({
      style: 'offset',
      totals: 'absent',
      block: {
        page: 2,
        per_page: 50,
        total_items: 0,
        total_pages: 0,
        next_page: 0,
        prev_page: 1,
        has_more: false,
      },
    });
  });

  it('OF-51 unreadable numbers are 0, never NaN', () => {
    const headers = { 'x-page': 'NaN', 'x-total': 'lots', 'x-total-pages': '', 'x-next-page': 'x' };
    const { block } = offsetPageInfo(headers, first, 1, false);
    expect(Object.values(block).some((value) => Number.isNaN(value))).toBe(false);
    expect(block).toMatchObject({ page: 1, total_items: 0, total_pages: 0, next_page: 0 });
  });

  it('takes the next page from Link when X-Next-Page is missing (GitLab.com may omit it)', () => {
    const headers = { link: '<https://gitlab.test/api/v4/projects?page=2&per_page=20>; rel="next"' };
    expect(offsetPageInfo(headers, first, 20, false).block).toMatchObject({ next_page: 2, has_more: true });
  });

  it('OF-52 search: this page’s count, next_page as total_pages while more remain', () => {
    const headers = { 'x-page': '1', 'x-per-page': '20', 'x-next-page': '2', 'x-prev-page': '' };
    expect(offsetPageInfo(headers, first, 20, true)).toMatchObject({
      totals: 'lower_bound',
      block: { total_items: 20, total_pages: 2, has_more: true },
    });
  });

  it('OF-52 search that did send a total keeps it exact', () => {
    const headers = { 'x-page': '1', 'x-total': '3', 'x-total-pages': '1' };
    expect(offsetPageInfo(headers, first, 3, true)).toMatchObject({
      totals: 'exact',
      block: { total_items: 3 },
    });
  });
});

describe('requestedPage', () => {
  it('OF-51 per_page between 1 and 100, default 20; page at least 1', () => {
    expect(requestedPage(undefined, undefined)).toEqual({ page: 1, perPage: 20 });
    expect(requestedPage(0, 101)).toEqual({ page: 1, perPage: 100 });
    expect(requestedPage(2.7, 0)).toEqual({ page: 2, perPage: 20 });
    expect(requestedPage(Number.NaN, -5)).toEqual({ page: 1, perPage: 1 });
  });
});

describe('keyset cursors', () => {
  const sent = new URLSearchParams('order_by=id&pagination=keyset&per_page=2&sort=asc&visibility=private');

  it('OF-53 carry only what continues the list, and round-trip', () => {
    const link =
      '<https://gitlab.test/api/v4/projects?id_after=42&order_by=id&pagination=keyset&per_page=2&sort=asc&visibility=private>; rel="next"';
    const info = keysetPageInfo({ link }, sent, 1, 2);
    expect(info).toMatchObject({ style: 'keyset', block: { page: 1, next_page: 2, has_more: true } });
    const cursor = info.style === 'keyset' ? info.nextCursor : null;
    expect(decodeCursor(cursor)).toEqual({ page: 2, after: { id_after: '42' } });
  });

  it('OF-53 the end of the list has no Link and no cursor', () => {
    expect(keysetPageInfo({}, sent, 4, 2)).toEqual({
      style: 'keyset',
      nextCursor: null,
      block: {
        page: 4,
        per_page: 2,
        total_items: 0,
        total_pages: 0,
        next_page: 0,
        prev_page: 3,
        has_more: false,
      },
    });
  });

  it('rejects a cursor it did not make', () => {
    expect(() => decodeCursor('not a cursor')).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
    expect(() => decodeCursor(Buffer.from('{"page":1,"after":{}}').toString('base64url'))).toThrow();
    expect(() => decodeCursor(Buffer.from('{"page":2,"after":{"a":1}}').toString('base64url'))).toThrow();
    expect(decodeCursor(null)).toEqual({ page: 1, after: {} });
  });
});

describe('linkTarget', () => {
  it('finds one relation among several', () => {
    const link =
      '<https://x.test/a?page=1>; rel="prev", <https://x.test/a?page=3>; rel="next", <https://x.test/a?page=1>; rel="first"';
    expect(linkTarget(link, 'next')?.searchParams.get('page')).toBe('3');
    expect(linkTarget(link, 'last')).toBeNull();
    expect(linkTarget(undefined, 'next')).toBeNull();
    expect(linkTarget('<relative?page=2>; rel="next"', 'next')).toBeNull();
  });
});
