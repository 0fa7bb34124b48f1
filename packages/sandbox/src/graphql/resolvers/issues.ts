import { findIssue, findProject, projectIssues } from '../../store/index.js';
import type { IssueRow, ProjectRow } from '../../store/index.js';
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
import { labelConnection, labelsByName, milestoneById } from './planning.js';
import { userById, userConnection } from './user-rows.js';

/** The filters of GitLab's issue lists (Project/Group `issues`, and `workItems`, which lists the same rows). */
export interface IssueFilters extends ConnectionArgs {
  iid?: string | null;
  iids?: string[] | null;
  state?: string | null;
  labelName?: (string | null)[] | null;
  milestoneTitle?: (string | null)[] | null;
  authorUsername?: string | null;
  assigneeUsernames?: string[] | null;
  assigneeId?: string | null;
  search?: string | null;
  confidential?: boolean | null;
  types?: string[] | null;
  createdAfter?: string | null;
  createdBefore?: string | null;
  updatedAfter?: string | null;
  updatedBefore?: string | null;
  closedAfter?: string | null;
  closedBefore?: string | null;
  sort?: string | null;
}

function userId(ctx: GraphqlContext, username: string): number {
  return ctx.state.tables.users.find((user) => user.username === username)?.id ?? -1;
}

function matches(ctx: GraphqlContext, issue: IssueRow, filters: IssueFilters): boolean {
  const search = filters.search?.toLowerCase();
  const milestones = filters.milestoneTitle?.filter((title): title is string => title !== null);
  const milestone =
    issue.milestone_id === null
      ? undefined
      : ctx.state.tables.milestones.find((row) => row.id === issue.milestone_id);
  return (
    (filters.iid == null || String(issue.iid) === filters.iid) &&
    (filters.iids == null || filters.iids.includes(String(issue.iid))) &&
    (filters.state == null || filters.state === 'all' || filters.state === issue.state) &&
    (filters.labelName == null ||
      filters.labelName.every((label) => label === null || issue.labels.includes(label))) &&
    (milestones === undefined || (milestone !== undefined && milestones.includes(milestone.title))) &&
    (filters.authorUsername == null || userId(ctx, filters.authorUsername) === issue.author_id) &&
    (filters.assigneeUsernames == null ||
      filters.assigneeUsernames.every((name) => issue.assignee_ids.includes(userId(ctx, name)))) &&
    (filters.assigneeId == null || matchesAssigneeId(issue, filters.assigneeId)) &&
    (search === undefined || `${issue.title}\n${issue.description ?? ''}`.toLowerCase().includes(search)) &&
    (filters.confidential == null || filters.confidential === issue.confidential) &&
    (filters.types == null || filters.types.includes(issue.issue_type.toUpperCase())) &&
    within(issue.created_at, filters.createdAfter, filters.createdBefore) &&
    within(issue.updated_at, filters.updatedAfter, filters.updatedBefore) &&
    within(issue.closed_at, filters.closedAfter, filters.closedBefore)
  );
}

/** `assigneeId` takes a user id or the wildcards NONE and ANY. */
function matchesAssigneeId(issue: IssueRow, assigneeId: string): boolean {
  const wildcard = assigneeId.toUpperCase();
  if (wildcard === 'NONE') return issue.assignee_ids.length === 0;
  if (wildcard === 'ANY') return issue.assignee_ids.length > 0;
  return issue.assignee_ids.includes(Number(assigneeId.replace(/^gid:\/\/gitlab\/User\//, '')));
}

/** The filtered, sorted issues (newest first by default) of the readable ones of `projects`. */
export function issueRows(
  ctx: GraphqlContext,
  projects: readonly ProjectRow[],
  filters: IssueFilters,
): IssueRow[] {
  const rows = projects
    .filter((project) => canReadProject(ctx, project, 'read_work_item'))
    .flatMap((project) => projectIssues(ctx.state, project.id))
    .filter((issue) => matches(ctx, issue, filters));
  return sortRows(rows, filters.sort, 'created_desc');
}

export function issueConnection(ctx: GraphqlContext, projects: readonly ProjectRow[], filters: IssueFilters) {
  return paginate(issueRows(ctx, projects, filters), filters, (issue) => String(issue.id));
}

/** One issue of a project by iid, or null when absent or not readable. */
export function issueByIid(ctx: GraphqlContext, project: ProjectRow, iid: string): IssueRow | null {
  if (!canReadProject(ctx, project, 'read_work_item') || !/^\d+$/.test(iid)) return null;
  return findIssue(ctx.state, project.id, Number(iid)) ?? null;
}

export function projectOfIssue(ctx: GraphqlContext, issue: IssueRow): ProjectRow {
  const project = findProject(ctx.state, issue.project_id);
  if (!project) throw new Error(`issue ${issue.id} belongs to no project`);
  return project;
}

/** Markdown task list items of a description: `- [ ]` open, `- [x]` done. */
function taskCompletion(description: string): { count: number; completedCount: number } {
  const tasks = description.match(/^\s*[-*+] \[[ xX]\]/gm) ?? [];
  return { count: tasks.length, completedCount: tasks.filter((task) => /\[[xX]\]/.test(task)).length };
}

/** Fields issues and work items (the same rows, GitLab's `issues` table) answer alike. */
export const issueLikeFields = fields<IssueRow>({
  iid: (issue) => String(issue.iid),
  webUrl: (issue, _args, ctx) =>
    webUrl(ctx, `${projectOfIssue(ctx, issue).path_with_namespace}/-/issues/${issue.iid}`),
  reference: (issue, args: { full?: boolean | null }, ctx) =>
    args.full ? `${projectOfIssue(ctx, issue).path_with_namespace}#${issue.iid}` : `#${issue.iid}`,
  author: (issue, _args, ctx) => userById(ctx, issue.author_id),
  closedAt: (issue) => issue.closed_at,
  confidential: (issue) => issue.confidential,
  userPermissions: (_issue, _args, ctx) => viewerPermissions(ctx),
});

export const issueResolvers: ResolverMap = {
  Issue: fields<IssueRow>({
    ...issueLikeFields,
    id: (issue) => toGid('Issue', issue.id),
    webPath: (issue, _args, ctx) =>
      `/${projectOfIssue(ctx, issue).path_with_namespace}/-/issues/${issue.iid}`,
    type: (issue) => issue.issue_type.toUpperCase(),
    assignees: (issue, args: ConnectionArgs, ctx) => userConnection(ctx, issue.assignee_ids, args),
    labels: (issue, args: ConnectionArgs, ctx) =>
      labelConnection(labelsByName(ctx, projectOfIssue(ctx, issue), issue.labels), args),
    milestone: (issue, _args, ctx) => milestoneById(ctx, issue.milestone_id),
    // Weight is a Premium feature: GitLab answers null where the licence lacks it.
    weight: (issue, _args, ctx) => (ctx.state.config.tier === 'free' ? null : issue.weight),
    discussionLocked: (issue) => issue.discussion_locked ?? false,
    notes: (issue, args: ConnectionArgs, ctx) => noteConnection(ctx, 'Issue', issue.id, args),
    discussions: (issue, args: ConnectionArgs, ctx) => discussionConnection(ctx, 'Issue', issue.id, args),
    userNotesCount: (issue, _args, ctx) => userNoteCounts(ctx, 'Issue', issue.id).notes,
    userDiscussionsCount: (issue, _args, ctx) => userNoteCounts(ctx, 'Issue', issue.id).discussions,
    taskCompletionStatus: (issue) => taskCompletion(issue.description ?? ''),
    mergeRequestsCount: (issue, _args, ctx) =>
      ctx.state.tables.mergeRequests.filter(
        (mr) =>
          mr.project_id === issue.project_id &&
          new RegExp(`\\b(close[sd]?|fix(e[sd])?|resolve[sd]?) #${issue.iid}\\b`, 'i').test(mr.description),
      ).length,
    subscribed: () => false,
    blocked: () => false,
    blockingCount: () => 0,
    emailsDisabled: () => false,
    timeEstimate: () => 0,
    totalTimeSpent: () => 0,
  }),
};
