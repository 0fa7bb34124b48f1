import type { Config } from '../config/settings.js';
import type { ServedCatalog } from '../served-catalog.js';
import { loadAllSchemas } from './schema-table.js';
import type { Surface } from './surface.js';

/** Builds the chosen surface over a tenant's served catalog. */
export type SurfaceBuilder = (catalog: ServedCatalog) => Surface;

/**
 * Loads only the chosen surface's module: meta and individual describe every action's output from the result
 * kinds, which dynamic's two fixed tools never need before the first call. Those two list every action's schemas,
 * so they take the build's schema table with them: their tools/list loads no catalog module.
 */
export async function loadSurface(
  config: Pick<Config, 'toolSurface' | 'metaParamSchema'>,
): Promise<SurfaceBuilder> {
  switch (config.toolSurface) {
    case 'meta': {
      const [{ metaSurface }, schemas] = await Promise.all([import('./meta.js'), loadAllSchemas()]);
      return (catalog) => metaSurface(catalog, config.metaParamSchema, schemas);
    }
    case 'individual': {
      const [{ individualSurface }, schemas] = await Promise.all([
        import('./individual.js'),
        loadAllSchemas(),
      ]);
      return (catalog) => individualSurface(catalog, schemas);
    }
    default:
      return (await import('./dynamic.js')).dynamicSurface;
  }
}
