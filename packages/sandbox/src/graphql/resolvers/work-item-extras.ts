import type { IssueRow, SandboxState } from '../../store/index.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { within } from '../ordering.js';
import type { IssueFilters } from './issues.js';

/*
 * What work items keep beyond an issue row: a start date, a health status and a parent
 * (https://docs.gitlab.com/api/graphql/reference/#workitemwidgetstartandduedate, #workitemwidgethealthstatus,
 * #workitemwidgethierarchy). Kept per item id in the `work_item_extras` plain table, created on first write.
 */

export interface WorkItemExtras {
  id: number;
  start_date: string | null;
  health_status: string | null;
  parent_id: number | null;
}

function extrasTable(state: SandboxState): WorkItemExtras[] {
  return (state.plain.work_item_extras ??= []) as unknown as WorkItemExtras[];
}

/** The item's extras; all null for an item never given any. */
export function extrasOf(state: SandboxState, item: IssueRow): WorkItemExtras {
  return (
    extrasTable(state).find((row) => row.id === item.id) ?? {
      id: item.id,
      start_date: null,
      health_status: null,
      parent_id: null,
    }
  );
}

/** Sets some of the item's extras, creating its row on first use. */
export function setExtras(state: SandboxState, item: IssueRow, values: Partial<WorkItemExtras>): void {
  const table = extrasTable(state);
  const row = table.find((entry) => entry.id === item.id);
  if (row) Object.assign(row, values);
  else table.push({ ...extrasOf(state, item), ...values, id: item.id });
}

/** The filters `namespace.workItems` takes beyond the issue list's (https://docs.gitlab.com/api/graphql/reference/#namespaceworkitems). */
export interface WorkItemFilters extends IssueFilters {
  ids?: string[] | null;
  in?: string[] | null;
  assigneeWildcardId?: string | null;
  milestoneWildcardId?: string | null;
  weight?: string | null;
  weightWildcardId?: string | null;
  healthStatusFilter?: string | null;
  parentIds?: string[] | null;
  dueAfter?: string | null;
  dueBefore?: string | null;
  myReactionEmoji?: string | null;
  subscribed?: string | null;
  iterationId?: (string | null)[] | null;
  iterationWildcardId?: string | null;
  iterationCadenceId?: string[] | null;
  releaseTag?: string[] | null;
  releaseTagWildcardId?: string | null;
  crmContactId?: string | null;
  crmOrganizationId?: string | null;
}

/** ANY / NONE against a value that may be empty. */
function wildcard(value: unknown, filter: string | null | undefined): boolean {
  if (filter == null) return true;
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  return filter === 'NONE' ? empty : !empty;
}

/**
 * The store keeps no iterations, releases of items, CRM contacts, reactions by the viewer or explicit
 * subscriptions: such a filter matches an item only when it asks for the value to be absent (`NONE`).
 */
function absentOnly(filters: WorkItemFilters): boolean {
  const asked = [
    filters.iterationId,
    filters.iterationCadenceId,
    filters.releaseTag,
    filters.crmContactId,
    filters.crmOrganizationId,
    filters.myReactionEmoji,
    filters.subscribed,
  ].some((value) => value != null);
  const wildcards = [filters.iterationWildcardId, filters.releaseTagWildcardId].every(
    (value) => value == null || value === 'NONE',
  );
  return !asked && wildcards;
}

/** Whether an item passes the work-item-only filters (the issue filters are applied by issueRows). */
export function matchesWorkItemFilters(
  ctx: GraphqlContext,
  item: IssueRow,
  filters: WorkItemFilters,
): boolean {
  const extras = extrasOf(ctx.state, item);
  const search = filters.search?.toLowerCase();
  const milestone = ctx.state.tables.milestones.find((row) => row.id === item.milestone_id);
  return (
    absentOnly(filters) &&
    (filters.ids == null || filters.ids.includes(toGid('WorkItem', item.id))) &&
    (search === undefined ||
      filters.in == null ||
      filters.in.some((field) =>
        (field === 'TITLE' ? item.title : (item.description ?? '')).toLowerCase().includes(search),
      )) &&
    wildcard(item.assignee_ids, filters.assigneeWildcardId) &&
    milestoneMatches(ctx, milestone, filters.milestoneWildcardId) &&
    (filters.weight == null || String(item.weight) === filters.weight) &&
    wildcard(item.weight, filters.weightWildcardId) &&
    healthMatches(extras.health_status, filters.healthStatusFilter) &&
    (filters.parentIds == null ||
      (extras.parent_id !== null && filters.parentIds.includes(toGid('WorkItem', extras.parent_id)))) &&
    within(item.due_date, filters.dueAfter, filters.dueBefore)
  );
}

/** HealthStatusFilter: a status, or the wildcards ANY and NONE. */
function healthMatches(value: string | null, filter: string | null | undefined): boolean {
  if (filter == null || filter === 'ANY' || filter === 'NONE') return wildcard(value, filter);
  return value === filter;
}

/** GitLab's milestone wildcards: STARTED and UPCOMING compare the milestone's dates with today. */
function milestoneMatches(
  ctx: GraphqlContext,
  milestone: { start_date?: string | null; due_date?: string | null } | undefined,
  filter: string | null | undefined,
): boolean {
  if (filter == null) return true;
  if (filter === 'NONE' || filter === 'ANY') return wildcard(milestone, filter);
  if (!milestone) return false;
  const today = ctx.state.now().slice(0, 10);
  if (filter === 'STARTED') return (milestone.start_date ?? today) <= today;
  return (milestone.start_date ?? '') > today;
}
