import { text } from '../../params.js';
import { GROUP_OWNER } from '../owner.js';
import { badgeActions } from '../badges/badges.js';

/** Group badges (https://docs.gitlab.com/api/group_badges/): shown on every project of the group. */
export const groupBadgeActions = badgeActions(GROUP_OWNER, {
  list: {
    id: 'group.badge_list',
    description: 'List the badges of a group, shown on all its projects, with their rendered URLs.',
    aliases: ['group badges'],
  },
  get: {
    id: 'group.badge_get',
    description: 'Get one group badge: its link and image URLs, as written and as rendered.',
    aliases: ['show group badge'],
  },
  add: {
    id: 'group.badge_add',
    description: 'Add a badge to a group, shown on all its projects.',
    aliases: ['new group badge'],
  },
  edit: {
    id: 'group.badge_edit',
    description: 'Change the name, link URL or image URL of a group badge.',
    aliases: ['edit group badge'],
  },
  delete: {
    id: 'group.badge_delete',
    description: 'Delete a badge of a group, from the group and all its projects.',
    aliases: ['remove group badge'],
  },
  preview: {
    id: 'group.badge_preview',
    description: 'Preview a group badge: how its link and image URLs render with the placeholders filled in.',
    aliases: ['render group badge'],
    params: { name: text('Badge name').optional() },
  },
});
