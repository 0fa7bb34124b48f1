import { URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/**
 * A member of a project or group (https://docs.gitlab.com/api/members/): the user plus the role. GitLab sends the
 * role as a number (10 guest, 15 planner, 20 reporter, 30 developer, 40 maintainer, 50 owner).
 */
export const memberKind = defineKind({
  name: 'member',
  plural: { key: 'members', title: 'Members' },
  empty: 'No members found.',
  heading: { template: 'Member: {name|username} (@{username})' },
  fields: [
    { label: 'User ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'user' },
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
    { label: 'Custom Role', path: 'member_role.name', format: 'text' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Membership', path: 'membership_state', format: 'text' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    { label: 'Added By', path: 'created_by', format: 'user' },
    { label: 'Added', path: 'created_at', format: 'date' },
    { label: 'Seat In Use', path: 'is_using_seat', format: 'bool' },
    URL_FIELD,
  ],
  columns: [
    { label: 'User ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'user', link: 'web_url' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    { label: 'State', path: 'state', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'member',
    suggestions: [
      { action: 'project.members', text: "list a project's members, inherited ones included" },
      { action: 'group.members', text: "list a group's members, inherited ones included" },
    ],
  },
});
