/** @module The group domain's core: the group itself, what it holds or is shared with, export and import. */
export { groupCoreActions } from './core.js';
export { groupExportActions } from './export.js';
export { groupListingActions } from './listings.js';
