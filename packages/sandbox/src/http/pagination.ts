import { ApiError } from './errors.js';
import type { SandboxRequest } from './request.js';

/*
 * GitLab's REST pagination (reference/gitlab-contract/docs/rest-pagination.md, https://docs.gitlab.com/api/rest/#pagination):
 * offset pagination with X-* headers and a Link header, per_page default 20 and at most 100; totals and rel="last"
 * left out above 10,000 items; keyset pagination answered with a Link rel="next" only.
 */

const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;
/** Above this many items GitLab stops counting: no X-Total, no X-Total-Pages, no rel="last". */
export const COUNT_LIMIT = 10_000;

export interface Page<T> {
  items: T[];
  headers: Record<string, string>;
}

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : undefined;
}

/** per_page as GitLab applies it: default 20, larger values clamped to 100. */
export function perPageOf(req: SandboxRequest): number {
  return Math.min(positiveInt(req.query.per_page) ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
}

/**
 * A URL for another page: the request's own path and query with `changes` applied. Keys are sorted, as Rails'
 * `Hash#to_query` (which GitLab's header builder uses) sorts them.
 */
export function pageUrl(req: SandboxRequest, changes: Record<string, string | undefined>): string {
  const pairs = new URLSearchParams(req.rawQuery);
  for (const [key, value] of Object.entries(changes)) {
    pairs.delete(key);
    if (value !== undefined) pairs.append(key, value);
  }
  pairs.sort();
  return `${req.origin}${req.rawPath}?${pairs.toString()}`;
}

/**
 * One offset page with GitLab's headers. `withoutCount` is how GitLab answers when it does not count (the search API,
 * lists over 10,000 items): X-Page, X-Per-Page, X-Next-Page, X-Prev-Page and the Link without rel="last".
 */
export function offsetPage<T>(
  items: readonly T[],
  req: SandboxRequest,
  options: { withoutCount?: boolean } = {},
): Page<T> {
  const perPage = perPageOf(req);
  const page = positiveInt(req.query.page) ?? 1;
  const total = items.length;
  const counted = options.withoutCount !== true && total <= COUNT_LIMIT;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const slice = items.slice(start, start + perPage);
  const outOfRange = start >= total && page > 1;
  const nextPage = start + perPage < total ? page + 1 : undefined;
  // Kaminari gives no previous page for a page past the end (an out-of-range page has no neighbour).
  const prevPage = page > 1 && !outOfRange ? page - 1 : undefined;
  const link = (target: number) => pageUrl(req, { page: String(target), per_page: String(perPage) });
  const links: string[] = [];
  if (prevPage !== undefined) links.push(`<${link(prevPage)}>; rel="prev"`);
  if (nextPage !== undefined) links.push(`<${link(nextPage)}>; rel="next"`);
  links.push(`<${link(1)}>; rel="first"`);
  if (counted) links.push(`<${link(totalPages)}>; rel="last"`);
  const headers: Record<string, string> = {
    link: links.join(', '),
    'x-next-page': nextPage === undefined ? '' : String(nextPage),
    'x-page': String(page),
    'x-per-page': String(perPage),
    'x-prev-page': prevPage === undefined ? '' : String(prevPage),
  };
  if (counted) {
    headers['x-total'] = String(total);
    headers['x-total-pages'] = String(totalPages);
  }
  return { items: slice, headers };
}

/** Whether the request asks for keyset pagination. */
export function wantsKeyset(req: SandboxRequest): boolean {
  return req.query.pagination === 'keyset';
}

/** GitLab refuses keyset pagination where it is not implemented, with Grape's `error!` shape. */
export function keysetUnavailable(): ApiError {
  return new ApiError(405, { error: 'Keyset pagination is not yet available for this type of request' });
}

/**
 * One keyset page over `items` (any order; ordered here by id as `sort` asks). Answers with a Link rel="next" carrying
 * `id_after` (asc) or `id_before` (desc) while more items remain, and no X-* headers (GitLab issue 220903).
 */
export function keysetPage<T extends { id: number }>(
  items: readonly T[],
  req: SandboxRequest,
  defaultSort: 'asc' | 'desc',
): Page<T> {
  const orderBy = req.query.order_by ?? 'id';
  if (orderBy !== 'id') throw keysetUnavailable();
  const sort = req.query.sort ?? defaultSort;
  if (sort !== 'asc' && sort !== 'desc') throw keysetUnavailable();
  const perPage = perPageOf(req);
  const after = positiveInt(req.query.id_after);
  const before = positiveInt(req.query.id_before);
  const ordered = [...items]
    .filter((item) => (after === undefined || item.id > after) && (before === undefined || item.id < before))
    .sort((a, b) => (sort === 'asc' ? a.id - b.id : b.id - a.id));
  const slice = ordered.slice(0, perPage);
  const headers: Record<string, string> = {};
  const last = slice[slice.length - 1];
  if (ordered.length > perPage && last !== undefined) {
    const cursor =
      sort === 'asc'
        ? { id_after: String(last.id), id_before: undefined }
        : { id_before: String(last.id), id_after: undefined };
    headers.link = `<${pageUrl(req, { ...cursor, per_page: String(perPage), order_by: orderBy, sort, page: undefined })}>; rel="next"`;
  }
  return { items: slice, headers };
}
