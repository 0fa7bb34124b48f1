import { ownerShareActions } from '../members/shares.js';
import { PROJECT_OWNER } from '../members/owner.js';

/** Sharing a project with a group (https://docs.gitlab.com/api/projects/#share-a-project-with-a-group). */
export const projectShareActions = ownerShareActions({
  owner: PROJECT_OWNER,
  param: 'group_id',
  accessRequired: true,
  shareOptions: {},
  answer: 'shared_group',
  share: {
    id: 'project.share_with_group',
    description: "Share a project with a group: the group's members get the given role in the project.",
    aliases: ['invite group to project'],
  },
  unshare: {
    id: 'project.delete_shared_group',
    description: 'Stop sharing a project with a group.',
    aliases: ['unshare project'],
  },
});
