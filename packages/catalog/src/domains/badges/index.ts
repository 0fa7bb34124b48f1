/** @module Project and group badges. */
export { groupBadgeActions, projectBadgeActions } from './owners.js';
