import { z } from 'zod';
import {
  connectionItems,
  cursorPageInfo,
  cursorVariables,
  NAMESPACE_WORK_ITEM_TYPES,
  NAMESPACE_WORK_ITEMS,
} from '@gitlab-mcp/graphql';
import { defineAction, graphqlCall } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { flag, integer, oneOf, text } from '../../params.js';
import { createWorkItem, workItemView } from './work-item-calls.js';
import { numberedWorkItemActions } from './work-item-family.js';
import {
  pickReturnedFields,
  WORK_ITEM_TYPES,
  workItemFilterVariables,
  workItemListFilters,
} from './work-item-filters.js';
import {
  fullPath,
  workItemCreateParams,
  workItemIid,
  workItemTypeGid,
  workItemUpdateParams,
  workItemWidgetParams,
} from './work-item-params.js';
import { workItemSavedViewActions } from './work-item-saved-views.js';

/*
 * Work items over GraphQL (https://docs.gitlab.com/api/graphql/reference/#workitem): GitLab offers them only
 * there. A namespace is a group, or a project as its project namespace (`group/project`). Writes name an item by
 * #number; GitLab's mutations take its global ID, read first (NAMESPACE_WORK_ITEM_ID).
 */

const itemNextSteps = [
  { action: 'issue.work_item_get', text: 'see the work item in full' },
  { action: 'issue.work_item_update', text: 'change its title, state or widgets' },
  { action: 'issue.note_list', text: 'see its comments (work items share issue numbers)' },
];

const workItemActions = [
  defineAction({
    id: 'issue.work_item_list',
    description:
      'List the work items (issues, tasks, incidents, epics…) of a project or group, with GitLab’s work item filters.',
    input: z.object({ full_path: fullPath, ...workItemListFilters }).strict(),
    gitlab: {
      local: async (context, args) => {
        const me = String((context.instance.user as { username?: unknown } | undefined)?.username ?? '');
        const data = await context.graphql(NAMESPACE_WORK_ITEMS, {
          fullPath: args.full_path,
          ...workItemFilterVariables(args, me),
          ...cursorVariables(args, true),
        });
        const connection = data.namespace?.workItems;
        return {
          items: connectionItems(connection).map((item) =>
            pickReturnedFields(workItemView(item) ?? {}, args.returned_fields),
          ),
          pageInfo: cursorPageInfo(connection?.pageInfo, true),
        };
      },
    },
    answer: { list: 'work_item' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'issue.work_item_get', text: 'see one work item in full' },
      { action: 'issue.work_item_create', text: 'create a work item' },
    ],
    aliases: ['work items', 'tasks', 'list work items'],
  }),
  defineAction({
    id: 'issue.work_item_create',
    description:
      'Create a work item of a given type (the ID from work_item_type_list) in a project or group, with its widgets.',
    input: z
      .object({
        full_path: fullPath,
        title: text('Title'),
        work_item_type_id: text('Work item type: its global ID from work_item_type_list, or its number'),
        ...workItemWidgetParams,
        ...workItemCreateParams,
      })
      .strict(),
    gitlab: {
      local: (context, args) => createWorkItem(context, args, workItemTypeGid(args.work_item_type_id)),
    },
    answer: { object: 'work_item' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: itemNextSteps,
    aliases: ['new work item', 'create task', 'add task'],
  }),
  defineAction({
    id: 'issue.work_item_type_list',
    description: 'List the work item types of a project or group, with the IDs work item creation takes.',
    input: z
      .object({
        full_path: fullPath,
        name: oneOf(WORK_ITEM_TYPES, 'Only this type').optional(),
        only_available: flag('Only the types available in this namespace').optional(),
        first: integer('Types per page (default 20, max 100)').optional(),
        after: text('end_cursor of the previous page').optional(),
        last: integer('Types per page, counting back from before').optional(),
        before: text('start_cursor of the next page').optional(),
      })
      .strict(),
    gitlab: graphqlCall(
      NAMESPACE_WORK_ITEM_TYPES,
      (args: { full_path: string; name?: string; only_available?: boolean }) => ({
        fullPath: args.full_path,
        ...(args.name === undefined ? {} : { name: args.name }),
        ...(args.only_available === undefined ? {} : { onlyAvailable: args.only_available }),
      }),
      (data) => data.namespace?.workItemTypes,
      true,
    ),
    answer: { list: 'work_item_type' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'issue.work_item_create', text: 'create a work item of one of these types' },
      { action: 'issue.work_item_list', text: 'list the work items of one type' },
    ],
    aliases: ['issue types'],
  }),
];

/** Work items by #number: get, update, delete. */
const numberedActions = numberedWorkItemActions({
  iid: 'work_item_iid',
  iidParam: workItemIid,
  fullPath,
  named: (args) => `#${String(args.work_item_iid)} in ${String(args.full_path)}`,
  updateParams: { ...workItemUpdateParams, ...workItemWidgetParams },
  words: {
    get: {
      id: 'issue.work_item_get',
      description:
        'Get a work item (issue, task, incident, epic…) by its #number: type, state, widgets and dates.',
      aliases: ['work item', 'task', 'show work item'],
    },
    update: {
      id: 'issue.work_item_update',
      description:
        'Update a work item by #number: title, state, description, assignees, labels, milestone, dates, parent and more.',
      aliases: ['edit work item', 'close work item', 'update task'],
    },
    delete: {
      id: 'issue.work_item_delete',
      description: 'Delete a work item by #number permanently (needs the Owner role or an administrator).',
      aliases: ['remove work item', 'delete task'],
    },
  },
  nextSteps: {
    get: [
      { action: 'issue.note_list', text: 'see its comments (work items share issue numbers)' },
      { action: 'issue.work_item_update', text: 'change its title, state or widgets' },
      { action: 'issue.work_item_type_list', text: 'see the work item types of the namespace' },
    ],
    update: itemNextSteps,
    delete: [{ action: 'issue.work_item_list', text: 'see the work items left' }],
  },
});

/** Every work item action: the items themselves, then their saved views. */
export const issueWorkItemActions = [...workItemActions, ...numberedActions, ...workItemSavedViewActions];
