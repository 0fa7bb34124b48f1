/** @module Members and group shares of projects and groups (one factory each, called per owner). */
export { memberActions } from './members.js';
export { shareActions } from './shares.js';
