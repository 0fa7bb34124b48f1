import { GraphQLError } from 'graphql';
import { findGroup, isFineGrained } from '../../store/index.js';
import type { GroupRow } from '../../store/index.js';
import { canReadGroup } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { RESOURCE_ACCESS_ERROR } from '../error-shape.js';
import { gidNumber } from '../global-id.js';
import { invalid, labelNames } from './issue-mutations.js';
import { epicRows } from './epic-rows.js';
import type { EpicRow } from './epic-rows.js';
import { epicByWorkItemId, newEpic } from './work-item-epics.js';
import { parentFrom } from './work-item-inputs.js';
import type { CreateInput, UpdateInput } from './work-item-inputs.js';

/*
 * workItemCreate, workItemUpdate and workItemDelete on a group's epics (https://docs.gitlab.com/api/graphql/reference/#mutationworkitemcreate
 * with the Epic type; Premium). The widgets an epic row keeps are applied; the rest of the input is GitLab's.
 */

/** A token that may change the group's epics: a classic token with `api`, on a licence that has epics. */
export function assertCanWriteGroupEpics(ctx: GraphqlContext, group: GroupRow | undefined): GroupRow {
  const token = ctx.token;
  const allowed =
    group !== undefined &&
    token !== null &&
    !isFineGrained(token) &&
    token.scopes.includes('api') &&
    canReadGroup(ctx, group) &&
    ctx.state.config.tier !== 'free';
  if (!allowed) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return group;
}

const EPIC_TYPE_ID = 8;

export function createEpic(ctx: GraphqlContext, input: CreateInput) {
  const group = assertCanWriteGroupEpics(
    ctx,
    findGroup(ctx.state, input.namespacePath ?? input.projectPath ?? ''),
  );
  const fail = (message: string) => invalid('workItem', input.clientMutationId, message);
  if (gidNumber(input.workItemTypeId, ['WorkItems::Type']) !== EPIC_TYPE_ID)
    return fail('Work item type is not available in a group');
  if (input.title.trim() === '') return fail("Title can't be blank");
  const epic = newEpic(ctx, group, {
    title: input.title,
    description: input.descriptionWidget?.description ?? input.description,
    confidential: input.confidential,
  });
  const error = applyEpicWidgets(ctx, epic, { ...input, id: '', labelsWidget: null });
  if (error) {
    epicRows(ctx.state).splice(epicRows(ctx.state).indexOf(epic), 1);
    return fail(error);
  }
  if (input.labelsWidget) epic.labels = labelNames(ctx, input.labelsWidget.labelIds);
  return { workItem: epic, errors: [], clientMutationId: input.clientMutationId ?? null };
}

/** Applies the widgets an epic keeps; a message when the input names a parent that does not exist. */
function applyEpicWidgets(ctx: GraphqlContext, epic: EpicRow, input: UpdateInput): string | undefined {
  const parent = parentFrom(ctx, input.hierarchyWidget);
  if (typeof parent === 'string') return parent;
  if (parent !== undefined) {
    const parentEpic = parent === null ? undefined : epicByWorkItemId(ctx.state, parent);
    if (parent !== null && !parentEpic) return 'An epic can only have an epic as its parent';
    if (parentEpic?.id === epic.id) return 'An epic cannot be its own parent';
    epic.parent_id = parentEpic?.id ?? null;
  }
  if (input.confidential != null) epic.confidential = input.confidential;
  if (input.descriptionWidget) epic.description = input.descriptionWidget.description;
  const dates = input.startAndDueDateWidget;
  if (dates?.startDate !== undefined) epic.start_date = dates.startDate;
  if (dates?.dueDate !== undefined) epic.due_date = dates.dueDate;
  if (input.weightWidget) epic.weight = input.weightWidget.weight ?? null;
  if (input.healthStatusWidget) epic.health_status = input.healthStatusWidget.healthStatus ?? null;
  const labels = epic.labels as string[];
  if (input.labelsWidget?.addLabelIds)
    epic.labels = [...new Set([...labels, ...labelNames(ctx, input.labelsWidget.addLabelIds)])];
  if (input.labelsWidget?.removeLabelIds) {
    const removed = labelNames(ctx, input.labelsWidget.removeLabelIds);
    epic.labels = (epic.labels as string[]).filter((label) => !removed.includes(label));
  }
  return undefined;
}

export function updateEpic(ctx: GraphqlContext, epic: EpicRow, input: UpdateInput) {
  assertCanWriteGroupEpics(ctx, findGroup(ctx.state, epic.group_id));
  const fail = (message: string) => invalid('workItem', input.clientMutationId, message);
  if (input.title != null && input.title.trim() === '') return fail("Title can't be blank");
  const error = applyEpicWidgets(ctx, epic, input);
  if (error) return fail(error);
  if (input.title != null) epic.title = input.title;
  const now = ctx.state.now();
  if (input.stateEvent === 'CLOSE' && epic.state !== 'closed')
    Object.assign(epic, { state: 'closed', closed_at: now });
  if (input.stateEvent === 'REOPEN' && epic.state === 'closed')
    Object.assign(epic, { state: 'opened', closed_at: null });
  epic.updated_at = now;
  return { workItem: epic, errors: [], clientMutationId: input.clientMutationId ?? null };
}

/** Deleting an epic takes its author or an administrator here (GitLab: the group's Owner role). */
export function deleteEpic(ctx: GraphqlContext, epic: EpicRow, clientMutationId: string | null | undefined) {
  assertCanWriteGroupEpics(ctx, findGroup(ctx.state, epic.group_id));
  if (!ctx.viewer!.is_admin && epic.author_id !== ctx.viewer!.id)
    throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  const rows = epicRows(ctx.state);
  rows.splice(rows.indexOf(epic), 1);
  for (const child of rows) if (child.parent_id === epic.id) child.parent_id = null;
  return { project: null, errors: [], clientMutationId: clientMutationId ?? null };
}
