import { PROJECT_OWNER } from '../owner.js';
import { badgeActions } from '../badges/badges.js';

/** Project badges (https://docs.gitlab.com/api/project_badges/); the list includes the group badges it inherits. */
export const projectBadgeActions = badgeActions(PROJECT_OWNER, {
  list: {
    id: 'project.badge_list',
    description: 'List the badges shown on a project, its groups’ badges included, with their rendered URLs.',
    aliases: ['badges', 'shields'],
  },
  get: {
    id: 'project.badge_get',
    description: 'Get one project badge: its link and image URLs, as written and as rendered.',
    aliases: ['show badge'],
  },
  add: {
    id: 'project.badge_add',
    description: 'Add a badge to a project from a link URL and an image URL.',
    aliases: ['new badge', 'add shield'],
  },
  edit: {
    id: 'project.badge_edit',
    description: 'Change the name, link URL or image URL of a project badge.',
    aliases: ['edit badge', 'update badge'],
  },
  delete: {
    id: 'project.badge_delete',
    description: 'Delete a badge of a project (inherited group badges are deleted in the group).',
    aliases: ['remove badge'],
  },
  preview: {
    id: 'project.badge_preview',
    description:
      'Preview a project badge: how its link and image URLs render with the placeholders filled in.',
    aliases: ['render badge'],
  },
});
