import { z } from 'zod';
import { NAMESPACE_WORK_ITEM } from '@gitlab-mcp/graphql';
import type { NextStep } from '@gitlab-mcp/result';
import { COMPLETED, defineAction, graphqlCall } from '../../action.js';
import type { ActionSpec, PaidTier } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import type { OwnedWords } from '../owner.js';
import { deleteWorkItem, updateWorkItem, workItemGid, workItemView } from './work-item-calls.js';

/**
 * Work items named by their number in a namespace: any work item by `#number` (`issue.work_item_*`) and a group's
 * epics by `&number` (`group.epic_*`). The same three actions, get, update and delete, differ only in the number's
 * parameter, the update's fields, the tier and the words.
 */
export interface NumberedWorkItems {
  /** The parameter naming the number: `work_item_iid`, `epic_iid`. */
  iid: 'work_item_iid' | 'epic_iid';
  iidParam: z.ZodType;
  fullPath: z.ZodType;
  /** What a not-found card says was asked for: `#41 in group/project`. */
  named(args: Record<string, unknown>): string;
  /** What update takes beyond the namespace and the number. */
  updateParams: Record<string, z.ZodType>;
  /** Where the family is not free (epics); the reference table marks the free ones. */
  tier?: PaidTier;
  words: Record<'get' | 'update' | 'delete', OwnedWords>;
  nextSteps: Record<'get' | 'update' | 'delete', readonly NextStep[]>;
}

export function numberedWorkItemActions(family: NumberedWorkItems): ActionSpec[] {
  const one = { full_path: family.fullPath, [family.iid]: family.iidParam };
  const number = (args: Record<string, unknown>) => Number(args[family.iid]);
  const gidOf = (context: Parameters<typeof workItemGid>[0], args: Record<string, unknown>) =>
    workItemGid(context, String(args.full_path), number(args));
  return [
    defineAction({
      ...family.words.get,
      input: z.object(one).strict(),
      gitlab: graphqlCall(
        NAMESPACE_WORK_ITEM,
        (args: Record<string, unknown>) => ({ fullPath: String(args.full_path), iid: String(number(args)) }),
        (data) => workItemView(data.namespace?.workItem),
      ),
      answer: { object: 'work_item', notFound: family.named },
      content: 'detail',
      resource: null,
      nextSteps: family.nextSteps.get,
      tier: family.tier,
    }),
    defineAction({
      ...family.words.update,
      input: z.object({ ...one, ...family.updateParams }).strict(),
      gitlab: {
        local: async (context, args: Record<string, unknown>) =>
          updateWorkItem(context, await gidOf(context, args), args),
      },
      answer: { object: 'work_item', notFound: family.named },
      content: 'mutate',
      classification: UPDATES,
      resource: null,
      nextSteps: family.nextSteps.update,
      tier: family.tier,
    }),
    defineAction({
      ...family.words.delete,
      input: z.object(one).strict(),
      gitlab: {
        local: async (context, args: Record<string, unknown>) =>
          deleteWorkItem(context, await gidOf(context, args)),
      },
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: family.nextSteps.delete,
      tier: family.tier,
    }),
  ];
}
