import { findIssue, projectIssues } from '../../store/generated-issues.js';
import { newIssue } from '../../store/new-issue.js';
import type { IssueRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { projectOf } from '../collection.js';
import type { Collection, CollectionContext, Filter } from '../collection.js';
import { bool, int, intList, list, str } from '../params.js';
import {
  emptyTimeStats,
  milestoneById,
  projectPageUrl,
  references,
  userBasic,
  usersBasic,
} from '../shapes.js';
import { withLabelDetails } from '../label-details.js';
import { issueLikeFilters } from './issue-like-filters.js';
import { inGroupTree, userNotesCount } from './merge-requests.js';

/** Issues (https://docs.gitlab.com/api/issues/). */

export function issueJson(state: SandboxState, issue: IssueRow): Record<string, unknown> {
  const assignees = usersBasic(state, issue.assignee_ids);
  const api = `${state.config.externalUrl}/api/v4/projects/${issue.project_id}`;
  return {
    id: issue.id,
    iid: issue.iid,
    project_id: issue.project_id,
    title: issue.title,
    description: issue.description,
    state: issue.state,
    created_at: issue.created_at,
    updated_at: issue.updated_at,
    closed_at: issue.closed_at,
    closed_by: userBasic(state, issue.closed_by_id),
    labels: issue.labels,
    milestone: milestoneById(state, issue.milestone_id),
    assignees,
    author: userBasic(state, issue.author_id),
    type: issue.issue_type.toUpperCase(),
    assignee: assignees[0] ?? null,
    user_notes_count: userNotesCount(state, 'Issue', issue.project_id, issue.iid),
    merge_requests_count: state.tables.mergeRequests.filter(
      (mr) => mr.project_id === issue.project_id && mr.description.includes(`#${issue.iid}.`),
    ).length,
    upvotes: issue.upvotes,
    downvotes: issue.downvotes,
    due_date: issue.due_date,
    confidential: issue.confidential,
    discussion_locked: issue.discussion_locked,
    issue_type: issue.issue_type,
    web_url: projectPageUrl(state, issue.project_id, `/-/issues/${issue.iid}`),
    time_stats: emptyTimeStats,
    task_completion_status: { count: 0, completed_count: 0 },
    weight: issue.weight,
    // Iterations are a Premium feature; GitLab's issue JSON has the field (null when none) from that tier up.
    ...(state.config.tier === 'free' ? {} : { iteration: null }),
    blocking_issues_count: 0,
    has_tasks: false,
    _links: {
      self: `${api}/issues/${issue.iid}`,
      notes: `${api}/issues/${issue.iid}/notes`,
      award_emoji: `${api}/issues/${issue.iid}/award_emoji`,
      project: api,
      closed_as_duplicate_of: null,
    },
    references: references(state, issue.project_id, '#', issue.iid),
    severity: 'UNKNOWN',
    moved_to_id: null,
    imported: false,
    imported_from: 'none',
    service_desk_reply_to: null,
  };
}

function issueRows(ctx: CollectionContext): IssueRow[] {
  const { scope, state } = ctx;
  if (scope.kind === 'project') return projectIssues(state, scope.project.id);
  const projects = state.tables.projects.filter((project) =>
    scope.kind === 'group'
      ? project.namespace_kind === 'group' && inGroupTree(state, project.namespace_id, scope.group.id)
      : true,
  );
  const rows = projects.flatMap((project) => projectIssues(state, project.id));
  // GET /issues defaults to scope=created_by_me (documented); scope=all lists every visible issue.
  if (scope.kind === 'root' && (ctx.req.query.scope ?? 'created_by_me') === 'created_by_me')
    return rows.filter((row) => row.author_id === ctx.auth.user.id);
  return rows;
}

export const issues: Collection<IssueRow> = {
  path: 'issues',
  scopes: ['project', 'group', 'root'],
  itemScopes: ['project'],
  key: { param: 'issue_iid', get: (row) => row.iid },
  notFound: 'Issue',
  table: (state) => state.tables.issues,
  inScope: (row, scope) => scope.kind !== 'project' || row.project_id === scope.project.id,
  rows: issueRows,
  // Generated issues of group/big are materialised on first access, so writes to them persist.
  find: (ctx, key) =>
    ctx.scope.kind === 'project' ? findIssue(ctx.state, ctx.scope.project.id, Number(key)) : undefined,
  serialize: (row, ctx) => issueJson(ctx.state, row),
  list: {
    serialize: (row, ctx) => withLabelDetails(ctx, issueJson(ctx.state, row)),
    filters: {
      ...(issueLikeFilters as unknown as Record<string, Filter<IssueRow>>),
      state: (row, value) => value === 'all' || row.state === value,
      confidential: (row, value) => row.confidential === bool(value),
      issue_type: (row, value) => row.issue_type === value,
      due_date: (row, value) => (value === '0' ? row.due_date === null : row.due_date !== null),
      scope: (row, value, ctx) =>
        value === 'created_by_me'
          ? row.author_id === ctx.auth.user.id
          : value === 'assigned_to_me'
            ? row.assignee_ids.includes(ctx.auth.user.id)
            : true,
    },
    orderBy: {
      created_at: (row) => row.created_at,
      updated_at: (row) => row.updated_at,
      due_date: (row) => row.due_date,
      title: (row) => row.title.toLowerCase(),
      relative_position: (row) => row.iid,
      weight: (row) => row.weight,
      priority: (row) => row.iid,
      label_priority: (row) => row.iid,
      popularity: (row) => row.upvotes,
    },
    defaultOrder: { orderBy: 'created_at', sort: 'desc' },
  },
  create: {
    required: ['title'],
    build: (params, ctx) =>
      newIssue(ctx.state, {
        project: projectOf(ctx),
        author: ctx.auth.user,
        title: str(params.title) ?? '',
        description: str(params.description),
        type: str(params.issue_type) as IssueRow['issue_type'] | undefined,
        assigneeIds:
          intList(params.assignee_ids) ??
          (int(params.assignee_id) === undefined ? [] : [int(params.assignee_id)!]),
        labels: list(params.labels),
        milestoneId: int(params.milestone_id),
        confidential: bool(params.confidential),
        dueDate: str(params.due_date),
        weight: int(params.weight),
        // Admins and project owners may backdate an issue (https://docs.gitlab.com/api/issues/#new-issue).
        createdAt: str(params.created_at),
      }),
  },
  update: (row, params, ctx) => updateIssue(row, params, ctx),
  remove: true,
};

function updateIssue(row: IssueRow, params: Record<string, unknown>, ctx: CollectionContext): void {
  const now = ctx.state.now();
  if (params.title !== undefined) row.title = str(params.title) ?? row.title;
  if (params.description !== undefined) row.description = str(params.description) ?? null;
  if (params.labels !== undefined) row.labels = list(params.labels) ?? [];
  const add = list(params.add_labels);
  if (add !== undefined) row.labels = [...new Set([...row.labels, ...add])];
  const remove = list(params.remove_labels);
  if (remove !== undefined) row.labels = row.labels.filter((label) => !remove.includes(label));
  const assignees = intList(params.assignee_ids);
  if (assignees !== undefined) row.assignee_ids = assignees.filter((id) => id > 0);
  if (params.milestone_id !== undefined) row.milestone_id = int(params.milestone_id) || null;
  if (params.confidential !== undefined) row.confidential = bool(params.confidential) ?? row.confidential;
  if (params.due_date !== undefined) row.due_date = str(params.due_date) || null;
  if (params.weight !== undefined) row.weight = int(params.weight) ?? null;
  if (params.discussion_locked !== undefined) row.discussion_locked = bool(params.discussion_locked) ?? null;
  const event = str(params.state_event);
  if (event === 'close' && row.state === 'opened') {
    row.state = 'closed';
    row.closed_at = now;
    row.closed_by_id = ctx.auth.user.id;
  } else if (event === 'reopen' && row.state === 'closed') {
    row.state = 'opened';
    row.closed_at = null;
    row.closed_by_id = null;
  }
  row.updated_at = now;
}
