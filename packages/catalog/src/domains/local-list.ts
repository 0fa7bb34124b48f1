/**
 * What a local call's list read (`context.list`) takes from the action's args: the page asked for, and the filters
 * it passes on. The page facts then come from GitLab's headers, as for a template's list.
 */
export function listQuery(args: Record<string, unknown>, query: Record<string, unknown> = {}) {
  return {
    query,
    ...(typeof args.page === 'number' ? { page: args.page } : {}),
    ...(typeof args.per_page === 'number' ? { per_page: args.per_page } : {}),
  };
}
