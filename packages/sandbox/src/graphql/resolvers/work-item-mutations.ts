import { GraphQLError } from 'graphql';
import { findGroup, findProject, projectAccess, ROLE } from '../../store/index.js';
import type { IssueRow } from '../../store/index.js';
import { assertCanWrite } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { RESOURCE_ACCESS_ERROR } from '../error-shape.js';
import { gidNumber } from '../global-id.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { closeOrReopen, insertIssue, invalid, labelNames } from './issue-mutations.js';
import { extrasOf, setExtras } from './work-item-extras.js';
import type { WorkItemExtras } from './work-item-extras.js';
import { WORK_ITEM_TYPES } from './work-items.js';
import { createEpic, deleteEpic, updateEpic } from './work-item-epic-mutations.js';
import { epicByWorkItemId } from './work-item-epics.js';
import { parentFrom } from './work-item-inputs.js';
import type { CreateInput, UpdateInput, WidgetInputs } from './work-item-inputs.js';

/*
 * workItemCreate, workItemUpdate and workItemDelete (https://docs.gitlab.com/api/graphql/reference/#mutationworkitemcreate,
 * #mutationworkitemupdate, #mutationworkitemdelete). Work items are the issue rows, so REST sees every write; widget
 * values the row has no column for live in the work item extras.
 */

function itemByGid(ctx: GraphqlContext, gid: string): IssueRow | undefined {
  const id = gidNumber(gid, ['WorkItem', 'Issue']);
  return ctx.state.tables.issues.find((issue) => issue.id === id);
}

/** The extras the widgets set; only what was given. */
export function extrasFrom(input: WidgetInputs, parent: number | null | undefined): Partial<WorkItemExtras> {
  return {
    ...(input.startAndDueDateWidget?.startDate !== undefined
      ? { start_date: input.startAndDueDateWidget.startDate }
      : {}),
    ...(input.healthStatusWidget ? { health_status: input.healthStatusWidget.healthStatus ?? null } : {}),
    ...(parent === undefined ? {} : { parent_id: parent }),
  };
}

function applyWidgets(ctx: GraphqlContext, item: IssueRow, input: UpdateInput): void {
  if (input.confidential != null) item.confidential = input.confidential;
  if (input.descriptionWidget) item.description = input.descriptionWidget.description;
  if (input.assigneesWidget)
    item.assignee_ids = input.assigneesWidget.assigneeIds.map((id) => gidNumber(id, ['User']));
  if (input.labelsWidget?.addLabelIds)
    item.labels = [...new Set([...item.labels, ...labelNames(ctx, input.labelsWidget.addLabelIds)])];
  if (input.labelsWidget?.removeLabelIds) {
    const removed = labelNames(ctx, input.labelsWidget.removeLabelIds);
    item.labels = item.labels.filter((label) => !removed.includes(label));
  }
  const milestoneId = input.milestoneWidget?.milestoneId;
  if (milestoneId !== undefined)
    item.milestone_id = milestoneId === null ? null : gidNumber(milestoneId, ['Milestone']);
  const dueDate = input.startAndDueDateWidget?.dueDate;
  if (dueDate !== undefined) item.due_date = dueDate;
  if (input.weightWidget) item.weight = input.weightWidget.weight ?? null;
}

export const workItemMutationResolvers: ResolverMap = {
  Mutation: fields<undefined>({
    workItemCreate: (_root, { input }: { input: CreateInput }, ctx) => {
      const path = input.namespacePath ?? input.projectPath ?? '';
      if (!findProject(ctx.state, path) && findGroup(ctx.state, path)) return createEpic(ctx, input);
      const project = assertCanWrite(ctx, findProject(ctx.state, path), 'create_work_item');
      const typeId = gidNumber(input.workItemTypeId, ['WorkItems::Type']);
      const type = (Object.keys(WORK_ITEM_TYPES) as IssueRow['issue_type'][]).find(
        (key) => WORK_ITEM_TYPES[key].id === typeId,
      );
      const fail = (message: string) => invalid('workItem', input.clientMutationId, message);
      if (type === undefined) return fail('Work item type is not available');
      if (input.title.trim() === '') return fail("Title can't be blank");
      const parent = parentFrom(ctx, input.hierarchyWidget);
      if (typeof parent === 'string') return fail(parent);
      const milestoneId = input.milestoneWidget?.milestoneId;
      const workItem = insertIssue(ctx, project, {
        title: input.title,
        type,
        description: input.descriptionWidget?.description ?? input.description,
        confidential: input.confidential,
        assigneeIds: input.assigneesWidget?.assigneeIds,
        labels: labelNames(ctx, input.labelsWidget?.labelIds ?? []),
        ...(milestoneId ? { milestoneId } : {}),
        dueDate: input.startAndDueDateWidget?.dueDate ?? null,
        weight: input.weightWidget?.weight ?? null,
        createdAt: input.createdAt,
      });
      const extras = extrasFrom(input, parent);
      if (Object.keys(extras).length > 0) setExtras(ctx.state, workItem, extras);
      return { workItem, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
    workItemUpdate: (_root, { input }: { input: UpdateInput }, ctx) => {
      const epic = epicByWorkItemId(ctx.state, gidNumber(input.id, ['WorkItem', 'Issue']));
      if (epic) return updateEpic(ctx, epic, input);
      const item = itemByGid(ctx, input.id);
      assertCanWrite(ctx, item && findProject(ctx.state, item.project_id), 'update_work_item');
      const fail = (message: string) => invalid('workItem', input.clientMutationId, message);
      if (!item) return fail('Work item not found');
      if (input.title != null && input.title.trim() === '') return fail("Title can't be blank");
      const parent = parentFrom(ctx, input.hierarchyWidget);
      if (typeof parent === 'string') return fail(parent);
      if (parent === item.id) return fail('A work item cannot be its own parent');
      if (input.title != null) item.title = input.title;
      applyWidgets(ctx, item, input);
      const extras = extrasFrom(input, parent);
      if (Object.keys(extras).length > 0)
        setExtras(ctx.state, item, { ...extrasOf(ctx.state, item), ...extras });
      closeOrReopen(ctx, item, input.stateEvent);
      item.updated_at = ctx.state.now();
      return { workItem: item, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
    // Deleting an issue takes the Owner role (or an administrator), as in GitLab's issue policy.
    workItemDelete: (_root, { input }: { input: { id: string; clientMutationId?: string | null } }, ctx) => {
      const epic = epicByWorkItemId(ctx.state, gidNumber(input.id, ['WorkItem', 'Issue']));
      if (epic) return deleteEpic(ctx, epic, input.clientMutationId);
      const item = itemByGid(ctx, input.id);
      const project = assertCanWrite(
        ctx,
        item && findProject(ctx.state, item.project_id),
        'delete_work_item',
      );
      const viewer = ctx.viewer!;
      if (!viewer.is_admin && projectAccess(ctx.state, viewer, project) < ROLE.owner)
        throw new GraphQLError(RESOURCE_ACCESS_ERROR);
      const issues = ctx.state.tables.issues;
      issues.splice(issues.indexOf(item!), 1);
      return { project, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
  }),
};
