/**
 * A list's seven pagination fields (OF-51) against the page headers GitLab sent with it: a list read by a template
 * or by a local call (`context.list`) must say what GitLab said, never "no totals" where GitLab gave them.
 */
import { findAction } from '@gitlab-mcp/catalog/actions';
import type { LoggedRequest } from '@gitlab-mcp/sandbox';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogCall } from './catalog-call.js';

const FIELDS = [
  'page',
  'per_page',
  'total_items',
  'total_pages',
  'next_page',
  'prev_page',
  'has_more',
] as const;

/** What the pagination block must hold, from GitLab's headers (an empty `x-next-page` is the last page). */
function expectedFacts(headers: Record<string, string>): Record<(typeof FIELDS)[number], number | boolean> {
  const number = (name: string) => Number(headers[name] || 0);
  return {
    page: number('x-page'),
    per_page: number('x-per-page'),
    total_items: number('x-total'),
    total_pages: number('x-total-pages'),
    next_page: number('x-next-page'),
    prev_page: number('x-prev-page'),
    has_more: number('x-next-page') > 0,
  };
}

/** The fields that differ from GitLab's headers, as `name: ours ≠ GitLab's`; empty when they agree. */
export function pageFactProblems(
  call: CatalogCall,
  result: CallToolResult,
  log: readonly LoggedRequest[],
): string[] {
  const action = findAction(call.action);
  if (!action || !('list' in action.answer) || result.isError) return [];
  // The list's own page: the last REST answer that gave exact totals (a local call may look something up first).
  const page = log.findLast((request) => request.surface === 'rest' && request.pageHeaders['x-total']);
  if (!page || call.params.pagination === 'keyset') return [];
  const ours = (result.structuredContent as { pagination?: Record<string, unknown> } | undefined)?.pagination;
  if (!ours) return ['no pagination block'];
  const expected = expectedFacts(page.pageHeaders);
  return FIELDS.filter((field) => ours[field] !== expected[field]).map(
    (field) => `${field}: ${String(ours[field])} ≠ GitLab's ${String(expected[field])}`,
  );
}
