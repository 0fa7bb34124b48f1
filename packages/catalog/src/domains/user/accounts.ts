import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { anyObject, flag, integer, offsetPaging, oneOf, sortDirection, text } from '../../params.js';
import { profileFields, userId } from './params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

const userNotFound = (args: { user_id: number }) => `user ${args.user_id}`;
const whoAmI = {
  input: z.object({}).strict(),
  gitlab: { rest: 'GET /user' },
  answer: { object: 'user' },
  content: 'detail',
  resource: null,
} as const;

/** Users themselves: who the token is, finding and reading users, and (administrators) creating, changing, deleting. */
export const userAccountActions = [
  defineAction({
    ...whoAmI,
    id: 'user.current',
    description: 'Get the user the token belongs to: username, name, state and whether they are an admin.',
    nextSteps: [
      { action: 'merge_request.list', text: "see a project's merge requests" },
      { action: 'user.todo_list', text: 'see your to-do items' },
    ],
    aliases: ['me', 'who am i', 'my user', 'current user', 'my username', 'my user profile', 'am i an admin'],
  }),
  defineAction({
    ...whoAmI,
    id: 'user.me',
    description: 'Get your own profile (the token’s user), with your email and account settings.',
    nextSteps: [
      { action: 'user.current_user_status', text: 'see your status' },
      { action: 'user.ssh_keys', text: 'see your SSH keys' },
    ],
    aliases: ['my profile', 'my account'],
  }),
  defineAction({
    id: 'user.get',
    description: 'Get one user by ID: profile, state, and for administrators their email and sign-in facts.',
    input: z.object({ user_id: userId, ...common('with_custom_attributes') }).strict(),
    answer: { object: 'user', notFound: userNotFound },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'user.contribution_events', text: "see the user's recent activity" },
      { action: 'user.get_status', text: "see the user's status" },
      { action: 'user.modify', text: 'change the user (admin)' },
    ],
    aliases: ['user profile', 'show user'],
  }),
  defineAction({
    id: 'user.list',
    description: 'List or search the users of the instance by name, username or email, with state filters.',
    input: z
      .object({
        ...common('search', 'username', 'created_after', 'created_before', 'with_custom_attributes'),
        active: flag('Only active users').optional(),
        blocked: flag('Only blocked users').optional(),
        external: flag('Only external users (admin)').optional(),
        admins: flag('Only administrators (admin)').optional(),
        humans: flag('Only human users, no bots').optional(),
        exclude_active: flag('Leave out active users').optional(),
        exclude_external: flag('Leave out external users').optional(),
        exclude_humans: flag('Leave out human users (bots only)').optional(),
        exclude_internal: flag('Leave out internal users').optional(),
        without_project_bots: flag('Leave out project bots').optional(),
        without_projects: flag('Only users without projects (admin)').optional(),
        two_factor: oneOf(['enabled', 'disabled'], 'Only users with two-factor on or off (admin)').optional(),
        public_email: text('Only the user with this public email').optional(),
        provider: text('Only users of this external provider (with extern_uid, admin)').optional(),
        extern_uid: text('Only the user with this external ID (with provider, admin)').optional(),
        custom_attributes: anyObject('Only users with these custom attributes (admin)').optional(),
        order_by: oneOf(['id', 'name', 'username', 'created_at', 'updated_at'], 'Order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'user' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'user.get', text: 'see one user in full' },
      { action: 'user.contribution_events', text: "see a user's activity" },
    ],
    aliases: ['users', 'find user', 'search users', 'people', 'administrators', 'users pending approval'],
  }),
  defineAction({
    id: 'user.create',
    description: 'Create a user account (admin): email, username and name, and a password or a reset link.',
    input: z
      .object({
        ...profileFields,
        email: text('Primary email address'),
        username: text('Username (the @handle)'),
        name: text('Display name'),
        reset_password: flag('Email the user a link to set their password').optional(),
        force_random_password: flag('Set a random password').optional(),
        skip_confirmation: flag('Treat the email as confirmed').optional(),
        color_scheme_id: integer('Syntax highlighting color scheme ID').optional(),
        discord: text('Discord user ID').optional(),
        github: text('GitHub username').optional(),
        pronouns: text('Pronouns').optional(),
        group_id_for_saml: integer('ID of the group whose SAML provider the identity is for').optional(),
        shared_runners_minutes_limit: integer('Compute minutes quota of the user (Premium)').optional(),
        extra_shared_runners_minutes_limit: integer('Extra compute minutes (Premium)').optional(),
      })
      .strict(),
    answer: { object: 'user' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'user.get', text: 'see the new user' },
      { action: 'user.add_ssh_key_for_user', text: 'add an SSH key for them' },
    ],
    aliases: ['new user', 'add user', 'register user'],
    admin: true,
  }),
  defineAction({
    id: 'user.modify',
    description: "Change a user's account (admin): profile, email, username, admin or external flag, limits.",
    input: z
      .object({
        user_id: userId,
        ...profileFields,
        locked: flag('Lock or unlock the account').optional(),
        skip_reconfirmation: flag('Change the email without asking the user to confirm it').optional(),
      })
      .strict(),
    answer: { object: 'user', notFound: userNotFound },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'user.get', text: 'see the user as it is now' }],
    aliases: ['edit user', 'update user'],
    admin: true,
  }),
  defineAction({
    id: 'user.delete',
    description: 'Delete a user account (admin); their contributions move to a ghost user.',
    input: z.object({ user_id: userId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'user.list', text: 'see the users that remain' }],
    aliases: ['remove user'],
    admin: true,
  }),
  defineAction({
    id: 'user.associations_count',
    description: 'Count the groups, projects, issues and merge requests a user is associated with.',
    input: z.object({ user_id: userId }).strict(),
    answer: { object: 'user_associations', notFound: userNotFound },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'user.memberships', text: "list the user's memberships (admin)" }],
    aliases: ['how many projects', 'user counts'],
  }),
  defineAction({
    id: 'user.memberships',
    description:
      'List the projects and groups a user is a direct member of, with their access level (admin).',
    input: z
      .object({
        user_id: userId,
        type: oneOf(['Project', 'Namespace'], 'Only project or only group memberships').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's user memberships (GET /users/:id/memberships)" },
    answer: { list: 'user_membership' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'user.get', text: 'see the user' }],
    aliases: ['access of a user'],
    admin: true,
  }),
  defineAction({
    id: 'user.activities',
    description: 'List when each user was last active, most recent first (admin): find inactive accounts.',
    input: z
      .object({
        from: text('Only activity on or after this date (YYYY-MM-DD)').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's user activities (GET /user/activities)" },
    answer: { list: 'user_activity' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'user.get', text: 'see one user' },
      { action: 'user.deactivate', text: 'deactivate a dormant user' },
    ],
    aliases: ['last activity', 'inactive users', 'last seen'],
    admin: true,
  }),
];
