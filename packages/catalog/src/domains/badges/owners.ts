import { text } from '../../params.js';
import { GROUP_OWNER, PROJECT_OWNER } from '../owner.js';
import { badgeActions } from './badges.js';

/** Project badges (https://docs.gitlab.com/api/project_badges/); the list includes the group badges it inherits. */
export const projectBadgeActions = badgeActions(PROJECT_OWNER, {
  list: {
    id: 'project.badge_list',
    tool: 'gitlab_list_project_badges',
    description: 'List the badges shown on a project, its groups’ badges included, with their rendered URLs.',
    aliases: ['badges', 'shields'],
  },
  get: {
    id: 'project.badge_get',
    tool: 'gitlab_get_project_badge',
    description: 'Get one project badge: its link and image URLs, as written and as rendered.',
    aliases: ['show badge'],
  },
  add: {
    id: 'project.badge_add',
    tool: 'gitlab_add_project_badge',
    description: 'Add a badge to a project from a link URL and an image URL.',
    aliases: ['new badge', 'add shield'],
  },
  edit: {
    id: 'project.badge_edit',
    tool: 'gitlab_edit_project_badge',
    description: 'Change the name, link URL or image URL of a project badge.',
    aliases: ['edit badge', 'update badge'],
  },
  delete: {
    id: 'project.badge_delete',
    tool: 'gitlab_delete_project_badge',
    description: 'Delete a badge of a project (inherited group badges are deleted in the group).',
    aliases: ['remove badge'],
  },
  preview: {
    id: 'project.badge_preview',
    tool: 'gitlab_preview_project_badge',
    description:
      'Preview a project badge: how its link and image URLs render with the placeholders filled in.',
    aliases: ['render badge'],
  },
});

/** Group badges (https://docs.gitlab.com/api/group_badges/): shown on every project of the group. */
export const groupBadgeActions = badgeActions(GROUP_OWNER, {
  list: {
    id: 'group.badge_list',
    tool: 'gitlab_list_group_badges',
    description: 'List the badges of a group, shown on all its projects, with their rendered URLs.',
    aliases: ['group badges'],
  },
  get: {
    id: 'group.badge_get',
    tool: 'gitlab_get_group_badge',
    description: 'Get one group badge: its link and image URLs, as written and as rendered.',
    aliases: ['show group badge'],
  },
  add: {
    id: 'group.badge_add',
    tool: 'gitlab_add_group_badge',
    description: 'Add a badge to a group, shown on all its projects.',
    aliases: ['new group badge'],
  },
  edit: {
    id: 'group.badge_edit',
    tool: 'gitlab_edit_group_badge',
    description: 'Change the name, link URL or image URL of a group badge.',
    aliases: ['edit group badge'],
  },
  delete: {
    id: 'group.badge_delete',
    tool: 'gitlab_delete_group_badge',
    description: 'Delete a badge of a group, from the group and all its projects.',
    aliases: ['remove group badge'],
  },
  preview: {
    id: 'group.badge_preview',
    tool: 'gitlab_preview_group_badge',
    description: 'Preview a group badge: how its link and image URLs render with the placeholders filled in.',
    aliases: ['render group badge'],
    params: { name: text('Badge name').optional() },
  },
});
