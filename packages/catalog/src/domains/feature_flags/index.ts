/** @module The feature_flags domain: a project's feature flags and the user lists their strategies target. */
export { featureFlagActions } from './flags.js';
export { featureFlagUserListActions } from './user-lists.js';
