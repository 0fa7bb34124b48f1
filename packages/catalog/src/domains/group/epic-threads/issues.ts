import { z } from 'zod';
import { EPIC_CHILDREN, toGid, WORK_ITEM_UPDATE, WORK_ITEMS_HIERARCHY_REORDER } from '@gitlab-mcp/graphql';
import type { WorkItemNode } from '@gitlab-mcp/graphql';
import { defineAction } from '../../../action.js';
import type { ActionContext } from '../../../action.js';
import { CREATES, UPDATES } from '../../../classifications.js';
import { notFound, runMutation } from '../../../graphql-mutation.js';
import { integer, oneOf, text } from '../../../params.js';
import { workItemGid, workItemView } from '../../issue/work-item-calls.js';
import { epicNamed, epicParams, epicWidgetList, findInEpic } from './views.js';

/*
 * The issues of a group's epic: the Issue children of the epic's HIERARCHY widget. An issue joins or leaves an epic
 * by setting its parent (https://docs.gitlab.com/api/graphql/reference/#mutationworkitemupdate, hierarchyWidget) and
 * moves among the epic's children with #mutationworkitemshierarchyreorder. Premium, as epics are.
 */

const child = {
  child_project_path: text('Full path of the issue’s project, e.g. group/project'),
  child_iid: integer('Issue IID in that project (#number)'),
};

const isIssue = (item: WorkItemNode | null | undefined) => item?.workItemType?.name === 'Issue';

type ChildArgs = {
  full_path: string;
  epic_iid: number;
  child_project_path: string;
  child_iid: number;
};

const childNamed = (args: ChildArgs) =>
  `issue ${args.child_project_path}#${String(args.child_iid)} under ${epicNamed(args)}`;

/** Sets (or clears) the parent of the issue a call names; the issue as it now is. */
async function setParent(context: ActionContext, args: ChildArgs, parentId: string | null) {
  const id = await workItemGid(context, args.child_project_path, args.child_iid);
  const input = { id, hierarchyWidget: { parentId } };
  const payload = await runMutation(context, WORK_ITEM_UPDATE, { input }, (data) => data.workItemUpdate);
  return workItemView(payload.workItem);
}

/** A child named by its global ID, its numeric work item ID, or its reference (`group/project#12`). */
async function childGid(context: ActionContext, given: string): Promise<string> {
  const value = given.trim();
  if (/^gid:\/\//.test(value)) return value;
  if (/^\d+$/.test(value)) return toGid('WorkItem', value);
  const reference = /^(.+)#(\d+)$/.exec(value);
  if (reference) return workItemGid(context, reference[1]!, Number(reference[2]));
  throw notFound(`Work item ${value} not found: name it by global ID, numeric ID or group/project#number`);
}

const issueListStep = { action: 'group.epic_issue_list', text: "see the epic's issues" };

export const epicIssueActions = [
  epicWidgetList({
    words: {
      id: 'group.epic_issue_list',
      description: 'List the issues of an epic of a group, in the epic’s order (child epics left out).',
      aliases: ['epic issues', 'issues in epic'],
    },
    document: EPIC_CHILDREN,
    connectionOf: (widget) => widget.children,
    // GitLab's children connection has no type filter: a page keeps its issues, so it may hold fewer than asked.
    view: (child) => (isIssue(child) ? workItemView(child) : null),
    kind: 'work_item',
    nextSteps: [
      { action: 'group.epic_issue_assign', text: 'add an issue to the epic' },
      { action: 'group.epic_issue_update', text: 'move an issue within the epic' },
    ],
    backward: true,
  }),
  defineAction({
    id: 'group.epic_issue_assign',
    description: 'Add an issue to an epic of a group (the epic becomes its parent, replacing any other).',
    input: z.object({ ...epicParams, ...child }).strict(),
    gitlab: {
      local: async (context, args) =>
        setParent(context, args, await workItemGid(context, args.full_path, args.epic_iid)),
    },
    answer: { object: 'work_item', notFound: childNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [issueListStep, { action: 'group.epic_issue_remove', text: 'take it out again' }],
    tier: 'premium',
    aliases: ['add issue to epic'],
  }),
  defineAction({
    id: 'group.epic_issue_remove',
    description: 'Remove an issue from an epic of a group; the issue itself stays.',
    input: z.object({ ...epicParams, ...child }).strict(),
    gitlab: {
      local: async (context, args) => {
        // Only an issue under this epic leaves it: the children are read first, as the epic's.
        const id = await workItemGid(context, args.child_project_path, args.child_iid);
        const isChild = (node: WorkItemNode) => node.id === id;
        await findInEpic(
          context,
          EPIC_CHILDREN,
          args,
          (widget) => widget.children,
          isChild,
          `No ${childNamed(args)}`,
        );
        return setParent(context, args, null);
      },
    },
    answer: { object: 'work_item', notFound: childNamed },
    content: 'mutate',
    resource: null,
    nextSteps: [issueListStep],
    tier: 'premium',
    aliases: ['remove issue from epic'],
  }),
  defineAction({
    id: 'group.epic_issue_update',
    description:
      'Move an issue of an epic before or after another of its children, changing the epic’s order.',
    input: z
      .object({
        ...epicParams,
        child_id: text(
          'The issue: work item global ID, numeric work item ID or reference (group/project#12)',
        ),
        adjacent_id: text('The child to move next to, named the same ways').optional(),
        relative_position: oneOf(
          ['BEFORE', 'AFTER'],
          'Where to put the issue: BEFORE or AFTER adjacent_id',
        ).optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const input = {
          id: await childGid(context, args.child_id),
          parentId: await workItemGid(context, args.full_path, args.epic_iid),
          ...(args.adjacent_id === undefined
            ? {}
            : { adjacentWorkItemId: await childGid(context, args.adjacent_id) }),
          ...(args.relative_position === undefined ? {} : { relativePosition: args.relative_position }),
        };
        const payload = await runMutation(
          context,
          WORK_ITEMS_HIERARCHY_REORDER,
          { input },
          (data) => data.workItemsHierarchyReorder,
        );
        return workItemView(payload.workItem);
      },
    },
    answer: { object: 'work_item', notFound: (args) => `${args.child_id} under ${epicNamed(args)}` },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [issueListStep],
    tier: 'premium',
    aliases: ['reorder epic issues'],
  }),
];
