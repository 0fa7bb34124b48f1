import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { RestTemplate } from '../../action.js';
import { DELETES, UPDATES } from '../../classifications.js';
import { text } from '../../params.js';
import { userId } from './params.js';

/** One administrator action on a user's account state: GitLab answers it with a bare `true` or a message. */
interface StateChange {
  /** Written out so that a search for the ID finds this file. */
  id: string;
  /** GitLab's path segment (`POST /users/{user_id}/block`) and, for `undo`, the word in the next step. */
  verb: string;
  description: string;
  /** Removes access until an administrator (or the user, for deactivate) undoes it. */
  destructive: boolean;
  aliases: string[];
  /** The action that undoes it, if any. */
  undo?: string;
  rest?: RestTemplate;
  /** The account's state afterwards, for the one-line answer: `User @dave (ID 5) is now blocked.` */
  after: string;
}

const CHANGES: readonly StateChange[] = [
  {
    id: 'user.block',
    verb: 'block',
    after: 'is now blocked',
    description: 'Block a user (admin): they can no longer sign in or use the API or Git.',
    destructive: true,
    aliases: ['lock out user', 'disable user'],
    undo: 'unblock',
  },
  {
    id: 'user.unblock',
    verb: 'unblock',
    after: 'is now unblocked (active)',
    description: 'Unblock a blocked user (admin), so they can sign in again.',
    destructive: false,
    aliases: ['enable user'],
  },
  {
    id: 'user.ban',
    verb: 'ban',
    after: 'is now banned',
    description: 'Ban a user (admin): blocked, and their issues, merge requests and comments hidden.',
    destructive: true,
    aliases: ['spammer'],
    undo: 'unban',
  },
  {
    id: 'user.unban',
    verb: 'unban',
    after: 'is no longer banned (active)',
    description: 'Lift the ban on a user (admin), showing their contributions again.',
    destructive: false,
    aliases: [],
  },
  {
    id: 'user.deactivate',
    verb: 'deactivate',
    after: 'is now deactivated',
    description: 'Deactivate a dormant user (admin); signing in again reactivates them.',
    destructive: true,
    aliases: ['dormant user'],
    undo: 'activate',
  },
  {
    id: 'user.activate',
    verb: 'activate',
    after: 'is now active',
    description: 'Activate a deactivated user (admin).',
    destructive: false,
    aliases: ['reactivate user'],
  },
  {
    id: 'user.approve',
    verb: 'approve',
    after: 'is now approved (active)',
    description: 'Approve a user waiting for administrator approval after signing up (admin).',
    destructive: false,
    aliases: ['pending user', 'approve sign-up'],
  },
  {
    id: 'user.reject',
    verb: 'reject',
    after: 'was rejected: the pending account is deleted',
    description: 'Reject a user waiting for administrator approval (admin): the pending account is deleted.',
    destructive: true,
    aliases: ['deny sign-up'],
  },
  {
    id: 'user.disable_two_factor',
    verb: 'disable_two_factor',
    after: 'now signs in without two-factor authentication',
    description: 'Turn off two-factor authentication for a user who lost their device (admin).',
    destructive: true,
    aliases: ['reset 2fa', 'disable 2fa'],
    rest: 'PATCH /users/{user_id}/disable_two_factor',
  },
];

/** Account state changes an administrator makes (https://docs.gitlab.com/api/user_moderation/). */
export const userModerationActions = [
  ...CHANGES.map((change) =>
    defineAction({
      id: change.id,
      description: change.description,
      input: z.object({ user_id: userId }).strict(),
      // GitLab answers a bare `true`: the line names the user and the state it is now in.
      answer: { done: `User {user_id} ${change.after}.` },
      content: 'mutate',
      classification: change.destructive ? DELETES : UPDATES,
      resource: null,
      nextSteps: [
        { action: 'user.get', text: 'see the user’s state now' },
        ...(change.undo ? [{ action: `user.${change.undo}`, text: `${change.undo} the user again` }] : []),
      ],
      aliases: change.aliases,
      admin: true,
    }),
  ),
  defineAction({
    id: 'user.delete_identity',
    description: "Remove a user's sign-in identity of an external provider such as LDAP or SAML (admin).",
    input: z
      .object({ user_id: userId, provider: text('External provider name, e.g. ldapmain or saml') })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'user.get', text: "see the user's remaining identities" }],
    aliases: ['unlink ldap', 'unlink saml'],
    admin: true,
  }),
];
