import { flag } from '../../params.js';
import { GROUP_OWNER } from '../members/owner.js';
import { ownerMemberActions } from '../members/members.js';

export const groupMemberActions = ownerMemberActions({
  owner: GROUP_OWNER,
  removeOptions: {
    skip_subresources: flag('Keep the member in the subgroups and projects of the group').optional(),
    unassign_issuables: flag('Unassign the member from issues and merge requests of the group').optional(),
  },
  words: {
    list: {
      id: 'group.members',
      description:
        'List the members of a group with their roles, members inherited from parent groups included.',
      aliases: ['group members', 'team members'],
    },
    get: {
      id: 'group.group_member_get',
      description: 'Get one direct member of a group: role, expiry, who added them.',
      aliases: ['group member role'],
    },
    getInherited: {
      id: 'group.group_member_get_inherited',
      description: 'Get one member of a group, also when the membership comes from a parent group.',
      aliases: [],
    },
    add: {
      id: 'group.group_member_add',
      description: 'Add a user to a group with a role (access_level) and an optional expiry date.',
      aliases: ['invite user to group'],
    },
    edit: {
      id: 'group.group_member_edit',
      description: "Change a group member's role or membership expiry.",
      aliases: ['change group role'],
    },
    remove: {
      id: 'group.group_member_remove',
      description: 'Remove a direct member from a group, and by default from its subgroups and projects.',
      aliases: ['revoke group access'],
    },
  },
});
