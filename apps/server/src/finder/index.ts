/** @module The action finder: a local, deterministic search of the served catalog for gitlab_find_action. */
export { actionFinder } from './action-finder.js';
export type { Findable } from './action-index.js';
export { Finder } from './finder.js';
export type { FinderHit, ScoredHit } from './finder.js';
export { FEATURES, WEIGHTS } from './weights.js';
export type { Feature, Features, Weights } from './weights.js';
