import {
  NAMESPACE_WORK_ITEM_ID,
  toGid,
  WORK_ITEM_CREATE,
  WORK_ITEM_DELETE,
  WORK_ITEM_UPDATE,
} from '@gitlab-mcp/graphql';
import type { WorkItemNode, WorkItemWidgetNode } from '@gitlab-mcp/graphql';
import type { ActionContext } from '../../action.js';
import { notFound, runMutation } from '../../graphql-mutation.js';
import { linkedItemsInput, widgetInputs } from './work-item-params.js';

/*
 * What the work item actions (and the epics, which are group work items) do with GitLab: show an item with its
 * widgets lifted, find an item's global ID by number, and create, update or delete it with GitLab's mutations
 * (https://docs.gitlab.com/api/graphql/reference/#mutationworkitemcreate, #mutationworkitemupdate,
 * #mutationworkitemdelete).
 */

/**
 * A work item with its widgets' values lifted beside its own fields, so one card shows them: the description,
 * assignees, label titles, milestone title, dates, weight, health status and parent.
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
    weight: widget('WEIGHT').weight ?? null,
    healthStatus: widget('HEALTH_STATUS').healthStatus ?? null,
    parent: parent ? `#${parent.iid ?? ''} ${parent.title ?? ''}`.trim() : null,
  };
}

/** The global ID of the item a write names by #number; a 404 (its not-found card) when there is none. */
export async function workItemGid(context: ActionContext, fullPath: string, iid: number): Promise<string> {
  const data = await context.graphql(NAMESPACE_WORK_ITEM_ID, { fullPath, iid: String(iid) });
  const id = data.namespace?.workItem?.id;
  if (!id) throw notFound(`Work item #${iid} in ${fullPath} not found`);
  return id;
}

type CreateArgs = Parameters<typeof widgetInputs>[0] & {
  full_path: string;
  title: string;
  confidential?: boolean;
  label_ids?: number[];
  linked_items?: Record<string, unknown>;
  create_source?: string;
  created_at?: string;
};

/** Creates a work item of a type (global ID) from a create call's values; answers it as shown. */
export async function createWorkItem(context: ActionContext, args: CreateArgs, typeId: string) {
  const input = {
    namespacePath: args.full_path,
    title: args.title,
    workItemTypeId: typeId,
    ...widgetInputs(args, 'create'),
    ...(args.confidential === undefined ? {} : { confidential: args.confidential }),
    ...(args.label_ids ? { labelsWidget: { labelIds: args.label_ids.map((id) => toGid('Label', id)) } } : {}),
    ...(args.linked_items ? { linkedItemsWidget: linkedItemsInput(args.linked_items) } : {}),
    ...(args.create_source === undefined ? {} : { createSource: args.create_source }),
    ...(args.created_at === undefined ? {} : { createdAt: args.created_at }),
  };
  const payload = await runMutation(context, WORK_ITEM_CREATE, { input }, (data) => data.workItemCreate);
  return workItemView(payload.workItem);
}

type UpdateArgs = Parameters<typeof widgetInputs>[0] & {
  title?: string;
  state_event?: string;
  add_label_ids?: number[];
  remove_label_ids?: number[];
};

/** Updates the work item with this global ID from an update call's values; answers it as shown. */
export async function updateWorkItem(context: ActionContext, id: string, args: UpdateArgs) {
  const labels = {
    ...(args.add_label_ids ? { addLabelIds: args.add_label_ids.map((label) => toGid('Label', label)) } : {}),
    ...(args.remove_label_ids
      ? { removeLabelIds: args.remove_label_ids.map((label) => toGid('Label', label)) }
      : {}),
  };
  const input = {
    id,
    ...(args.title === undefined ? {} : { title: args.title }),
    ...(args.state_event === undefined ? {} : { stateEvent: args.state_event }),
    ...widgetInputs(args, 'update'),
    ...(Object.keys(labels).length > 0 ? { labelsWidget: labels } : {}),
  };
  const payload = await runMutation(context, WORK_ITEM_UPDATE, { input }, (data) => data.workItemUpdate);
  return workItemView(payload.workItem);
}

/** Deletes the work item with this global ID. */
export async function deleteWorkItem(context: ActionContext, id: string): Promise<null> {
  await runMutation(context, WORK_ITEM_DELETE, { input: { id } }, (data) => data.workItemDelete);
  return null;
}
