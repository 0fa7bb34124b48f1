import type { CatalogCall } from '../catalog-call.js';
import { sliceCalls } from './slice.js';

/** Every table of catalog calls, by the part of the catalog it covers; each runs against its own sandbox. */
export const CATALOG_CALLS: Readonly<Record<string, CatalogCall[]>> = {
  slice: sliceCalls,
};
