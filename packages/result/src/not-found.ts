/** OF-62: a not-found result from its kind's template: subject and suggestions by canonical ID. */
import type { KindRegistry } from './kinds/kind-spec.js';
import { DEFAULT_KINDS, kindFor } from './kinds/registry.js';
import type { NotFoundResult } from './result.js';

/**
 * The not-found result of a get: `what` is what was asked for (`"nonexistent" in project 42`); `notes` are
 * OF-71's notes, which a not-found answer carries in its Markdown next steps.
 */
export function notFoundResult(
  objectKind: string,
  what: string,
  notes: readonly string[] = [],
  kinds: KindRegistry = DEFAULT_KINDS,
): NotFoundResult {
  const { subject, suggestions } = kindFor(kinds, objectKind).notFound;
  return { kind: 'not_found', contentType: 'detail', subject, what, nextSteps: suggestions, notes };
}
