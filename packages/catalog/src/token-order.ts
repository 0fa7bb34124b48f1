import { oneOf } from './params.js';

/**
 * How GitLab's token lists sort (doc/api/personal_access_tokens.md, "List all personal access tokens"): one `sort`
 * naming field and direction, `created_asc` … `name_desc`. The call takes them apart, as the reference catalog
 * gives them, and `tokenSortSend` joins them: `order_by=expires` + `sort=desc` is sent as `sort=expires_desc`.
 */
export const tokenOrder = {
  order_by: oneOf(
    ['created', 'expires', 'last_used', 'name'],
    'Order by creation, expiry, last use or name; sent to GitLab joined with sort (expires + desc: sort=expires_desc)',
  ).optional(),
  sort: oneOf(
    ['asc', 'desc'],
    'Sort direction (default asc; by creation when order_by is not given)',
  ).optional(),
};

/** The token list's params with order_by and sort joined into GitLab's one `sort`. */
export function tokenSortSend<Args extends { order_by?: string; sort?: string }>({
  order_by,
  sort,
  ...rest
}: Args): Record<string, unknown> {
  return order_by || sort ? { ...rest, sort: `${order_by ?? 'created'}_${sort ?? 'asc'}` } : rest;
}
