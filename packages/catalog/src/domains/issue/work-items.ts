import { z } from 'zod';
import { NAMESPACE_WORK_ITEM, NAMESPACE_WORK_ITEM_TYPES } from '@gitlab-mcp/graphql';
import type { WorkItemNode, WorkItemWidgetNode } from '@gitlab-mcp/graphql';
import { defineAction, graphqlCall } from '../../action.js';
import { READS } from '../../classifications.js';
import { flag, integer, oneOf, text } from '../../params.js';

/*
 * Work items over GraphQL (https://docs.gitlab.com/api/graphql/reference/#workitem): GitLab offers them only
 * there. A namespace is a group, or a project as its project namespace (`group/project`).
 */

const fullPath = text('Full path of the project or group, e.g. group/project');
const WORK_ITEM_TYPE_NAMES = [
  'EPIC',
  'INCIDENT',
  'ISSUE',
  'KEY_RESULT',
  'OBJECTIVE',
  'REQUIREMENT',
  'TASK',
  'TEST_CASE',
  'TICKET',
] as const;

/**
 * A work item with its widgets' values lifted beside its own fields, so one card shows them: the description,
 * assignees, label titles, milestone title, dates and parent.
 */
export function workItemView(item: WorkItemNode | null | undefined): Record<string, unknown> | null {
  if (!item) return null;
  const { widgets, workItemType, ...own } = item;
  const widget = (type: string): WorkItemWidgetNode => widgets?.find((entry) => entry?.type === type) ?? {};
  const parent = widget('HIERARCHY').parent;
  return {
    ...own,
    type: workItemType?.name ?? null,
    description: widget('DESCRIPTION').description ?? null,
    assignees: widget('ASSIGNEES').assignees?.nodes?.filter((user) => user !== null) ?? [],
    labels: widget('LABELS').labels?.nodes?.flatMap((label) => (label?.title ? [label.title] : [])) ?? [],
    milestone: widget('MILESTONE').milestone?.title ?? null,
    startDate: widget('START_AND_DUE_DATE').startDate ?? null,
    dueDate: widget('START_AND_DUE_DATE').dueDate ?? null,
    parent: parent ? `#${parent.iid ?? ''} ${parent.title ?? ''}`.trim() : null,
  };
}

export const issueWorkItemActions = [
  defineAction({
    id: 'issue.work_item_get',
    tool: 'gitlab_get_work_item',
    description:
      'Get a work item (issue, task, incident, epic…) by its #number: type, state, widgets and dates.',
    input: z
      .object({ full_path: fullPath, work_item_iid: integer('Work item IID, the #number in the namespace') })
      .strict(),
    gitlab: graphqlCall(
      NAMESPACE_WORK_ITEM,
      (args: { full_path: string; work_item_iid: number }) => ({
        fullPath: args.full_path,
        iid: String(args.work_item_iid),
      }),
      (data) => workItemView(data.namespace?.workItem),
    ),
    answer: {
      object: 'work_item',
      notFound: (args) => `#${args.work_item_iid} in ${args.full_path}`,
    },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'issue.note_list', text: 'see its comments (work items share issue numbers)' },
      { action: 'issue.work_item_type_list', text: 'see the work item types of the namespace' },
    ],
    tier: 'free',
    aliases: ['work item', 'task', 'show work item'],
  }),
  defineAction({
    id: 'issue.work_item_type_list',
    tool: 'gitlab_list_work_item_types',
    description: 'List the work item types of a project or group, with the IDs work item creation takes.',
    input: z
      .object({
        full_path: fullPath,
        name: oneOf(WORK_ITEM_TYPE_NAMES, 'Only this type').optional(),
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
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'issue.work_item_get', text: 'see one work item in full' }],
    tier: 'free',
    aliases: ['work item types', 'issue types'],
  }),
];
