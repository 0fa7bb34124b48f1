/** @module Members and group shares of projects and groups (one factory each, called per owner). */
import { groupMemberActions } from '../group/members.js';
import { projectMemberActions } from '../project/members.js';

export { shareActions } from './shares.js';
export const memberActions = [...projectMemberActions, ...groupMemberActions];
