/**
 * @module The renderer and the kinds it renders with, apart from the package's index: importing the index (for an
 * error class, a note's text) must not parse every kind (see docs/adr/0002).
 */
export { renderResult } from './render-result.js';
export type { RenderOptions } from './render-result.js';
export { notFoundResult } from './not-found.js';
export { DEFAULT_KINDS, kindFor, kindRegistry } from './kinds/registry.js';
