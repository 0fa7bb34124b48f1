import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { projectIssues } from '../../store/generated-issues.js';
import type { IssueRow, MergeRequestRow, MilestoneRow } from '../../store/rows.js';
import { findItem } from '../collection.js';
import type { CollectionContext } from '../collection.js';
import { issueJson } from '../collections/issues.js';
import { inGroupTree, mergeRequestListJson } from '../collections/merge-requests.js';
import { milestones } from '../collections/planning.js';
import { OWNER_KINDS, ownedRoute } from './owned-route.js';

/**
 * What a milestone holds (https://docs.gitlab.com/api/milestones/#get-all-issues-assigned-to-a-single-milestone,
 * …/group_milestones/): its issues and merge requests, and its burndown events (Premium).
 */

/** Whether a project-owned row lies in the milestone's owner: the project itself, or a project of the group tree. */
function inOwner(ctx: CollectionContext, projectId: number): boolean {
  if (ctx.scope.kind === 'project') return ctx.scope.project.id === projectId;
  if (ctx.scope.kind !== 'group') return false;
  const groupId = ctx.scope.group.id;
  const project = ctx.state.tables.projects.find((row) => row.id === projectId);
  return project?.namespace_kind === 'group' && inGroupTree(ctx.state, project.namespace_id, groupId);
}

function milestoneIssues(ctx: CollectionContext, milestone: MilestoneRow): IssueRow[] {
  const candidates =
    ctx.scope.kind === 'project' ? projectIssues(ctx.state, ctx.scope.project.id) : ctx.state.tables.issues;
  return candidates.filter((issue) => issue.milestone_id === milestone.id && inOwner(ctx, issue.project_id));
}

function milestoneMergeRequests(ctx: CollectionContext, milestone: MilestoneRow): MergeRequestRow[] {
  return ctx.state.tables.mergeRequests.filter(
    (mr) => mr.milestone_id === milestone.id && inOwner(ctx, mr.project_id),
  );
}

function paged<T>(ctx: CollectionContext, rows: readonly T[], serialize: (row: T) => unknown) {
  const page = offsetPage(rows, ctx.req);
  return json(200, page.items.map(serialize), page.headers);
}

/** Burndown events: each issue's addition, and its closing, with its weight, oldest first. */
function burndownEvents(ctx: CollectionContext, milestone: MilestoneRow) {
  return milestoneIssues(ctx, milestone)
    .flatMap((issue) => [
      { created_at: issue.created_at, weight: issue.weight, action: 'created' },
      ...(issue.closed_at === null
        ? []
        : [{ created_at: issue.closed_at, weight: issue.weight, action: 'closed' }]),
    ])
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export const milestoneRoutes: Route[] = [
  ...OWNER_KINDS.flatMap((kind) => [
    ownedRoute(kind, 'GET', '/milestones/:milestone_id/issues', (ctx) =>
      paged(ctx, milestoneIssues(ctx, findItem(milestones, ctx)), (issue) => issueJson(ctx.state, issue)),
    ),
    ownedRoute(kind, 'GET', '/milestones/:milestone_id/merge_requests', (ctx) =>
      paged(ctx, milestoneMergeRequests(ctx, findItem(milestones, ctx)), (mr) =>
        mergeRequestListJson(ctx.state, mr),
      ),
    ),
  ]),
  // Project and group milestones alike (https://docs.gitlab.com/api/milestones/#get-all-burndown-chart-events-for-a-single-milestone).
  ...OWNER_KINDS.map((kind) =>
    ownedRoute(
      kind,
      'GET',
      '/milestones/:milestone_id/burndown_events',
      (ctx) => paged(ctx, burndownEvents(ctx, findItem(milestones, ctx)), (event) => event),
      'premium',
    ),
  ),
];
