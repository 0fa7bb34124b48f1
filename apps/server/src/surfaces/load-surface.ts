import type { Config } from '../config/settings.js';
import type { ServedCatalog } from '../served-catalog.js';
import type { Surface } from './surface.js';

/** Builds the chosen surface over a session's served catalog. */
export type SurfaceBuilder = (catalog: ServedCatalog) => Surface;

/**
 * Loads only the chosen surface's module: meta and individual describe every action's output from the result
 * kinds, which dynamic's two fixed tools never need before the first call.
 */
export async function loadSurface(
  config: Pick<Config, 'toolSurface' | 'metaParamSchema'>,
): Promise<SurfaceBuilder> {
  switch (config.toolSurface) {
    case 'meta': {
      const { metaSurface } = await import('./meta.js');
      return (catalog) => metaSurface(catalog, config.metaParamSchema);
    }
    case 'individual':
      return (await import('./individual.js')).individualSurface;
    default:
      return (await import('./dynamic.js')).dynamicSurface;
  }
}
