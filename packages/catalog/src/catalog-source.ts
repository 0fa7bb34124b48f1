import type { ActionSpec } from './action.js';
import type { ActionSummary } from './action-summary.js';
import { CATALOG_MODULES } from './catalog-modules.js';
import { catalogSummaries } from './catalog-summaries.js';

/** The catalog as a server holds it: every summary at once, each module's entries when first needed. */
export interface CatalogSource {
  summaries: readonly ActionSummary[];
  /** Every name that fills a URL path anywhere in the catalog (`project_id`, `sha`). */
  pathParams: readonly string[];
  load(module: string): Promise<readonly ActionSpec[]>;
}

let opened: Promise<CatalogSource> | undefined;

/**
 * The catalog, opened once per process: its summaries are the same for every tenant, and an HTTP server opens
 * one tenant per credential.
 */
export function openCatalog(): Promise<CatalogSource> {
  opened ??= catalogSummaries().then((summaries) => ({
    summaries,
    pathParams: [...new Set(summaries.flatMap((summary) => summary.pathParams))],
    load: async (module) => {
      const load = CATALOG_MODULES[module];
      if (!load) throw new Error(`no catalog module "${module}"`);
      return load();
    },
  }));
  return opened;
}
