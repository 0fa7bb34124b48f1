import { findProject } from '../../store/index.js';
import type { MergeRequestRow, ProjectRow } from '../../store/index.js';
import { canReadProject, viewerPermissions } from '../access.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { sortRows, within } from '../ordering.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { discussionConnection, noteConnection, userNoteCounts } from './notes.js';
import { pipelineById } from './pipelines.js';
import { labelConnection, labelsByName, milestoneById } from './planning.js';
import { userById, userConnection } from './user-rows.js';

/** The filters GitLab's merge request lists accept (Project/Group/User `mergeRequests` arguments). */
export interface MergeRequestFilters extends ConnectionArgs {
  iids?: string[] | null;
  sourceBranches?: string[] | null;
  targetBranches?: string[] | null;
  state?: string | null;
  draft?: boolean | null;
  labels?: string[] | null;
  authorUsername?: string | null;
  assigneeUsername?: string | null;
  reviewerUsername?: string | null;
  milestoneTitle?: string | null;
  createdAfter?: string | null;
  createdBefore?: string | null;
  updatedAfter?: string | null;
  updatedBefore?: string | null;
  mergedAfter?: string | null;
  mergedBefore?: string | null;
  sort?: string | null;
}

function usernameId(ctx: GraphqlContext, username: string): number {
  return ctx.state.tables.users.find((user) => user.username === username)?.id ?? -1;
}

function matches(ctx: GraphqlContext, mr: MergeRequestRow, filters: MergeRequestFilters): boolean {
  const milestone =
    filters.milestoneTitle == null
      ? undefined
      : ctx.state.tables.milestones.find((row) => row.title === filters.milestoneTitle);
  return (
    (filters.iids == null || filters.iids.includes(String(mr.iid))) &&
    (filters.sourceBranches == null || filters.sourceBranches.includes(mr.source_branch)) &&
    (filters.targetBranches == null || filters.targetBranches.includes(mr.target_branch)) &&
    (filters.state == null || filters.state === 'all' || filters.state === mr.state) &&
    (filters.draft == null || filters.draft === mr.draft) &&
    (filters.labels == null || filters.labels.every((label) => mr.labels.includes(label))) &&
    (filters.authorUsername == null || usernameId(ctx, filters.authorUsername) === mr.author_id) &&
    (filters.assigneeUsername == null ||
      mr.assignee_ids.includes(usernameId(ctx, filters.assigneeUsername))) &&
    (filters.reviewerUsername == null ||
      mr.reviewer_ids.includes(usernameId(ctx, filters.reviewerUsername))) &&
    (filters.milestoneTitle == null || (milestone !== undefined && mr.milestone_id === milestone.id)) &&
    within(mr.created_at, filters.createdAfter, filters.createdBefore) &&
    within(mr.updated_at, filters.updatedAfter, filters.updatedBefore) &&
    within(mr.merged_at, filters.mergedAfter, filters.mergedBefore)
  );
}

/** Merge requests of the readable ones of `projects`, filtered and sorted (newest first by default), one page. */
export function mergeRequestConnection(
  ctx: GraphqlContext,
  projects: readonly ProjectRow[],
  filters: MergeRequestFilters,
) {
  const ids = new Set(
    projects
      .filter((project) => canReadProject(ctx, project, 'read_merge_request'))
      .map((project) => project.id),
  );
  const rows = ctx.state.tables.mergeRequests.filter(
    (mr) => ids.has(mr.project_id) && matches(ctx, mr, filters),
  );
  return paginate(sortRows(rows, filters.sort, 'created_desc'), filters, (mr) => String(mr.id));
}

/** One merge request of a project by iid, or null when absent or not readable. */
export function mergeRequestByIid(
  ctx: GraphqlContext,
  project: ProjectRow,
  iid: string,
): MergeRequestRow | null {
  if (!canReadProject(ctx, project, 'read_merge_request')) return null;
  return (
    ctx.state.tables.mergeRequests.find((mr) => mr.project_id === project.id && String(mr.iid) === iid) ??
    null
  );
}

/** GitLab's REST `detailed_merge_status` values as GraphQL DetailedMergeStatus names, where they differ. */
const DETAILED_STATUS_NAMES: Record<string, string> = {
  merge_request_blocked: 'BLOCKED_STATUS',
  status_checks_must_pass: 'EXTERNAL_STATUS_CHECKS',
  jira_association_missing: 'JIRA_ASSOCIATION',
  security_policy_violations: 'SECURITY_POLICIES_VIOLATIONS',
  title_regex: 'TITLE_NOT_MATCHING',
};

function projectOf(ctx: GraphqlContext, mr: MergeRequestRow): ProjectRow {
  const project = findProject(ctx.state, mr.project_id);
  if (!project) throw new Error(`merge request ${mr.id} belongs to no project`);
  return project;
}

function branchExists(ctx: GraphqlContext, projectId: number, name: string): boolean {
  return ctx.state.tables.branches.some((branch) => branch.project_id === projectId && branch.name === name);
}

export const mergeRequestResolvers: ResolverMap = {
  MergeRequest: fields<MergeRequestRow>({
    id: (mr) => toGid('MergeRequest', mr.id),
    webUrl: (mr, _args, ctx) =>
      webUrl(ctx, `${projectOf(ctx, mr).path_with_namespace}/-/merge_requests/${mr.iid}`),
    reference: (mr, args: { full?: boolean | null }, ctx) =>
      args.full ? `${projectOf(ctx, mr).path_with_namespace}!${mr.iid}` : `!${mr.iid}`,
    project: (mr, _args, ctx) => projectOf(ctx, mr),
    targetProject: (mr, _args, ctx) => projectOf(ctx, mr),
    sourceProject: (mr, _args, ctx) => projectOf(ctx, mr),
    targetProjectId: (mr) => mr.project_id,
    sourceProjectId: (mr) => mr.project_id,
    author: (mr, _args, ctx) => userById(ctx, mr.author_id),
    mergeUser: (mr, _args, ctx) => userById(ctx, mr.merged_by_id),
    assignees: (mr, args: ConnectionArgs, ctx) => userConnection(ctx, mr.assignee_ids, args),
    reviewers: (mr, args: ConnectionArgs, ctx) => userConnection(ctx, mr.reviewer_ids, args),
    approvedBy: (mr, args: ConnectionArgs, ctx) => userConnection(ctx, mr.approved_by_ids, args),
    approved: (mr) => mr.approved_by_ids.length > 0,
    labels: (mr, args: ConnectionArgs, ctx) =>
      labelConnection(labelsByName(ctx, projectOf(ctx, mr), mr.labels), args),
    milestone: (mr, _args, ctx) => milestoneById(ctx, mr.milestone_id),
    headPipeline: (mr, _args, ctx) =>
      canReadProject(ctx, projectOf(ctx, mr), 'read_pipeline')
        ? pipelineById(ctx, mr.head_pipeline_id)
        : null,
    detailedMergeStatus: (mr) =>
      DETAILED_STATUS_NAMES[mr.detailed_merge_status] ?? mr.detailed_merge_status.toUpperCase(),
    mergeStatusEnum: (mr) => mr.merge_status.toUpperCase(),
    mergeable: (mr) => mr.state === 'opened' && mr.detailed_merge_status === 'mergeable',
    conflicts: (mr) => mr.has_conflicts,
    diffHeadSha: (mr) => mr.sha,
    discussionLocked: (mr) => mr.discussion_locked ?? false,
    hasCi: (mr) => mr.head_pipeline_id !== null,
    sourceBranchExists: (mr, _args, ctx) => branchExists(ctx, mr.project_id, mr.source_branch),
    targetBranchExists: (mr, _args, ctx) => branchExists(ctx, mr.project_id, mr.target_branch),
    userNotesCount: (mr, _args, ctx) => userNoteCounts(ctx, 'MergeRequest', mr.id).notes,
    userDiscussionsCount: (mr, _args, ctx) => userNoteCounts(ctx, 'MergeRequest', mr.id).discussions,
    notes: (mr, args: ConnectionArgs, ctx) => noteConnection(ctx, 'MergeRequest', mr.id, args),
    discussions: (mr, args: ConnectionArgs, ctx) => discussionConnection(ctx, 'MergeRequest', mr.id, args),
    userPermissions: (_mr, _args, ctx) => viewerPermissions(ctx),
  }),
};
