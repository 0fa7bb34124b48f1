import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext, ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { integer, text } from '../../params.js';
import { ownerSegment } from '../owner.js';
import type { OwnedWords, Owner } from '../owner.js';
import { accessLevel, expiresAt, userId } from './params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/** The access request and invitation actions every owner has, by verb. */
export type MembershipWords = Record<
  'requestList' | 'request' | 'approve' | 'deny' | 'inviteList' | 'invite',
  OwnedWords
>;

/**
 * GitLab answers an invitation with 201 even when it invited nobody: `{"status":"error","message":{"a@b.c":"…"}}`
 * (https://docs.gitlab.com/api/invitations/#add-a-member-to-a-group-or-project). That is a failure the caller must
 * hear, so it becomes one, with GitLab's reasons per address or user.
 */
async function invite(owner: Owner, context: ActionContext, args: Record<string, unknown>) {
  // `id` repeats the owner under GitLab's own parameter name; the owner parameter already names it in the path.
  const { [owner.param]: _owner, id: _id, ...body } = args;
  const answer = (await context.rest('POST', `${ownerSegment(owner, args)}/invitations`, { body })) as {
    status?: string;
    message?: unknown;
  } | null;
  if (answer?.status === 'error') {
    const reasons =
      answer.message !== null && typeof answer.message === 'object'
        ? Object.entries(answer.message).map(([who, why]) => `${who}: ${String(why)}`)
        : [String(answer.message)];
    throw new GitLabMcpError('action_outcome', `GitLab invited no one: ${reasons.join('; ')}`);
  }
  return answer;
}

/**
 * Requests to join a project or group and invitations into it (https://docs.gitlab.com/api/access_requests/,
 * https://docs.gitlab.com/api/invitations/): list, request, approve and deny; list pending invitations and invite.
 */
export function membershipActions(owner: Owner, words: MembershipWords): ActionSpec[] {
  const requests = `${owner.path}/access_requests` as const;
  const one = { ...owner.one, user_id: userId };
  const pending = (args: Record<string, unknown>) =>
    `access request of user ${String(args.user_id)} in ${owner.named(args)}`;
  return [
    defineAction({
      ...words.requestList,
      input: z.object({ ...owner.one, ...unorderedPaging }).strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's access requests (GET ${requests})` },
      answer: { list: 'access_request' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.approve.id, text: 'let a user in' },
        { action: words.deny.id, text: 'turn a request down' },
      ],
    }),
    defineAction({
      ...words.request,
      input: z.object(owner.one).strict(),
      answer: { object: 'access_request' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.requestList.id, text: 'see the pending requests' }],
    }),
    defineAction({
      ...words.approve,
      input: z
        .object({
          ...one,
          access_level: accessLevel.optional().describe('Role to give (default 30 Developer)'),
        })
        .strict(),
      answer: { object: 'member', notFound: pending },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.requestList.id, text: 'see the requests still pending' }],
    }),
    defineAction({
      ...words.deny,
      input: z.object(one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.requestList.id, text: 'see the requests still pending' }],
    }),
    defineAction({
      ...words.inviteList,
      input: z
        .object({
          ...owner.one,
          query: text('Only invitations whose email contains this').optional(),
          ...unorderedPaging,
        })
        .strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's invitations (GET ${owner.path}/invitations)` },
      answer: { list: 'invitation' },
      content: 'list',
      resource: null,
      nextSteps: [{ action: words.invite.id, text: 'invite someone else' }],
    }),
    defineAction({
      ...words.invite,
      input: z
        .object({
          ...owner.one,
          access_level: accessLevel,
          email: text('Email to invite; several separated by commas').optional(),
          user_id: integer('ID of an existing user to add instead of an email').optional(),
          expires_at: expiresAt.optional().describe('Membership ends on this date (YYYY-MM-DD)'),
          member_role_id: integer('Custom role ID (Ultimate)').optional(),
          invite_source: text('Where the invitation comes from, for GitLab’s analytics').optional(),
          id: text(`Same as ${owner.param} (GitLab's name for it); ${owner.param} is used`).optional(),
        })
        .strict(),
      gitlab: { local: (context, args) => invite(owner, context, args) },
      answer: COMPLETED,
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.inviteList.id, text: 'see the pending invitations' }],
    }),
  ];
}
