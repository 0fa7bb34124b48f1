/**
 * OF-11..14, OF-40/41: several objects as a table under `## Title (N)`, with the summary line when GitLab reports
 * more than one page and the pagination line under the table; an empty list is one sentence.
 */
import type { KindRegistry } from './kinds/kind-spec.js';
import { kindFor } from './kinds/registry.js';
import { concat, text, trusted } from './markdown/escape.js';
import type { Md } from './markdown/escape.js';
import { headingCount, paginationLine, summaryLine } from './markdown/pagination-line.js';
import { heading } from './markdown/writer.js';
import { objectTable } from './render-card.js';
import type { GitLabObject, ListResult } from './result.js';

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
  const { md, linked } = objectTable(kind, result.items);
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
