/** @module Project and group milestones. */
export { groupMilestoneActions, projectMilestoneActions } from './owners.js';
