import type { GraphqlContext } from '../context.js';
import { gidNumber } from '../global-id.js';
import { epicByWorkItemId } from './work-item-epics.js';

/*
 * What workItemCreate and workItemUpdate take, read the same whether the work item is an issue
 * (work-item-mutations.ts) or an epic (work-item-epic-mutations.ts).
 */

/** The widget inputs both mutations take (those of the supplement). */
export interface WidgetInputs {
  confidential?: boolean | null;
  descriptionWidget?: { description: string } | null;
  assigneesWidget?: { assigneeIds: string[] } | null;
  milestoneWidget?: { milestoneId?: string | null } | null;
  startAndDueDateWidget?: { startDate?: string | null; dueDate?: string | null } | null;
  weightWidget?: { weight?: number | null } | null;
  healthStatusWidget?: { healthStatus?: string | null } | null;
  hierarchyWidget?: { parentId?: string | null } | null;
  clientMutationId?: string | null;
}

export interface CreateInput extends WidgetInputs {
  namespacePath?: string | null;
  projectPath?: string | null;
  title: string;
  workItemTypeId: string;
  description?: string | null;
  createdAt?: string | null;
  labelsWidget?: { labelIds: string[] } | null;
}

export interface UpdateInput extends WidgetInputs {
  id: string;
  title?: string | null;
  stateEvent?: string | null;
  labelsWidget?: { addLabelIds?: string[] | null; removeLabelIds?: string[] | null } | null;
}

/** The parent a hierarchy widget names: undefined when not given, null to clear, or a message when unknown. */
export function parentFrom(
  ctx: GraphqlContext,
  widget: WidgetInputs['hierarchyWidget'],
): number | null | undefined | string {
  if (!widget || widget.parentId === undefined) return undefined;
  if (widget.parentId === null) return null;
  const id = gidNumber(widget.parentId, ['WorkItem', 'Issue']);
  const known = ctx.state.tables.issues.some((issue) => issue.id === id) || epicByWorkItemId(ctx.state, id);
  return known ? id : 'No matching work item found';
}
