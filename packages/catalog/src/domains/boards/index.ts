/** @module Project and group issue boards, and group epic boards. */
export { groupEpicBoardActions } from '../group/epic-boards.js';
export { groupBoardActions } from '../group/boards.js';
export { projectBoardActions } from '../project/boards.js';
