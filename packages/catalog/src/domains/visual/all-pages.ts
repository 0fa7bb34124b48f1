import type { ActionContext } from '../../action.js';

const PER_PAGE = 100;
/** A chart reads at most this many pages: more would not be readable in one picture anyway. */
export const MOST_PAGES = 20;
/** The most rows a chart reads: 2,000. */
export const MOST_ROWS = MOST_PAGES * PER_PAGE;

/**
 * Every row of a GitLab list a chart is drawn from, page by page (`context.rest` has no page headers, so a short
 * page is the last), and whether it stopped at MOST_PAGES with more to read.
 */
export async function allPages(
  context: ActionContext,
  path: string,
  query: Record<string, unknown> = {},
): Promise<{ rows: Record<string, unknown>[]; cut: boolean }> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; page <= MOST_PAGES; page++) {
    const data = await context.rest('GET', path, { query: { ...query, page, per_page: PER_PAGE } });
    const items = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
    rows.push(...items);
    if (items.length < PER_PAGE) return { rows, cut: false };
  }
  return { rows, cut: true };
}
