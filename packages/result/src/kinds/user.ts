import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

const USER_NOT_FOUND = {
  subject: 'user',
  suggestions: [{ action: 'user.list', text: 'find the user by name or username' }],
};

/** A fact about one user, shown as a card only: a single object, never listed. */
const CARD_ONLY = { columns: [], longText: [], nested: [], notFound: USER_NOT_FOUND };

/** A user (https://docs.gitlab.com/api/users/); the private rows come only for the user itself and administrators. */
export const userKind = defineKind({
  name: 'user',
  plural: { key: 'users', title: 'Users' },
  empty: 'No users found.',
  heading: { template: 'User: {name|username} (@{username})' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'user' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Locked', path: 'locked', format: 'warning' },
    { label: 'Bot', path: 'bot', format: 'bool' },
    { label: 'Admin', path: 'is_admin', format: 'bool' },
    { label: 'External', path: 'external', format: 'bool' },
    { label: 'Email', path: 'email', format: 'text' },
    { label: 'Public Email', path: 'public_email', format: 'text' },
    { label: 'Job Title', path: 'job_title', format: 'text' },
    { label: 'Organization', path: 'organization', format: 'text' },
    { label: 'Two-Factor', path: 'two_factor_enabled', format: 'bool' },
    { label: 'Last Sign-In', path: 'last_sign_in_at', format: 'date' },
    { label: 'Last Activity', path: 'last_activity_on', format: 'text' },
    CREATED_FIELD,
    URL_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'user', link: 'web_url' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'State', path: 'state', format: 'text' },
  ],
  longText: [{ label: 'Bio', path: 'bio', style: 'quote' }],
  nested: [],
  notFound: USER_NOT_FOUND,
});

/** How many things a user is associated with (GET /users/:id/associations_count). */
export const userAssociationsKind = defineKind({
  name: 'user_associations',
  plural: { key: 'user_associations', title: 'User Associations' },
  empty: 'No user associations found.',
  heading: { template: 'User Associations' },
  fields: [
    { label: 'Groups', path: 'groups_count', format: 'count' },
    { label: 'Projects', path: 'projects_count', format: 'count' },
    { label: 'Issues', path: 'issues_count', format: 'count' },
    { label: 'Merge Requests', path: 'merge_requests_count', format: 'count' },
  ],
  ...CARD_ONLY,
});

/** One direct membership of a user in a project or a group (GET /users/:id/memberships). */
export const userMembershipKind = defineKind({
  name: 'user_membership',
  plural: { key: 'memberships', title: 'Memberships' },
  empty: 'No memberships found.',
  heading: { template: 'Membership: {source_name}' },
  fields: [
    { label: 'Source', path: 'source_name', format: 'text' },
    { label: 'Source ID', path: 'source_id', format: 'count' },
    { label: 'Type', path: 'source_type', format: 'text' },
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
  ],
  columns: [
    { label: 'Source', path: 'source_name', format: 'text' },
    { label: 'Source ID', path: 'source_id', format: 'count' },
    { label: 'Type', path: 'source_type', format: 'text' },
    { label: 'Access Level', path: 'access_level', format: 'access_level' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'membership',
    suggestions: [{ action: 'user.memberships', text: "list the user's memberships" }],
  },
});

/** When a user was last active (GET /user/activities). */
export const userActivityKind = defineKind({
  name: 'user_activity',
  plural: { key: 'user_activities', title: 'User Activities' },
  empty: 'No user activities found.',
  heading: { template: 'Activity of @{username}' },
  fields: [
    { label: 'Username', path: 'username', format: 'user' },
    { label: 'Last Activity On', path: 'last_activity_on', format: 'text' },
    { label: 'Last Activity At', path: 'last_activity_at', format: 'date' },
  ],
  columns: [
    { label: 'Username', path: 'username', format: 'user' },
    { label: 'Last Activity On', path: 'last_activity_on', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'user activity',
    suggestions: [{ action: 'user.list', text: 'find the user' }],
  },
});

/** A user's status: emoji, message, availability (https://docs.gitlab.com/api/users/#get-the-status-of-a-user). */
export const userStatusKind = defineKind({
  name: 'user_status',
  plural: { key: 'user_statuses', title: 'User Statuses' },
  empty: 'No user statuses found.',
  heading: { template: 'User Status' },
  fields: [
    { label: 'Emoji', path: 'emoji', format: 'text' },
    { label: 'Message', path: 'message', format: 'text' },
    { label: 'Availability', path: 'availability', format: 'text' },
    { label: 'Clears At', path: 'clear_status_at', format: 'date' },
  ],
  ...CARD_ONLY,
});

/** The avatar URL of an email address (GET /avatar). */
export const avatarKind = defineKind({
  name: 'avatar',
  plural: { key: 'avatars', title: 'Avatars' },
  empty: 'No avatars found.',
  heading: { template: 'Avatar' },
  fields: [{ label: 'Avatar URL', path: 'avatar_url', format: 'link' }],
  columns: [],
  longText: [],
  nested: [],
  notFound: {
    subject: 'avatar',
    suggestions: [{ action: 'user.list', text: 'find the user with this email' }],
  },
});
