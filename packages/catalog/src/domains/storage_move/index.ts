/** @module Repository storage moves of projects, groups and snippets (administrators only). */
export {
  groupStorageMoveActions,
  projectStorageMoveActions,
  snippetStorageMoveActions,
} from './storage-moves.js';
