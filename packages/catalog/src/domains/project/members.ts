import { PROJECT_OWNER } from '../members/owner.js';
import { ownerMemberActions } from '../members/members.js';

export const projectMemberActions = ownerMemberActions({
  owner: PROJECT_OWNER,
  removeOptions: {},
  words: {
    list: {
      id: 'project.members',
      description: 'List the members of a project with their roles, inherited group members included.',
      aliases: ['project members', 'who has access', 'collaborators'],
    },
    get: {
      id: 'project.member_get',
      description: 'Get one direct member of a project: role, expiry, who added them.',
      aliases: ['project member role'],
    },
    getInherited: {
      id: 'project.member_inherited',
      description: 'Get one member of a project, also when the membership comes from a parent group.',
      aliases: ['inherited project member'],
    },
    add: {
      id: 'project.member_add',
      description: 'Add a user to a project with a role (access_level) and an optional expiry date.',
      aliases: ['invite user to project', 'grant project access'],
    },
    edit: {
      id: 'project.member_edit',
      description: "Change a project member's role or membership expiry.",
      aliases: ['change project role'],
    },
    remove: {
      id: 'project.member_delete',
      description: 'Remove a direct member from a project.',
      aliases: ['revoke project access'],
    },
  },
});
