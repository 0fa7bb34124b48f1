/** @module Project and group badges. */
export { groupBadgeActions } from '../group/badges.js';
export { projectBadgeActions } from '../project/badges.js';
