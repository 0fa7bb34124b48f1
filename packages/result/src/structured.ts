/**
 * structuredContent (OF-50..54): the action's output as JSON under GitLab's own field names and machine forms,
 * `next_steps` first where the output type declares it, and a list's `pagination` block in one of its two shapes.
 */
import type { PageInfo, Result } from './result.js';

/** OF-51, OF-53, OF-54: the pagination block, with its fields in the contract's order. */
export function paginationBlock(info: PageInfo): Record<string, unknown> {
  if (info.style === 'cursor') {
    const { has_next_page, end_cursor, has_previous_page, start_cursor } = info.block;
    const backward = info.pagesBackward
      ? { has_previous_page: has_previous_page ?? false, start_cursor: start_cursor ?? null }
      : {};
    return { has_next_page, end_cursor, ...backward };
  }
  const { page, per_page, total_items, total_pages, next_page, prev_page, has_more } = info.block;
  const seven = { page, per_page, total_items, total_pages, next_page, prev_page, has_more };
  // Beyond OF-53: a keyset list carries the cursor of its next page, so it can be followed.
  return info.style === 'keyset' ? { ...seven, next_cursor: info.nextCursor } : seven;
}

/** The structuredContent of a successful result; none for not-found, refusal or error (OF-4). */
export function structuredContentOf(
  result: Result,
  nextSteps: readonly string[],
): Record<string, unknown> | undefined {
  const steps =
    result.declaresNextSteps !== false && nextSteps.length > 0 ? { next_steps: [...nextSteps] } : {};
  switch (result.kind) {
    case 'object': {
      const data = { ...result.data };
      if ('next_steps' in steps) delete data.next_steps;
      return { ...steps, ...data };
    }
    case 'list':
      return {
        ...steps,
        [result.key]: [...result.items],
        ...(result.pagination ? { pagination: paginationBlock(result.pagination) } : {}),
      };
    case 'void':
      return { ...steps, status: 'success', message: result.message };
    default:
      return undefined;
  }
}
