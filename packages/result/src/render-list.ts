/**
 * OF-11..14, OF-40/41: several objects as a table under `## Title (N)`, with the summary line when GitLab reports
 * more than one page and the pagination line under the table; an empty list is one sentence.
 */
import { humanise } from './kinds/generic-kind.js';
import type { KindRegistry, KindSpec } from './kinds/kind-spec.js';
import { kindFor } from './kinds/registry.js';
import { concat, text, trusted } from './markdown/escape.js';
import type { Md } from './markdown/escape.js';
import { headingCount, paginationLine, summaryLine } from './markdown/pagination-line.js';
import { heading } from './markdown/writer.js';
import { objectTable } from './render-card.js';
import type { GitLabObject, ListResult } from './result.js';

/** Dates a list may be sorted by; sorted by one, the table shows it so the order can be seen. */
const SORT_DATES = new Set([
  'created_at',
  'updated_at',
  'last_activity_at',
  'due_date',
  'merged_at',
  'released_at',
]);

function withCallColumns(kind: KindSpec, result: ListResult): KindSpec {
  const own = new Set(kind.columns.map((column) => column.path));
  const added = (result.columns ?? []).filter((column) => !own.has(column.path));
  const sorted = result.sortedBy;
  if (
    sorted !== undefined &&
    SORT_DATES.has(sorted) &&
    !own.has(sorted) &&
    !added.some((c) => c.path === sorted)
  )
    added.push({ label: humanise(sorted), path: sorted, format: 'date' });
  return added.length === 0 ? kind : { ...kind, columns: [...kind.columns, ...added] };
}

/** The Markdown blocks of a list, and whether its table carries links (OF-17). */
export function renderList(
  result: ListResult,
  registry: KindRegistry,
): { blocks: Array<Md | null>; linked: boolean } {
  const sample = result.items.find((item): item is GitLabObject => typeof item === 'object' && item !== null);
  const kind = kindFor(registry, result.objectKind, sample, result.key);
  const shown = result.items.length;
  if (shown === 0) return { blocks: [text(kind.empty)], linked: false };
  const count = headingCount(result.pagination, shown);
  const { md, linked } = objectTable(withCallColumns(kind, result), result.items);
  return {
    blocks: [
      heading(2, concat(text(kind.plural.title), trusted(` (${count})`))),
      summaryLine(result.pagination, shown),
      md,
      paginationLine(result.pagination, shown),
    ],
    linked,
  };
}
