import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, integerList, text } from '../../params.js';
import type { ActionWords } from '../issuable/issuable.js';
import type { Owner } from './owner.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { restUnlessRecorded } from '../../reference-rest.js';

const userId = integer('User ID of the member');
const accessLevel = integer(
  'Role: 10 guest, 15 planner, 20 reporter, 30 developer, 40 maintainer, 50 owner (GitLab requires it to add)',
);
const expiresAt = text('Date the membership ends (YYYY-MM-DD)');
const memberRoleId = integer('Custom role ID (Ultimate)');

export interface MemberTarget {
  owner: Owner;
  words: Record<'list' | 'get' | 'getInherited' | 'add' | 'edit' | 'remove', ActionWords>;
  /** What removing a member also takes on this owner. */
  removeOptions: Record<string, z.ZodType>;
}

/** The members API of a project or a group (https://docs.gitlab.com/api/members/): list, read, add, change, remove. */
export function ownerMemberActions({ owner, words, removeOptions }: MemberTarget): ActionSpec[] {
  const base = `${owner.path}/members` as const;
  const one = { ...owner.one, user_id: userId };
  const notFound = (args: Record<string, unknown>) => `user ${String(args.user_id)} in ${owner.named(args)}`;
  return [
    defineAction({
      ...words.list,
      input: z
        .object({
          ...owner.one,
          query: text('Only members whose name, email or username contains this').optional(),
          user_ids: integerList('Only these user IDs').optional(),
          show_seat_info: flag('Include seat information (GitLab.com)').optional(),
          ...unorderedPaging,
        })
        .strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's members (GET ${base}/all)` },
      answer: { list: 'member' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one direct member' },
        { action: words.add.id, text: 'add a member' },
      ],
    }),
    defineAction({
      ...words.get,
      input: z.object(one).strict(),
      answer: { object: 'member', notFound },
      content: 'detail',
      resource: null,
      nextSteps: [
        { action: words.edit.id, text: 'change the role or expiry' },
        { action: words.getInherited.id, text: 'see the membership including inherited ones' },
      ],
    }),
    defineAction({
      ...words.getInherited,
      input: z.object(one).strict(),
      answer: { object: 'member', notFound },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every member' }],
    }),
    defineAction({
      ...words.add,
      input: z
        .object({
          ...one,
          username: text('Username of the user to add, instead of user_id').optional(),
          access_level: accessLevel.optional(),
          expires_at: expiresAt.optional(),
          member_role_id: memberRoleId.optional(),
        })
        .strict(),
      gitlab: { rest: `POST ${base}` },
      // doc/api/members.md, "Add a member": access_level is required.
      requires: { params: ['access_level'], endpoint: `GitLab's member add (POST ${base})` },
      answer: { object: 'member', notFound: owner.named },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every member' }],
    }),
    defineAction({
      ...words.edit,
      input: z
        .object({
          ...one,
          access_level: accessLevel.optional(),
          expires_at: expiresAt.optional(),
          member_role_id: memberRoleId.optional(),
        })
        .strict(),
      gitlab: restUnlessRecorded(words.edit.id, `PUT ${base}/{user_id}`),
      // doc/api/members.md, "Edit a member": access_level is required.
      requires: { params: ['access_level'], endpoint: `GitLab's member edit (PUT ${base}/{user_id})` },
      answer: { object: 'member', notFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.get.id, text: 'see the membership as it is now' }],
    }),
    defineAction({
      ...words.remove,
      input: z.object({ ...one, ...removeOptions }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the members that remain' }],
    }),
  ];
}
