import { PROJECT_OWNER } from '../owner.js';
import { milestoneActions } from '../milestones/milestones.js';

/** Project milestones (https://docs.gitlab.com/api/milestones/). */
export const projectMilestoneActions = milestoneActions(PROJECT_OWNER, {
  list: {
    id: 'project.milestone_list',
    description: 'List the milestones of a project, active or closed, with their start and due dates.',
    aliases: ['milestones', 'sprints', 'releases planned'],
  },
  get: {
    id: 'project.milestone_get',
    description: 'Get one project milestone by IID: state, start and due dates, and description.',
    aliases: ['show milestone'],
  },
  create: {
    id: 'project.milestone_create',
    description: 'Create a milestone in a project, with optional start and due dates.',
    aliases: ['new milestone', 'add milestone'],
  },
  update: {
    id: 'project.milestone_update',
    description:
      'Change a project milestone’s title, start or due date, or description, or close or reopen it.',
    aliases: ['close milestone', 'edit milestone', 'reopen milestone'],
  },
  delete: {
    id: 'project.milestone_delete',
    description: 'Delete a project milestone; its issues and merge requests lose the milestone.',
    aliases: ['remove milestone'],
  },
  issues: {
    id: 'project.milestone_issues',
    description: 'List the issues assigned to a project milestone.',
    aliases: ['issues in milestone', 'milestone scope'],
  },
  merge_requests: {
    id: 'project.milestone_merge_requests',
    description: 'List the merge requests assigned to a project milestone.',
    aliases: ['merge requests in milestone'],
  },
});
