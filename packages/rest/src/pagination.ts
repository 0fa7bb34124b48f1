import { GitLabMcpError } from '@gitlab-mcp/result/errors';
/**
 * Page facts from GitLab's REST headers (OF-51..53). GitLab omits X-Total and X-Total-Pages above 10,000 items,
 * where gitbeaker reports NaN; here a missing or unreadable number becomes 0 and `totals` says why.
 */
import type { OffsetPagination, PageInfo } from '@gitlab-mcp/result';

/** OF-51: per_page is at most 100; GitLab's default is 20. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

export interface RequestedPage {
  page: number;
  perPage: number;
}

/** A page number or size from the caller, made whole and kept within GitLab's bounds. */
export function requestedPage(page: number | undefined, perPage: number | undefined): RequestedPage {
  return {
    page: Math.max(1, Math.trunc(page ?? 1) || 1),
    perPage: Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(perPage ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE)),
  };
}

/**
 * The offset block of one page. `search` applies OF-52 where GitLab sent no total: total_items is this page's item
 * count and total_pages is next_page, or page on the last page, both lower bounds.
 */
export function offsetPageInfo(
  headers: Readonly<Record<string, string>>,
  requested: RequestedPage,
  itemCount: number,
  search: boolean,
): PageInfo {
  const page = count(headers['x-page']) || requested.page;
  const nextPage = count(headers['x-next-page']) || pageOf(linkTarget(headers.link, 'next'));
  const prevHeader = headers['x-prev-page'];
  const block: OffsetPagination = {
    page,
    per_page: count(headers['x-per-page']) || requested.perPage,
    total_items: count(headers['x-total']),
    total_pages: count(headers['x-total-pages']),
    next_page: nextPage,
    prev_page: prevHeader === undefined ? Math.max(0, page - 1) : count(prevHeader),
    has_more: nextPage > 0,
  };
  if (hasCount(headers['x-total'])) return { style: 'offset', block, totals: 'exact' };
  if (!search) return { style: 'offset', block, totals: 'absent' };
  return {
    style: 'offset',
    block: { ...block, total_items: itemCount, total_pages: nextPage || page },
    totals: 'lower_bound',
  };
}

interface CursorState {
  page: number;
  after: Record<string, string>;
}

/**
 * OF-53 goes further here: the keyset block carries the cursor of the next page. The cursor is opaque to callers;
 * it holds the page number and the parameters of GitLab's `Link rel="next"` URL that differ from what was sent
 * (`id_after=42`, or GitLab's own `cursor=`), so passing it back continues exactly where GitLab said.
 */
export function keysetPageInfo(
  headers: Readonly<Record<string, string>>,
  sent: URLSearchParams,
  page: number,
  perPage: number,
): PageInfo {
  const next = linkTarget(headers.link, 'next');
  const after: Record<string, string> = {};
  next?.searchParams.forEach((value, key) => {
    if (sent.get(key) !== value) after[key] = value;
  });
  const hasMore = next !== null && Object.keys(after).length > 0;
  return {
    style: 'keyset',
    block: {
      page,
      per_page: count(headers['x-per-page']) || perPage,
      total_items: 0,
      total_pages: 0,
      next_page: hasMore ? page + 1 : 0,
      prev_page: page > 1 ? page - 1 : 0,
      has_more: hasMore,
    },
    nextCursor: hasMore ? encodeCursor({ page: page + 1, after }) : null,
  };
}

/** The page a cursor leads to and the continuation parameters to send; page 1 without a cursor. */
export function decodeCursor(cursor: string | null | undefined): CursorState {
  if (cursor === null || cursor === undefined || cursor === '') return { page: 1, after: {} };
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch (error) {
    throw new GitLabMcpError('invalid_cursor', 'The keyset cursor is not one this server gave out.', {
      cause: error,
    });
  }
  const { page, after } = (state ?? {}) as Partial<CursorState>;
  const valid =
    typeof page === 'number' &&
    Number.isInteger(page) &&
    page > 1 &&
    typeof after === 'object' &&
    after !== null &&
    Object.values(after).every((value) => typeof value === 'string');
  if (!valid)
    throw new GitLabMcpError('invalid_cursor', 'The keyset cursor is not one this server gave out.');
  return { page, after };
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

/** The URL of one relation in an RFC 8288 Link header, or null. */
export function linkTarget(link: string | undefined, rel: string): URL | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (!match?.[1] || !new RegExp(`rel="?([^"]*\\s)?${rel}(\\s[^"]*)?"?(;|$)`).test(match[2] ?? ''))
      continue;
    try {
      return new URL(match[1]);
    } catch {
      // A relative or broken link target: GitLab sends absolute URLs, so treating it as absent loses nothing.
      return null;
    }
  }
  return null;
}

function pageOf(url: URL | null): number {
  return url === null ? 0 : count(url.searchParams.get('page') ?? undefined);
}

function hasCount(value: string | undefined): boolean {
  return value !== undefined && /^\d+$/.test(value.trim());
}

/** A header count: a whole number, or 0 for empty, missing or unreadable (never NaN). */
function count(value: string | undefined): number {
  return value !== undefined && hasCount(value) ? Number(value.trim()) : 0;
}
