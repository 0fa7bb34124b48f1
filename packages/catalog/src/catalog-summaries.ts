import { summarize } from './action-summary.js';
import type { ActionSummary } from './action-summary.js';
import { CATALOG_MODULES } from './catalog-modules.js';
import { entrylessRows } from './join-reference.js';

/**
 * Every action's summary, made by loading every module. The server's build runs this once and puts the answer
 * in the bundle in place of this module (apps/server/bundle.mjs), so a running server lists and searches the
 * catalog without loading a module just to read its summaries.
 */
export async function catalogSummaries(): Promise<readonly ActionSummary[]> {
  const modules = await Promise.all(
    Object.entries(CATALOG_MODULES).map(async ([module, load]) =>
      (await load()).map((action) => summarize(action, module)),
    ),
  );
  const summaries = modules.flat();
  // Checked here because the server's build runs this: a reference action left without an entry fails the build.
  const missing = entrylessRows(summaries.map((summary) => summary.id));
  if (missing.length > 0) throw new Error(`reference actions without a catalog entry: ${missing.join(', ')}`);
  return summaries;
}
