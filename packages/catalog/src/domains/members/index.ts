/** @module Members and group shares of projects and groups (one factory each, called per owner). */
import { groupMemberActions } from '../group/members.js';
import { groupShareActions } from '../group/shares.js';
import { projectMemberActions } from '../project/members.js';
import { projectShareActions } from '../project/shares.js';

export const shareActions = [...projectShareActions, ...groupShareActions];
export const memberActions = [...projectMemberActions, ...groupMemberActions];
