import type { KindName } from '@gitlab-mcp/result';
import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { createdItem } from '../../verify-write.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import type { ActionContext, ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { flag, integer, integerList, oneOf, text } from '../../params.js';
import { subListPaging } from '../issuable/issuable.js';
import { listQuery } from '../local-list.js';
import { ownerSegment } from '../owner.js';
import type { OwnedWords, Owner } from '../owner.js';
import { notFoundError } from '../repository/content.js';

export const milestoneIid = integer('Milestone IID: its number within the project or group, e.g. 3');

/** The milestone actions every owner has, by verb (https://docs.gitlab.com/api/milestones/, …/group_milestones/). */
export type MilestoneWords = Record<
  'list' | 'get' | 'create' | 'update' | 'delete' | 'issues' | 'merge_requests',
  OwnedWords
>;

/** The first milestone of a `?iids[]=` answer, or the milestone's 404 as GitLab would give it for a missing ID. */
function onlyMilestone(data: unknown, path: string): Record<string, unknown> {
  const found: unknown = Array.isArray(data) ? data[0] : undefined;
  if (typeof found !== 'object' || found === null)
    throw notFoundError('GET', path, '404 Milestone Not Found');
  return found as Record<string, unknown>;
}

/**
 * A milestone found by IID. GitLab addresses a milestone by its global ID (`/milestones/:milestone_id`), while
 * people and catalog.json name it by IID, so every call on one milestone first looks it up with `iids[]`.
 */
export async function milestoneByIid(context: ActionContext, owner: Owner, args: Record<string, unknown>) {
  const path = `${ownerSegment(owner, args)}/milestones`;
  const milestone = onlyMilestone(
    await context.rest('GET', path, { query: { iids: [args.milestone_iid] } }),
    path,
  );
  return { path: `${path}/${String(milestone.id)}`, milestone };
}

/** The args GitLab receives as a milestone's fields: everything but the owner and the IID. */
function fieldsOf(owner: Owner, args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).filter(([name]) => name !== owner.param && name !== 'milestone_iid'),
  );
}

/** A list under one milestone (`issues`, `merge_requests`, `burndown_events`), one page at a time. */
export function milestoneSubList(owner: Owner, what: string) {
  return async (context: ActionContext, args: Record<string, unknown>) => {
    const { path } = await milestoneByIid(context, owner, args);
    return context.list(`${path}/${what}`, listQuery(args, { order_by: args.order_by, sort: args.sort }));
  };
}

/** Milestones of a project or a group: list, read, create, change, close, delete, and what they hold. */
export function milestoneActions(owner: Owner, words: MilestoneWords): ActionSpec[] {
  const one = { ...owner.one, milestone_iid: milestoneIid };
  const notFound = (args: Record<string, unknown>) =>
    `%${String(args.milestone_iid)} in ${owner.named(args)}`;
  const dates = {
    start_date: text('Start date (YYYY-MM-DD)').optional(),
    ...common('due_date', 'description'),
  };
  const contents = (verb: 'issues' | 'merge_requests', kind: KindName, next: string) =>
    defineAction({
      ...words[verb],
      input: z.object({ ...one, ...subListPaging }).strict(),
      gitlab: { local: milestoneSubList(owner, verb) },
      answer: { list: kind },
      content: 'list',
      resource: null,
      nextSteps: [{ action: words.get.id, text: next }],
    });
  return [
    defineAction({
      ...words.list,
      input: z
        .object({
          ...owner.one,
          iids: integerList('Only the milestones with these IIDs').optional(),
          state: oneOf(['active', 'closed'], 'Only active or only closed milestones').optional(),
          title: text('Only the milestone with exactly this title').optional(),
          ...common('search'),
          include_ancestors: flag('Include the milestones of ancestor groups').optional(),
          include_parent_milestones: flag('Include the milestones of parent groups (deprecated)').optional(),
          ...words.list.params,
          ...unorderedPaging,
        })
        .strict(),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's milestone list (GET ${owner.path}/milestones)` },
      answer: { list: 'milestone' },
      content: 'list',
      resource: null,
      nextSteps: [
        { action: words.get.id, text: 'see one milestone in full' },
        { action: words.issues.id, text: "list a milestone's issues" },
      ],
    }),
    defineAction({
      ...words.get,
      input: z.object(one).strict(),
      gitlab: {
        send: ({ milestone_iid, ...rest }) => ({ ...rest, iids: [milestone_iid] }),
        reshape: (data, args) => onlyMilestone(data, `${ownerSegment(owner, args)}/milestones`),
      },
      answer: { object: 'milestone', notFound },
      content: 'detail',
      resource: `${owner.uri}/milestone/{milestone_iid}`,
      nextSteps: [
        { action: words.issues.id, text: 'list its issues' },
        { action: words.merge_requests.id, text: 'list its merge requests' },
        { action: words.update.id, text: 'change or close it' },
      ],
    }),
    defineAction({
      ...words.create,
      input: z.object({ ...owner.one, title: text('Milestone title, e.g. v2.1'), ...dates }).strict(),
      verifyWrite: {
        lookup: `GET ${owner.path}/milestones`,
        query: (args) => ({ title: args.title }),
        pick: createdItem('title'),
      },
      answer: { object: 'milestone' },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every milestone' }],
    }),
    defineAction({
      ...words.update,
      input: z
        .object({
          ...one,
          title: text('New title').optional(),
          ...dates,
          state_event: oneOf(['close', 'activate'], 'close or reopen (activate) the milestone').optional(),
        })
        .strict(),
      gitlab: {
        local: async (context, args) => {
          const { path } = await milestoneByIid(context, owner, args);
          return context.rest('PUT', path, { body: fieldsOf(owner, args) });
        },
      },
      answer: { object: 'milestone', notFound },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: [{ action: words.get.id, text: 'see the milestone' }],
    }),
    defineAction({
      ...words.delete,
      input: z.object(one).strict(),
      gitlab: {
        local: async (context, args) => {
          const { path } = await milestoneByIid(context, owner, args);
          return context.rest('DELETE', path);
        },
      },
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the milestones that remain' }],
    }),
    contents('issues', 'issue', 'see the milestone and its progress'),
    contents('merge_requests', 'merge_request', 'see the milestone and its progress'),
  ];
}
