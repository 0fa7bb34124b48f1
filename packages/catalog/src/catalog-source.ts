import type { ActionSpec } from './action.js';
import type { ActionSummary } from './action-summary.js';
import { CATALOG_MODULES } from './catalog-modules.js';
import { catalogSummaries } from './catalog-summaries.js';

/** The catalog as a server holds it: every summary at once, each module's entries when first needed. */
export interface CatalogSource {
  summaries: readonly ActionSummary[];
  load(module: string): Promise<readonly ActionSpec[]>;
}

export async function openCatalog(): Promise<CatalogSource> {
  return {
    summaries: await catalogSummaries(),
    load: async (module) => {
      const load = CATALOG_MODULES[module];
      if (!load) throw new Error(`no catalog module "${module}"`);
      return load();
    },
  };
}
