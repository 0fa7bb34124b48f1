import { flag } from '../../params.js';
import { GROUP_OWNER } from '../owner.js';
import { labelActions } from '../labels/labels.js';

/** Group labels (https://docs.gitlab.com/api/group_labels/): shared by every project of the group. */
export const groupLabelActions = labelActions(GROUP_OWNER, false, {
  list: {
    id: 'group.group_label_list',
    description: 'List the labels of a group, its ancestors’ and optionally its subgroups’ labels included.',
    aliases: ['group labels'],
    params: {
      archived: flag('Only archived (true) or unarchived (false) labels').optional(),
      include_descendant_groups: flag('Include the labels of subgroups').optional(),
      only_group_labels: flag('Only group labels, no project labels (default true)').optional(),
    },
  },
  get: {
    id: 'group.group_label_get',
    description: 'Get one group label by ID or name: color, description, priority and counts.',
    aliases: ['show group label'],
  },
  create: {
    id: 'group.group_label_create',
    description: 'Create a label in a group, usable by all its projects and subgroups.',
    aliases: ['new group label', 'add group label'],
  },
  update: {
    id: 'group.group_label_update',
    description: 'Rename a group label or change its color, description, priority or archived state.',
    aliases: ['rename group label', 'edit group label'],
  },
  delete: {
    id: 'group.group_label_delete',
    description: 'Delete a group label; it is removed from every issue and merge request of the group.',
    aliases: ['remove group label'],
  },
  subscribe: {
    id: 'group.group_label_subscribe',
    description: 'Subscribe to a group label: be notified of issues and merge requests that get it.',
    aliases: ['follow group label'],
  },
  unsubscribe: {
    id: 'group.group_label_unsubscribe',
    description: 'Unsubscribe from a group label and stop its notifications.',
    aliases: ['unfollow group label'],
  },
});
