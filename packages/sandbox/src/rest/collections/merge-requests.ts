import { ApiError, badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors.js';
import { projectAccess } from '../../store/membership.js';
import { findProject } from '../../store/lookup.js';
import type { MergeRequestRow, ProjectRow } from '../../store/rows.js';
import { nextId, nextIid } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { projectOf } from '../collection.js';
import type { Collection, CollectionContext, Filter } from '../collection.js';
import { bool, int, intList, list, str } from '../params.js';
import { eventSnapshot, mergeRequestTimeStats, recordEvents } from '../actions/merge-request-scope.js';
import { milestoneById, projectPageUrl, references, userBasic, usersBasic } from '../shapes.js';
import { pipelineBasicJson, pipelineDetailJson } from './pipelines.js';
import { withLabelDetails } from '../label-details.js';
import { issueLikeFilters } from './issue-like-filters.js';
import { inSameForkNetwork } from './project-relations.js';
import { protectionOf } from './repository.js';

/** Merge requests (https://docs.gitlab.com/api/merge_requests/). */

export function userNotesCount(
  state: SandboxState,
  type: 'MergeRequest' | 'Issue',
  projectId: number,
  iid: number,
): number {
  return state.tables.notes.filter(
    (note) =>
      note.noteable_type === type &&
      note.project_id === projectId &&
      note.noteable_iid === iid &&
      !note.system,
  ).length;
}

/** The MR entity of lists; `mergeRequestJson` adds the single-MR fields. */
export function mergeRequestListJson(state: SandboxState, mr: MergeRequestRow): Record<string, unknown> {
  const assignees = usersBasic(state, mr.assignee_ids);
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.project_id,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.created_at,
    updated_at: mr.updated_at,
    merged_by: userBasic(state, mr.merged_by_id),
    merge_user: userBasic(state, mr.merged_by_id),
    merged_at: mr.merged_at,
    merge_after: null,
    prepared_at: mr.created_at,
    closed_by: userBasic(state, mr.closed_by_id),
    closed_at: mr.closed_at,
    target_branch: mr.target_branch,
    source_branch: mr.source_branch,
    user_notes_count: userNotesCount(state, 'MergeRequest', mr.project_id, mr.iid),
    upvotes: mr.upvotes,
    downvotes: mr.downvotes,
    author: userBasic(state, mr.author_id),
    assignees,
    assignee: assignees[0] ?? null,
    reviewers: usersBasic(state, mr.reviewer_ids),
    source_project_id: mr.source_project_id,
    target_project_id: mr.project_id,
    labels: mr.labels,
    draft: mr.draft,
    imported: false,
    imported_from: 'none',
    work_in_progress: mr.draft,
    milestone: milestoneById(state, mr.milestone_id),
    merge_when_pipeline_succeeds: mr.merge_when_pipeline_succeeds,
    merge_status: mr.merge_status,
    detailed_merge_status: mr.detailed_merge_status,
    sha: mr.sha,
    merge_commit_sha: mr.merge_commit_sha,
    squash_commit_sha: mr.squash_commit_sha,
    discussion_locked: mr.discussion_locked,
    should_remove_source_branch: mr.should_remove_source_branch,
    force_remove_source_branch: mr.force_remove_source_branch,
    reference: `!${mr.iid}`,
    references: references(state, mr.project_id, '!', mr.iid),
    web_url: projectPageUrl(state, mr.project_id, `/-/merge_requests/${mr.iid}`),
    time_stats: mergeRequestTimeStats(state, mr),
    squash: mr.squash,
    squash_on_merge: mr.squash,
    task_completion_status: { count: 0, completed_count: 0 },
    has_conflicts: mr.has_conflicts,
    blocking_discussions_resolved: true,
    ...forkCollaboration(state, mr),
    // GitLab's EE merge request entity adds it to lists and single merge requests alike (deprecated, null unless set).
    approvals_before_merge: null,
  };
}

/**
 * Whether members who can merge may push to the source branch: GitLab's MergeRequestBasic entity
 * (lib/api/entities/merge_request_basic.rb) exposes it for a merge request from a fork only (`if: for_fork?`, a
 * source project other than the target), under its name and its deprecated one (doc/api/merge_requests.md).
 */
function forkCollaboration(state: SandboxState, mr: MergeRequestRow): Record<string, boolean> {
  if (mr.source_project_id === mr.project_id) return {};
  const allowed = mr.allow_collaboration && collaborativePushPossible(state, mr);
  return { allow_collaboration: allowed, allow_maintainer_to_push: allowed };
}

/**
 * GitLab's `collaborative_push_possible?` (app/models/merge_request.rb), which its `allow_collaboration` reader
 * requires besides the stored choice: neither project is private and the source branch is not protected in the
 * source project, so the answer changes when either project or the protection changes.
 */
function collaborativePushPossible(state: SandboxState, mr: MergeRequestRow): boolean {
  const source = findProject(state, mr.source_project_id);
  const target = findProject(state, mr.project_id);
  return (
    source !== undefined &&
    target !== undefined &&
    source.visibility !== 'private' &&
    target.visibility !== 'private' &&
    protectionOf(state, source.id, mr.source_branch) === undefined
  );
}

/** `allow_collaboration`, or its deprecated name `allow_maintainer_to_push` (doc/api/merge_requests.md). */
function allowCollaboration(params: Record<string, unknown>): boolean | undefined {
  return bool(params.allow_collaboration ?? params.allow_maintainer_to_push);
}

export function mergeRequestJson(state: SandboxState, mr: MergeRequestRow): Record<string, unknown> {
  const pipeline = state.tables.pipelines.find((row) => row.id === mr.head_pipeline_id);
  const base = state.tables.branches.find(
    (row) => row.project_id === mr.project_id && row.name === mr.target_branch,
  );
  return {
    ...mergeRequestListJson(state, mr),
    subscribed: true,
    // GitLab sends changes_count as a string (it can be "1000+").
    changes_count: String(mr.diffs.length),
    latest_build_started_at: pipeline?.started_at ?? null,
    latest_build_finished_at: pipeline?.finished_at ?? null,
    first_deployed_to_production_at: null,
    pipeline: pipeline === undefined ? null : pipelineBasicJson(state, pipeline),
    head_pipeline: pipeline === undefined ? null : pipelineDetailJson(state, pipeline),
    diff_refs: { base_sha: base?.commit_id ?? null, head_sha: mr.sha, start_sha: base?.commit_id ?? null },
    merge_error: null,
    first_contribution: false,
    user: { can_merge: true },
  };
}

const mrFilters: Record<string, Filter<MergeRequestRow>> = {
  ...(issueLikeFilters as unknown as Record<string, Filter<MergeRequestRow>>),
  state: (row, value) => value === 'all' || row.state === value,
  source_branch: (row, value) => row.source_branch === value,
  target_branch: (row, value) => row.target_branch === value,
  reviewer_id: (row, value) =>
    value === 'None'
      ? row.reviewer_ids.length === 0
      : value === 'Any'
        ? row.reviewer_ids.length > 0
        : row.reviewer_ids.includes(Number(value)),
  reviewer_username: (row, value, ctx) =>
    row.reviewer_ids.some((id) => ctx.state.tables.users.find((user) => user.id === id)?.username === value),
  draft: (row, value) => row.draft === bool(value),
  wip: (row, value) => row.draft === (value === 'yes'),
  approved_by_ids: (row, value) => (intList(value) ?? []).every((id) => row.approved_by_ids.includes(id)),
  scope: (row, value, ctx) =>
    value === 'created_by_me'
      ? row.author_id === ctx.auth.user.id
      : value === 'assigned_to_me'
        ? row.assignee_ids.includes(ctx.auth.user.id)
        : true,
};

function findBranch(state: SandboxState, projectId: number, name: string): boolean {
  return state.tables.branches.some((row) => row.project_id === projectId && row.name === name);
}

export const mergeRequests: Collection<MergeRequestRow> = {
  path: 'merge_requests',
  scopes: ['project', 'group', 'root'],
  itemScopes: ['project'],
  key: { param: 'merge_request_iid', get: (row) => row.iid },
  notFound: 'Merge Request',
  table: (state) => state.tables.mergeRequests,
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  rows: (ctx) => ctx.state.tables.mergeRequests.filter((row) => mrInScope(row, ctx.scope, ctx)),
  serialize: (row, ctx) => mergeRequestJson(ctx.state, row),
  list: {
    serialize: (row, ctx) => withLabelDetails(ctx, mergeRequestListJson(ctx.state, row)),
    filters: mrFilters,
    orderBy: {
      created_at: (row) => row.created_at,
      updated_at: (row) => row.updated_at,
      merged_at: (row) => row.merged_at,
      title: (row) => row.title.toLowerCase(),
      label_priority: (row) => row.id,
      priority: (row) => row.id,
    },
    defaultOrder: { orderBy: 'created_at', sort: 'desc' },
  },
  create: {
    required: ['source_branch', 'target_branch', 'title'],
    check: (params, ctx) => {
      if (ctx.scope.kind !== 'project') return notFound('Project');
      const source = ctx.scope.project;
      const target = targetProject(params, ctx);
      const sourceBranch = str(params.source_branch) ?? '';
      const targetBranch = str(params.target_branch) ?? '';
      if (!findBranch(ctx.state, source.id, sourceBranch)) return badRequest('Source branch does not exist');
      if (!findBranch(ctx.state, target.id, targetBranch)) return badRequest('Target branch does not exist');
      if (source.id === target.id && sourceBranch === targetBranch)
        return badRequest({ source_branch: ['should be different from target branch'] });
      const open = ctx.state.tables.mergeRequests.find(
        (row) =>
          row.project_id === target.id &&
          row.source_project_id === source.id &&
          row.state === 'opened' &&
          row.source_branch === sourceBranch &&
          row.target_branch === targetBranch,
      );
      // GitLab answers a second open MR for the same branches with 409 and the validation text.
      if (open !== undefined)
        return conflict(`Another open merge request already exists for this source branch: !${open.iid}`);
      return undefined;
    },
    build: (params, ctx) => buildMergeRequest(params, ctx),
  },
  update: (row, params, ctx) => updateMergeRequest(row, params, ctx),
  remove: true,
};

function mrInScope(row: MergeRequestRow, scope: CollectionContext['scope'], ctx: CollectionContext): boolean {
  if (scope.kind === 'project') return row.project_id === scope.project.id;
  if (scope.kind === 'group') {
    const project = findProject(ctx.state, row.project_id);
    return (
      project?.namespace_kind === 'group' && inGroupTree(ctx.state, project.namespace_id, scope.group.id)
    );
  }
  // GET /merge_requests defaults to scope=created_by_me (documented); `scope=all` lists everything visible.
  if ((ctx.req.query.scope ?? 'created_by_me') === 'created_by_me') return row.author_id === ctx.auth.user.id;
  return true;
}

export function inGroupTree(state: SandboxState, groupId: number, ancestorId: number): boolean {
  let current = state.tables.groups.find((group) => group.id === groupId);
  while (current !== undefined) {
    if (current.id === ancestorId) return true;
    const parent = current.parent_id;
    current = parent === null ? undefined : state.tables.groups.find((group) => group.id === parent);
  }
  return false;
}

function userIds(params: Record<string, unknown>, single: string, many: string): number[] | undefined {
  const listed = intList(params[many]);
  if (listed !== undefined) return listed.filter((id) => id > 0);
  const one = int(params[single]);
  return one === undefined ? undefined : one > 0 ? [one] : [];
}

/**
 * The project a new merge request goes into. In GitLab's "Create MR" (doc/api/merge_requests.md;
 * app/services/merge_requests/create_service.rb `set_projects!`) `:id` is the source project and `target_project_id`
 * the target, by default the source itself. An unknown target is `Project.find`'s RecordNotFound, which the API
 * answers `404 Not found`; a private target the user is not a member of is `create_merge_request_in` denied (403); a
 * target outside the source's fork network fails the model's `validate_fork` (app/models/merge_request.rb), which
 * lib/api/merge_requests.rb answers 422 with the message in a list.
 */
function targetProject(params: Record<string, unknown>, ctx: CollectionContext): ProjectRow {
  const source = projectOf(ctx);
  if (params.target_project_id === undefined) return source;
  const target = findProject(ctx.state, int(params.target_project_id) ?? 0);
  if (target === undefined) throw new ApiError(404, { message: '404 Not found' });
  if (target.visibility === 'private' && projectAccess(ctx.state, ctx.auth.user, target) === 0)
    throw forbidden();
  if (!inSameForkNetwork(ctx.state, source.id, target.id))
    throw unprocessable(['Source project is not a fork of the target project']);
  return target;
}

function buildMergeRequest(params: Record<string, unknown>, ctx: CollectionContext): MergeRequestRow {
  const sourceProjectId = projectOf(ctx).id;
  const projectId = targetProject(params, ctx).id;
  const source = str(params.source_branch) ?? '';
  const title = str(params.title) ?? '';
  const now = ctx.state.now();
  const sourceTip =
    ctx.state.tables.branches.find((row) => row.project_id === sourceProjectId && row.name === source)
      ?.commit_id ?? '';
  const draft = /^(draft:|\[draft\]|\(draft\))/i.test(title);
  return {
    id: nextId(ctx.state, 'merge_request', ctx.state.tables.mergeRequests),
    // The merge request belongs to the target project: its iid is the next of the target's.
    iid: nextIid(ctx.state.tables.mergeRequests.filter((row) => row.project_id === projectId)),
    project_id: projectId,
    source_project_id: sourceProjectId,
    allow_collaboration: allowCollaboration(params) ?? false,
    title,
    description: str(params.description) ?? '',
    state: 'opened',
    source_branch: source,
    target_branch: str(params.target_branch) ?? '',
    author_id: ctx.auth.user.id,
    assignee_ids: userIds(params, 'assignee_id', 'assignee_ids') ?? [],
    reviewer_ids: userIds(params, 'reviewer_id', 'reviewer_ids') ?? [],
    approved_by_ids: [],
    labels: list(params.labels) ?? [],
    milestone_id: int(params.milestone_id) ?? null,
    head_pipeline_id: null,
    draft,
    detailed_merge_status: draft ? 'draft_status' : 'mergeable',
    merge_status: 'can_be_merged',
    has_conflicts: false,
    sha: sourceTip,
    merge_commit_sha: null,
    squash_commit_sha: null,
    squash: bool(params.squash) ?? false,
    should_remove_source_branch: bool(params.remove_source_branch) ?? null,
    force_remove_source_branch: bool(params.remove_source_branch) ?? false,
    merge_when_pipeline_succeeds: false,
    merged_by_id: null,
    merged_at: null,
    closed_by_id: null,
    closed_at: null,
    created_at: now,
    updated_at: now,
    discussion_locked: null,
    diffs: [],
    upvotes: 0,
    downvotes: 0,
  };
}

function updateMergeRequest(
  row: MergeRequestRow,
  params: Record<string, unknown>,
  ctx: CollectionContext,
): void {
  const now = ctx.state.now();
  const before = eventSnapshot(row);
  if (params.title !== undefined) {
    row.title = str(params.title) ?? row.title;
    row.draft = /^(draft:|\[draft\]|\(draft\))/i.test(row.title);
  }
  if (params.description !== undefined) row.description = str(params.description) ?? '';
  if (params.target_branch !== undefined) row.target_branch = str(params.target_branch) ?? row.target_branch;
  const assignees = userIds(params, 'assignee_id', 'assignee_ids');
  if (assignees !== undefined) row.assignee_ids = assignees;
  const reviewers = userIds(params, 'reviewer_id', 'reviewer_ids');
  if (reviewers !== undefined) row.reviewer_ids = reviewers;
  if (params.labels !== undefined) row.labels = list(params.labels) ?? [];
  const add = list(params.add_labels);
  if (add !== undefined) row.labels = [...new Set([...row.labels, ...add])];
  const remove = list(params.remove_labels);
  if (remove !== undefined) row.labels = row.labels.filter((label) => !remove.includes(label));
  if (params.milestone_id !== undefined) row.milestone_id = int(params.milestone_id) || null;
  if (params.discussion_locked !== undefined) row.discussion_locked = bool(params.discussion_locked) ?? null;
  if (params.squash !== undefined) row.squash = bool(params.squash) ?? row.squash;
  row.allow_collaboration = allowCollaboration(params) ?? row.allow_collaboration;
  if (params.remove_source_branch !== undefined)
    row.force_remove_source_branch = bool(params.remove_source_branch) ?? false;
  const event = str(params.state_event);
  if (event === 'close' && row.state === 'opened') {
    row.state = 'closed';
    row.closed_at = now;
    row.closed_by_id = ctx.auth.user.id;
    row.detailed_merge_status = 'not_open';
  } else if (event === 'reopen' && row.state === 'closed') {
    row.state = 'opened';
    row.closed_at = null;
    row.closed_by_id = null;
    row.detailed_merge_status = row.draft ? 'draft_status' : 'mergeable';
  }
  row.updated_at = now;
  recordEvents(ctx.state, row, before, ctx.auth.user.id);
}
