import { GROUP_OWNER, PROJECT_OWNER } from '../owner.js';
import { membershipActions } from './requests.js';

/** Access requests and invitations of projects. */
export const projectMembershipActions = membershipActions(PROJECT_OWNER, {
  requestList: {
    id: 'access.request_list_project',
    description: 'List the users waiting for access to a project.',
    aliases: ['pending access requests', 'who asked to join the project'],
  },
  request: {
    id: 'access.request_project',
    description: 'Ask for access to a project as the current user; its maintainers approve or deny.',
    aliases: ['request access to project', 'ask to join project'],
  },
  approve: {
    id: 'access.approve_project',
    description: 'Approve a user’s request to join a project, with the role to give.',
    aliases: ['accept access request', 'let user into project'],
  },
  deny: {
    id: 'access.deny_project',
    description: 'Deny (or withdraw) a user’s request to join a project.',
    aliases: ['reject access request'],
  },
  inviteList: {
    id: 'access.invite_list_project',
    description: 'List the email invitations to a project that nobody has accepted yet.',
    aliases: ['pending invitations', 'invited emails'],
  },
  invite: {
    id: 'access.invite_project',
    description: 'Invite people to a project by email or user ID, with a role and an optional end date.',
    aliases: ['invite to project', 'add by email'],
  },
});

/** Access requests and invitations of groups. */
export const groupMembershipActions = membershipActions(GROUP_OWNER, {
  requestList: {
    id: 'access.request_list_group',
    description: 'List the users waiting for access to a group.',
    aliases: ['pending group access requests', 'who asked to join the group'],
  },
  request: {
    id: 'access.request_group',
    description: 'Ask for access to a group as the current user; its owners approve or deny.',
    aliases: ['request access to group', 'ask to join group'],
  },
  approve: {
    id: 'access.approve_group',
    description: 'Approve a user’s request to join a group, with the role to give.',
    aliases: ['accept group access request', 'let user into group'],
  },
  deny: {
    id: 'access.deny_group',
    description: 'Deny (or withdraw) a user’s request to join a group.',
    aliases: ['reject group access request'],
  },
  inviteList: {
    id: 'access.invite_list_group',
    description: 'List the email invitations to a group that nobody has accepted yet.',
    aliases: ['pending group invitations'],
  },
  invite: {
    id: 'access.invite_group',
    description: 'Invite people to a group by email or user ID, with a role and an optional end date.',
    aliases: ['invite to group'],
  },
});
