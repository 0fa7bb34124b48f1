import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { Classification } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { text } from '../../params.js';
import { userId } from './params.js';

/** One administrator action on a user's account state: GitLab answers it with a bare `true` or a message. */
interface StateChange {
  /** Written out so that a search for the ID finds this file. */
  id: string;
  description: string;
  /**
   * What a change that keeps access is (UPDATES); one that removes access until an administrator (or the user, for
   * deactivate) undoes it is destructive in the reference table, so DELETES.
   */
  classification?: Classification;
  aliases: string[];
  /** The action that undoes it, if any. */
  undo?: string;
  /** The account's state afterwards, for the one-line answer: `User @dave (ID 5) is now blocked.` */
  after: string;
}

const CHANGES: readonly StateChange[] = [
  {
    id: 'user.block',
    after: 'is now blocked',
    description: 'Block a user (admin): they can no longer sign in or use the API or Git.',
    aliases: ['lock out user', 'disable user'],
    undo: 'unblock',
  },
  {
    id: 'user.unblock',
    after: 'is now unblocked (active)',
    description: 'Unblock a blocked user (admin), so they can sign in again.',
    classification: UPDATES,
    aliases: ['enable user'],
  },
  {
    id: 'user.ban',
    after: 'is now banned',
    description: 'Ban a user (admin): blocked, and their issues, merge requests and comments hidden.',
    aliases: ['spammer'],
    undo: 'unban',
  },
  {
    id: 'user.unban',
    after: 'is no longer banned (active)',
    description: 'Lift the ban on a user (admin), showing their contributions again.',
    classification: UPDATES,
    aliases: [],
  },
  {
    id: 'user.deactivate',
    after: 'is now deactivated',
    description: 'Deactivate a dormant user (admin); signing in again reactivates them.',
    aliases: ['dormant user'],
    undo: 'activate',
  },
  {
    id: 'user.activate',
    after: 'is now active',
    description: 'Activate a deactivated user (admin).',
    classification: UPDATES,
    aliases: ['reactivate user'],
  },
  {
    id: 'user.approve',
    after: 'is now approved (active)',
    description: 'Approve a user waiting for administrator approval after signing up (admin).',
    classification: UPDATES,
    aliases: ['pending user', 'approve sign-up'],
  },
  {
    id: 'user.reject',
    after: 'was rejected: the pending account is deleted',
    description: 'Reject a user waiting for administrator approval (admin): the pending account is deleted.',
    aliases: ['deny sign-up'],
  },
  {
    id: 'user.disable_two_factor',
    after: 'now signs in without two-factor authentication',
    description: 'Turn off two-factor authentication for a user who lost their device (admin).',
    aliases: ['reset 2fa', 'disable 2fa'],
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
      classification: change.classification,
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
