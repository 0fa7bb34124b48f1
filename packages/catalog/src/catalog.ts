import type { ActionSpec } from './action.js';
import { CATALOG_MODULES } from './catalog-modules.js';

/**
 * Every action, in catalog order. Importing this loads every catalog module (`@gitlab-mcp/catalog/actions`): tests,
 * the docs generator and the bench do; a server never does — it opens the catalog lazily (catalog-source.ts).
 */
export const ACTIONS: readonly ActionSpec[] = (
  await Promise.all(Object.values(CATALOG_MODULES).map((load) => load()))
).flat();

let byId: Map<string, ActionSpec> | undefined;

/** The action with this canonical ID, if the catalog has it. */
export function findAction(id: string): ActionSpec | undefined {
  byId ??= new Map(ACTIONS.map((action) => [action.id, action]));
  return byId.get(id);
}
