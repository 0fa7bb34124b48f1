import { z } from 'zod';
import { NAMESPACE_WORK_ITEM_TYPES } from '@gitlab-mcp/graphql';
import { defineAction } from '../../../action.js';
import type { ActionContext } from '../../../action.js';
import { CREATES } from '../../../classifications.js';
import { notFound } from '../../../graphql-mutation.js';
import { integer, text } from '../../../params.js';
import { createWorkItem } from '../../issue/work-item-calls.js';
import { numberedWorkItemActions } from '../../issue/work-item-family.js';
import {
  sharedWidgetParams,
  workItemCreateParams,
  workItemUpdateParams,
} from '../../issue/work-item-params.js';

/*
 * Epics as group work items (https://docs.gitlab.com/api/graphql/reference/#workitem, type Epic; Premium): GitLab's
 * current epic API, the same reads and mutations as any work item, in the group's namespace.
 */

const fullPath = text('Full path of the group, e.g. group/subgroup');

/** The Epic work item type of a group, as creation takes it; a 404 where the group has none (no licence). */
async function epicTypeId(context: ActionContext, group: string): Promise<string> {
  const data = await context.graphql(NAMESPACE_WORK_ITEM_TYPES, { fullPath: group, name: 'EPIC' });
  const id = data.namespace?.workItemTypes?.nodes?.find((type) => type?.name === 'Epic')?.id;
  if (!id) throw notFound(`Group ${group} has no Epic work item type (epics need Premium)`);
  return id;
}

const epicNextSteps = [
  { action: 'group.epic_get', text: 'see the epic in full' },
  { action: 'group.epic_update', text: 'change its title, state, dates or labels' },
  { action: 'group.epic_get_links', text: 'see its child epics' },
];

export const epicWorkItemActions = [
  defineAction({
    id: 'group.epic_create',
    description: 'Create an epic in a group, with its description, dates, labels, parent epic and more.',
    input: z
      .object({ full_path: fullPath, title: text('Title'), ...sharedWidgetParams, ...workItemCreateParams })
      .strict(),
    gitlab: {
      local: async (context, args) =>
        createWorkItem(context, args, await epicTypeId(context, args.full_path)),
    },
    answer: { object: 'work_item' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: epicNextSteps,
    tier: 'premium',
    aliases: ['new epic'],
  }),
  ...numberedWorkItemActions({
    iid: 'epic_iid',
    iidParam: integer('Epic IID, the &number in the group'),
    fullPath,
    named: (args) => `&${String(args.epic_iid)} in group ${String(args.full_path)}`,
    updateParams: { ...workItemUpdateParams, ...sharedWidgetParams },
    tier: 'premium',
    words: {
      get: {
        id: 'group.epic_get',
        description: 'Get an epic of a group by its &number: state, dates, labels, parent and description.',
        aliases: ['epic', 'show epic'],
      },
      update: {
        id: 'group.epic_update',
        description: 'Update an epic by &number: title, state, description, dates, labels, parent and more.',
        aliases: ['edit epic', 'close epic'],
      },
      delete: {
        id: 'group.epic_delete',
        description: 'Delete an epic by &number permanently; its child epics lose their parent.',
        aliases: ['remove epic'],
      },
    },
    nextSteps: {
      get: epicNextSteps.slice(1),
      update: epicNextSteps,
      delete: [{ action: 'group.epic_list', text: 'see the epics left' }],
    },
  }),
];
