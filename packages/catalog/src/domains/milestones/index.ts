/** @module Project and group milestones. */
export { groupMilestoneActions } from '../group/milestones.js';
export { projectMilestoneActions } from '../project/milestones.js';
