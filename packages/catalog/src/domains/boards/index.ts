/** @module Project and group issue boards, and group epic boards. */
export { groupEpicBoardActions } from './epic.js';
export { groupBoardActions, projectBoardActions } from './owners.js';
