import type { ActionContext } from '../action.js';

const DEFAULT_PER_PAGE = 20;

/**
 * One page of a GitLab list read by a local call (an action that must look something up first, such as a
 * milestone's ID from its IID). `context.rest` hands over the body without GitLab's page headers, so the page facts
 * are those of a list without totals (OF-51's `absent`): another page is offered while a page comes back full.
 */
export async function localListPage(
  context: ActionContext,
  path: string,
  args: Record<string, unknown>,
  query: Record<string, unknown> = {},
) {
  const page = typeof args.page === 'number' ? args.page : 1;
  const perPage = typeof args.per_page === 'number' ? args.per_page : DEFAULT_PER_PAGE;
  const data = await context.rest('GET', path, { query: { ...query, page, per_page: perPage } });
  const items = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  const full = items.length === perPage;
  return {
    items,
    pageInfo: {
      style: 'offset' as const,
      totals: 'absent' as const,
      block: {
        page,
        per_page: perPage,
        total_items: 0,
        total_pages: 0,
        next_page: full ? page + 1 : 0,
        prev_page: page - 1,
        has_more: full,
      },
    },
  };
}
