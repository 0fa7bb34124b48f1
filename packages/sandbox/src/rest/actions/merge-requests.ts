import { ApiError, conflict, methodNotAllowed, unauthorized, unprocessable } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { history } from '../../store/repository.js';
import type { MergeRequestRow } from '../../store/rows.js';
import { sha } from '../../store/sha.js';
import type { SandboxState } from '../../store/state.js';
import { mergeRequestJson } from '../collections/merge-requests.js';
import { pipelineBasicJson } from '../collections/pipelines.js';
import { commitJson } from '../collections/repository.js';
import { bool, str } from '../params.js';
import { userBasic } from '../shapes.js';
import { approvalRulesOf, ruleStateJson } from './merge-request-approval-rules.js';
import { eventSnapshot, recordEvents } from './merge-request-scope.js';
import { mergeRequestOf, projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * Merge request behaviour (https://docs.gitlab.com/api/merge_requests/#merge-a-merge-request): merging answers
 * 405 when the MR cannot be merged in its state (closed, merged, draft, blocked by its pipeline), 422 "Branch cannot
 * be merged" when it has conflicts, 409 when `sha` is not the source branch HEAD.
 */

function mergeCommit(state: SandboxState, mr: MergeRequestRow, user: ProjectContext['auth']['user']): string {
  const target = state.tables.branches.find(
    (row) => row.project_id === mr.project_id && row.name === mr.target_branch,
  );
  const now = state.now();
  const id = sha(`merge:${mr.project_id}:${mr.iid}:${now}`);
  const title = `Merge branch '${mr.source_branch}' into '${mr.target_branch}'`;
  state.tables.commits.push({
    project_id: mr.project_id,
    id,
    short_id: id.slice(0, 8),
    title,
    message: `${title}\n\n${mr.title}\n\nSee merge request !${mr.iid}\n`,
    author_name: user.name,
    author_email: user.email,
    authored_date: now,
    committer_name: user.name,
    committer_email: user.email,
    committed_date: now,
    created_at: now,
    parent_ids: [target?.commit_id ?? '', mr.sha].filter((parent) => parent !== ''),
    stats: { additions: 0, deletions: 0, total: 0 },
  });
  if (target !== undefined) target.commit_id = id;
  return id;
}

function merge(ctx: ProjectContext) {
  const mr = mergeRequestOf(ctx);
  const params = ctx.req.params;
  const pipeline = ctx.state.tables.pipelines.find((row) => row.id === mr.head_pipeline_id);
  if (
    mr.state !== 'opened' ||
    mr.draft ||
    mr.detailed_merge_status === 'ci_must_pass' ||
    mr.detailed_merge_status === 'discussions_not_resolved'
  ) {
    throw methodNotAllowed();
  }
  // GitLab checks mergeability (state, pipeline) before conflicts and the sha.
  const autoMerge = bool(params.auto_merge) ?? bool(params.merge_when_pipeline_succeeds) ?? false;
  const pipelineRunning =
    pipeline !== undefined && ['running', 'pending', 'created'].includes(pipeline.status);
  if (pipelineRunning && !autoMerge) throw methodNotAllowed();
  if (mr.has_conflicts) throw unprocessable('Branch cannot be merged');
  const expected = str(params.sha);
  if (expected !== undefined && expected !== mr.sha)
    throw conflict(`SHA does not match HEAD of source branch: ${mr.sha}`);
  if (pipelineRunning) {
    mr.merge_when_pipeline_succeeds = true;
    mr.updated_at = ctx.state.now();
    return json(200, mergeRequestJson(ctx.state, mr));
  }
  const now = ctx.state.now();
  const before = eventSnapshot(mr);
  mr.merge_commit_sha = mergeCommit(ctx.state, mr, ctx.auth.user);
  mr.state = 'merged';
  mr.merged_at = now;
  mr.merged_by_id = ctx.auth.user.id;
  mr.updated_at = now;
  mr.detailed_merge_status = 'not_open';
  if (bool(params.should_remove_source_branch) === true || mr.force_remove_source_branch) {
    const branches = ctx.state.tables.branches;
    const index = branches.findIndex(
      (row) => row.project_id === mr.project_id && row.name === mr.source_branch,
    );
    if (index >= 0 && branches[index]!.name !== ctx.project.default_branch) branches.splice(index, 1);
  }
  recordEvents(ctx.state, mr, before, ctx.auth.user.id);
  return json(200, mergeRequestJson(ctx.state, mr));
}

function approvalsJson(ctx: ProjectContext, mr: MergeRequestRow) {
  const required = ctx.state.config.tier === 'free' ? 0 : 1;
  const approvedBy = mr.approved_by_ids.map((id) => ({
    user: userBasic(ctx.state, id),
    approved_at: mr.updated_at,
  }));
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.project_id,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.created_at,
    updated_at: mr.updated_at,
    merge_status: mr.merge_status,
    approved: mr.approved_by_ids.length >= required,
    approvals_required: required,
    approvals_left: Math.max(0, required - mr.approved_by_ids.length),
    require_password_to_approve: false,
    approved_by: approvedBy,
    suggested_approvers: [],
    approvers: [],
    approver_groups: [],
    user_has_approved: mr.approved_by_ids.includes(ctx.auth.user.id),
    user_can_approve: !mr.approved_by_ids.includes(ctx.auth.user.id) && mr.author_id !== ctx.auth.user.id,
    approval_rules_left: [],
    has_approval_rules: required > 0,
    merge_request_approvers_available: ctx.state.config.tier !== 'free',
    multiple_approval_rules_available: ctx.state.config.tier !== 'free',
    invalid_approvers_rules: [],
  };
}

function approve(ctx: ProjectContext) {
  const mr = mergeRequestOf(ctx);
  const expected = str(ctx.req.params.sha);
  if (expected !== undefined && expected !== mr.sha)
    throw conflict('SHA does not match HEAD of source branch');
  // GitLab answers an approval it cannot record (already approved, not allowed) with 401.
  if (mr.approved_by_ids.includes(ctx.auth.user.id) || mr.state !== 'opened') throw unauthorized();
  mr.approved_by_ids.push(ctx.auth.user.id);
  mr.updated_at = ctx.state.now();
  return json(201, approvalsJson(ctx, mr));
}

function unapprove(ctx: ProjectContext) {
  const mr = mergeRequestOf(ctx);
  if (!mr.approved_by_ids.includes(ctx.auth.user.id)) throw new ApiError(404, { message: '404 Not Found' });
  mr.approved_by_ids = mr.approved_by_ids.filter((id) => id !== ctx.auth.user.id);
  return json(201, approvalsJson(ctx, mr));
}

export function mrCommits(ctx: ProjectContext, mr: MergeRequestRow) {
  const target = ctx.state.tables.branches.find(
    (row) => row.project_id === mr.project_id && row.name === mr.target_branch,
  );
  const inTarget = new Set(
    target === undefined
      ? []
      : history(ctx.state, mr.project_id, target.commit_id).map((commit) => commit.id),
  );
  return history(ctx.state, mr.project_id, mr.sha).filter((commit) => !inTarget.has(commit.id));
}

const base = '/merge_requests/:merge_request_iid';

export const mergeRequestRoutes: Route[] = [
  projectAction('PUT', `${base}/merge`, merge),
  projectAction('POST', `${base}/approve`, approve),
  projectAction('POST', `${base}/unapprove`, unapprove),
  projectAction('GET', `${base}/approvals`, (ctx) => json(200, approvalsJson(ctx, mergeRequestOf(ctx)))),
  {
    // Approval rules are Premium (https://docs.gitlab.com/api/merge_request_approvals/): 404 on Free.
    ...projectAction('GET', `${base}/approval_state`, (ctx) => {
      const mr = mergeRequestOf(ctx);
      return json(200, {
        approval_rules_overwritten: approvalRulesOf(ctx.state, mr).length > 0,
        rules: approvalRulesOf(ctx.state, mr).map((row) => ruleStateJson(ctx.state, mr, row)),
        approved: approvalsJson(ctx, mr).approved,
      });
    }),
    tier: 'premium',
  },
  projectAction('PUT', `${base}/rebase`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    if (mr.state !== 'opened') throw methodNotAllowed();
    // Rebasing runs in the background; GitLab answers 202 at once (https://docs.gitlab.com/api/merge_requests/#rebase-a-merge-request).
    return json(202, { rebase_in_progress: true });
  }),
  projectAction('POST', `${base}/cancel_merge_when_pipeline_succeeds`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    if (!mr.merge_when_pipeline_succeeds) throw methodNotAllowed();
    mr.merge_when_pipeline_succeeds = false;
    return json(201, mergeRequestJson(ctx.state, mr));
  }),
  projectAction('GET', `${base}/changes`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    return json(200, { ...mergeRequestJson(ctx.state, mr), changes: mr.diffs, overflow: false });
  }),
  projectAction('GET', `${base}/diffs`, (ctx) => {
    const page = offsetPage(mergeRequestOf(ctx).diffs, ctx.req);
    return json(200, page.items, page.headers);
  }),
  projectAction('GET', `${base}/commits`, (ctx) => {
    const page = offsetPage(mrCommits(ctx, mergeRequestOf(ctx)), ctx.req);
    return json(
      200,
      page.items.map((commit) => commitJson(ctx.state, commit)),
      page.headers,
    );
  }),
  projectAction('GET', `${base}/pipelines`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const rows = ctx.state.tables.pipelines
      .filter((row) => row.project_id === mr.project_id && row.ref === mr.source_branch)
      .sort((a, b) => b.id - a.id);
    const page = offsetPage(rows, ctx.req);
    return json(
      200,
      page.items.map((row) => pipelineBasicJson(ctx.state, row)),
      page.headers,
    );
  }),
  projectAction('GET', `${base}/participants`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const noteAuthors = ctx.state.tables.notes
      .filter((note) => note.noteable_type === 'MergeRequest' && note.noteable_id === mr.id)
      .map((note) => note.author_id);
    const ids = [...new Set([mr.author_id, ...mr.assignee_ids, ...mr.reviewer_ids, ...noteAuthors])];
    const page = offsetPage(ids, ctx.req);
    return json(
      200,
      page.items.map((id) => userBasic(ctx.state, id)),
      page.headers,
    );
  }),
  projectAction('GET', `${base}/reviewers`, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const page = offsetPage(mr.reviewer_ids, ctx.req);
    return json(
      200,
      page.items.map((id) => ({
        user: userBasic(ctx.state, id),
        state: mr.approved_by_ids.includes(id) ? 'approved' : 'unreviewed',
        created_at: mr.created_at,
      })),
      page.headers,
    );
  }),
];
