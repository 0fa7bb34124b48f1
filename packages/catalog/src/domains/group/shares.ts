import { integer } from '../../params.js';
import { ownerShareActions } from '../members/shares.js';
import { GROUP_OWNER } from '../members/owner.js';

const memberRole = { member_role_id: integer('Custom role the invited group gets (Ultimate)').optional() };

/** Sharing a group with another group, and inviting a group in as a member group. */
export const groupShareActions = [
  ...ownerShareActions({
    owner: GROUP_OWNER,
    param: 'shared_group_id',
    accessRequired: true,
    shareOptions: memberRole,
    answer: 'group',
    share: {
      id: 'group.share_with_group',
      description: "Share a group with another group: the invited group's members get the given role in it.",
      aliases: ['invite group to group'],
    },
    unshare: {
      id: 'group.unshare_from_group',
      description: 'Stop sharing a group with another group.',
      aliases: ['remove group share'],
    },
  }),
  ...ownerShareActions({
    owner: GROUP_OWNER,
    param: 'share_group_id',
    accessRequired: false,
    shareOptions: {},
    answer: 'group',
    share: {
      id: 'group.group_member_share',
      description:
        'Invite another group into a group as a member group, with the role its members get (GitLab needs group_access).',
      aliases: ['add group as member'],
    },
    unshare: {
      id: 'group.group_member_unshare',
      description: 'Remove a member group from a group.',
      aliases: ['remove member group'],
    },
  }),
];
