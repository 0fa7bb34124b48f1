/**
 * What a list says about its pages in the Markdown: the heading count (OF-12), the summary line under the heading
 * (OF-13) and the pagination line under the table (OF-40, OF-41). Each says what GitLab reported, and only that.
 */
import type { PageInfo } from '../result.js';
import { code, concat, trusted } from './escape.js';
import type { Md } from './escape.js';

/** The parameter a keyset list takes its next page's cursor in (the catalog's paging parameter of that name). */
export const KEYSET_CURSOR_PARAM = 'page_token';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Whether GitLab said another page follows. */
function moreRemain(info: PageInfo | null): boolean {
  if (info === null) return false;
  if (info.style === 'cursor') return info.block.has_next_page;
  if (info.style === 'keyset') return info.nextCursor !== null || info.block.has_more;
  return info.block.has_more;
}

/** OF-12: the total GitLab sent; else `N shown, more available` when more pages remain; else the rows shown. */
export function headingCount(info: PageInfo | null, shown: number): string {
  if (info?.style === 'offset' && info.totals === 'exact') return String(info.block.total_items);
  return moreRemain(info) ? `${shown} shown, more available` : String(shown);
}

/** OF-13: `Showing 20 of 45 results (page 1 of 3)` when GitLab reports more than one page, else nothing. */
export function summaryLine(info: PageInfo | null, shown: number): Md | null {
  if (info === null || info.style === 'cursor' || (info.style === 'offset' && info.totals === 'lower_bound'))
    return null;
  const { page, total_pages: pages, total_items: total } = info.block;
  if (pages <= 1) return null;
  const exact = info.style === 'offset' && info.totals === 'exact' && total > 0;
  const showing = exact
    ? `Showing ${shown} of ${plural(total, 'result')}`
    : `Showing ${plural(shown, 'result')}`;
  return trusted(`${showing} (page ${page} of ${pages})`);
}

/** OF-40: the line that closes a list's table; OF-41: none when the pagination says nothing. */
export function paginationLine(info: PageInfo | null, shown: number): Md | null {
  if (info === null) return null;
  if (info.style === 'cursor') {
    const {
      has_next_page: next,
      end_cursor: end,
      has_previous_page: previous,
      start_cursor: start,
    } = info.block;
    const parts: Md[] = [trusted(`Showing ${plural(shown, 'item')}`)];
    if (next && end) parts.push(concat(trusted('next page cursor: '), code(end, false)));
    else parts.push(trusted(next ? 'more pages available' : 'no more pages'));
    if (info.pagesBackward && previous && start)
      parts.push(concat(trusted('prev page cursor: '), code(start, false)));
    return trusted(parts.join(' | '));
  }
  const { page, per_page: perPage, total_items: total, total_pages: pages } = info.block;
  if (page === 0 && perPage === 0 && total === 0) return null;
  if (info.style === 'offset' && info.totals === 'exact' && pages > 0) {
    return trusted(`Page ${page} of ${pages} | ${plural(total, 'item')} total | ${perPage} per page`);
  }
  const parts: Md[] = [];
  if (page > 0) parts.push(trusted(`Page ${page}`));
  if (perPage > 0) parts.push(trusted(`${perPage} per page`));
  parts.push(trusted(moreRemain(info) ? 'more pages available' : 'no more pages'));
  if (info.style === 'keyset' && info.nextCursor !== null) {
    parts.push(
      concat(
        trusted('next page cursor: '),
        code(info.nextCursor, false),
        trusted(` (pass it as ${KEYSET_CURSOR_PARAM})`),
      ),
    );
  }
  return trusted(parts.join(' | '));
}
