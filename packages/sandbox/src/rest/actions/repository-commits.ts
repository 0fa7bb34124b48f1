import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { branchFiles, history, resolveRef } from '../../store/repository.js';
import type { CommitRow, MergeRequestRow, PlainRow, RepoFileRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { commitDetailJson, commitJson, requireRef } from '../collections/repository.js';
import { mergeRequestListJson } from '../collections/merge-requests.js';
import { jobJson } from '../collections/pipelines.js';
import { bool, int, list, str } from '../params.js';
import { userBasic } from '../shapes.js';
import { commitOnBranch, ownFiles, writableBranch } from './repository.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Commit behaviour beyond reads (https://docs.gitlab.com/api/commits/): refs and merge requests of a commit, its
 * signature, cherry-pick and revert, multi-file commits, statuses, and the merge base of refs
 * (https://docs.gitlab.com/api/repositories/#merge-base).
 */

function commitOf(ctx: ProjectContext): CommitRow {
  return requireRef(ctx.state, ctx.project.id, ctx.params.sha ?? '');
}

function contains(ctx: ProjectContext, tip: string, commit: CommitRow): boolean {
  return history(ctx.state, ctx.project.id, tip).some((row) => row.id === commit.id);
}

function refs(ctx: ProjectContext) {
  const commit = commitOf(ctx);
  const type = ctx.req.query.type ?? 'all';
  const { branches, tags } = ctx.state.tables;
  const found = [
    ...(type === 'tag'
      ? []
      : branches
          .filter((row) => row.project_id === ctx.project.id && contains(ctx, row.commit_id, commit))
          .map((row) => ({ type: 'branch', name: row.name }))),
    ...(type === 'branch'
      ? []
      : tags
          .filter((row) => row.project_id === ctx.project.id && contains(ctx, row.commit_id, commit))
          .map((row) => ({ type: 'tag', name: row.name }))),
  ];
  const page = offsetPage(found, ctx.req);
  return json(200, page.items, page.headers);
}

/**
 * The merge requests whose commits include the commit: those on the source branch back to where it meets the
 * target, or the MR's head or merge commit itself (the sandbox keeps no commit list of a merged MR).
 */
function mergeRequests(ctx: ProjectContext) {
  const commit = commitOf(ctx);
  const brings = (mr: MergeRequestRow) => {
    if (commit.id === mr.sha || commit.id === mr.merge_commit_sha) return true;
    const target = resolveRef(ctx.state, ctx.project.id, mr.target_branch);
    const onTarget = new Set(
      target === undefined ? [] : history(ctx.state, ctx.project.id, target.id).map((row) => row.id),
    );
    for (const row of history(ctx.state, ctx.project.id, mr.sha)) {
      if (onTarget.has(row.id)) return false;
      if (row.id === commit.id) return true;
    }
    return false;
  };
  // GitLab's finder narrows them to one state when asked (`all` is every state).
  const state = str(ctx.req.params.state);
  const inState = (mr: MergeRequestRow) => state === undefined || state === 'all' || mr.state === state;
  const found = ctx.state.tables.mergeRequests.filter(
    (mr) => mr.project_id === ctx.project.id && inState(mr) && brings(mr),
  );
  const page = offsetPage(found, ctx.req);
  return json(
    200,
    page.items.map((mr) => mergeRequestListJson(ctx.state, mr)),
    page.headers,
  );
}

function signature(ctx: ProjectContext) {
  const commit = commitOf(ctx);
  const row = (ctx.state.plain.commit_signatures ?? []).find(
    (entry) => entry.project_id === ctx.project.id && entry.commit_sha === commit.id,
  );
  if (row === undefined) throw notFound('Signature');
  const { project_id: _project, commit_sha: _sha, ...signed } = row;
  return json(200, signed);
}

/** Cherry-pick or revert: a new commit on `branch`; `dry_run` only reports that it would apply. */
function pick(ctx: ProjectContext, operation: 'cherry_pick' | 'revert') {
  const commit = commitOf(ctx);
  const branchName = str(ctx.req.params.branch);
  if (branchName === undefined) throw missingParams(['branch']);
  const branch = ctx.state.tables.branches.find(
    (row) => row.project_id === ctx.project.id && row.name === branchName,
  );
  if (branch === undefined) throw notFound('Branch');
  if (bool(ctx.req.params.dry_run) === true) return json(200, { dry_run: 'success' });
  const message =
    operation === 'revert'
      ? `Revert "${commit.title}"\n\nThis reverts commit ${commit.id}.\n`
      : (str(ctx.req.params.message) ??
        `${commit.message.trimEnd()}\n\n(cherry picked from commit ${commit.id})\n`);
  const created = commitOnBranch(ctx, branch, message, commit.stats);
  // A cherry-pick keeps the original author; the token user commits it.
  if (operation === 'cherry_pick')
    Object.assign(created, {
      author_name: commit.author_name,
      author_email: commit.author_email,
      authored_date: commit.authored_date,
    });
  return json(201, commitJson(ctx.state, created));
}

interface FileAction {
  action: 'create' | 'delete' | 'move' | 'update' | 'chmod';
  file_path: string;
  previous_path?: string;
  content?: string;
  encoding?: string;
}

/** The branch a multi-file commit goes to, created from start_branch or start_sha when it does not exist. */
function targetBranch(ctx: ProjectContext, name: string) {
  const existing = ctx.state.tables.branches.find(
    (row) => row.project_id === ctx.project.id && row.name === name,
  );
  if (existing !== undefined) return existing;
  const start = str(ctx.req.params.start_branch) ?? str(ctx.req.params.start_sha);
  if (start === undefined) return writableBranch(ctx, name);
  const from = resolveRef(ctx.state, ctx.project.id, start);
  if (from === undefined) throw badRequest(`Invalid reference name: ${start}`);
  const source = ctx.state.tables.branches.some(
    (row) => row.project_id === ctx.project.id && row.name === start,
  )
    ? start
    : ctx.project.default_branch;
  for (const file of branchFiles(ctx.state, ctx.project.id, source, ctx.project.default_branch))
    ctx.state.tables.files.push({ ...file, branch: name });
  const branch = { project_id: ctx.project.id, name, commit_id: from.id };
  ctx.state.tables.branches.push(branch);
  return branch;
}

/** Every action is checked before any is applied: GitLab's commit is all or nothing. */
function checkActions(files: RepoFileRow[], actions: FileAction[]) {
  const exists = (path: string | undefined) => files.some((file) => file.path === path);
  for (const action of actions) {
    if (action.action === 'create' && exists(action.file_path))
      throw badRequest('A file with this name already exists');
    if (['update', 'delete', 'chmod'].includes(action.action) && !exists(action.file_path))
      throw badRequest("A file with this name doesn't exist");
    if (action.action === 'move' && !exists(action.previous_path))
      throw badRequest("A file with this name doesn't exist");
  }
}

function createCommit(ctx: ProjectContext) {
  const params = ctx.req.params;
  const missing = ['branch', 'commit_message', 'actions'].filter((name) => params[name] === undefined);
  if (missing.length > 0) throw missingParams(missing);
  const actions = (Array.isArray(params.actions) ? params.actions : []) as FileAction[];
  const branchName = str(params.branch) ?? '';
  const branch = targetBranch(ctx, branchName);
  checkActions(ownFiles(ctx, branchName), actions);
  const commit = commitOnBranch(ctx, branch, str(params.commit_message) ?? '', {
    additions: actions.filter((action) => action.action !== 'delete').length,
    deletions: actions.filter((action) => action.action !== 'create').length,
    total: actions.length * 2,
  });
  const files = ctx.state.tables.files;
  for (const action of actions) {
    const path = action.action === 'move' ? action.previous_path : action.file_path;
    const file = ownFiles(ctx, branchName).find((row) => row.path === path);
    const content =
      action.encoding === 'base64'
        ? Buffer.from(action.content ?? '', 'base64').toString('utf8')
        : action.content;
    if (action.action === 'delete' && file !== undefined) files.splice(files.indexOf(file), 1);
    else if (action.action === 'create')
      files.push({
        project_id: ctx.project.id,
        branch: branchName,
        path: action.file_path,
        content: content ?? '',
        last_commit_id: commit.id,
      });
    else if (file !== undefined)
      Object.assign(file, {
        path: action.file_path,
        content: content ?? file.content,
        last_commit_id: commit.id,
      });
  }
  return json(201, commitDetailJson(ctx.state, commit));
}

function mergeBase(ctx: ProjectContext) {
  const names = list(ctx.req.params.refs) ?? [];
  if (names.length < 2) throw badRequest('Provide at least 2 refs');
  const unknown = names.filter((name) => resolveRef(ctx.state, ctx.project.id, name) === undefined);
  if (unknown.length > 0)
    throw badRequest(`Could not find ${unknown.length === 1 ? 'ref' : 'refs'}: ${unknown.join(', ')}`);
  const [first, ...others] = names.map((name) => resolveRef(ctx.state, ctx.project.id, name)!);
  const base = history(ctx.state, ctx.project.id, first!.id).find((candidate) =>
    others.every((other) => contains(ctx, other.id, candidate)),
  );
  if (base === undefined) throw notFound('Merge Base');
  return json(200, commitJson(ctx.state, base));
}

/** Statuses reported from outside CI, kept as GitLab's JSON with the project they belong to. */
function externalStatuses(ctx: ProjectContext): PlainRow[] {
  const rows = ctx.state.plain.commit_statuses ?? (ctx.state.plain.commit_statuses = []);
  return rows.filter((row) => row.project_id === ctx.project.id);
}

function statusJson(row: PlainRow): PlainRow {
  const { project_id: _project, ...status } = row;
  return status;
}

/** A commit's statuses: its CI jobs and the statuses reported by other tools, oldest first. */
function statuses(ctx: ProjectContext) {
  const commit = commitOf(ctx);
  const query = ctx.req.query;
  const pipelines = ctx.state.tables.pipelines.filter(
    (row) => row.project_id === ctx.project.id && row.sha === commit.id,
  );
  const jobs = ctx.state.tables.jobs
    .filter((job) => pipelines.some((pipeline) => pipeline.id === job.pipeline_id))
    .filter((job) => query.all === 'true' || !job.retried)
    .map((job) => {
      const full = jobJson(ctx.state, job);
      return {
        id: job.id,
        sha: commit.id,
        ref: job.ref,
        status: job.status,
        name: job.name,
        stage: job.stage,
        target_url: full.web_url,
        description: null,
        created_at: job.created_at,
        started_at: job.started_at,
        finished_at: job.finished_at,
        allow_failure: job.allow_failure,
        coverage: job.coverage,
        pipeline_id: job.pipeline_id,
        author: userBasic(ctx.state, job.user_id),
      };
    });
  const external = externalStatuses(ctx)
    .filter((row) => row.sha === commit.id)
    .map((row) => statusJson(row));
  const found = [...jobs, ...external].filter(
    (row) =>
      (query.ref === undefined || row.ref === query.ref) &&
      (query.stage === undefined || row.stage === query.stage) &&
      (query.name === undefined || row.name === query.name) &&
      (query.pipeline_id === undefined || row.pipeline_id === Number(query.pipeline_id)),
  );
  const page = offsetPage(found, ctx.req);
  return json(200, page.items, page.headers);
}

const STATES = ['pending', 'running', 'success', 'failed', 'canceled', 'skipped'];

/** Reports a status; one with the same name and ref on the commit is updated instead (https://docs.gitlab.com/api/commits/#set-the-pipeline-status-of-a-commit). */
function setStatus(ctx: ProjectContext) {
  const commit = commitOf(ctx);
  const params = ctx.req.params;
  const state = str(params.state);
  if (state === undefined) throw missingParams(['state']);
  if (!STATES.includes(state)) throw badRequest('state does not have a valid value');
  const name = str(params.name) ?? str(params.context) ?? 'default';
  const ref = str(params.ref) ?? ctx.project.default_branch;
  const rows = externalStatuses(ctx);
  const now = ctx.state.now();
  const existing = rows.find((row) => row.sha === commit.id && row.name === name && row.ref === ref);
  const finished = ['success', 'failed', 'canceled', 'skipped'].includes(state);
  const fields = {
    status: state,
    target_url: str(params.target_url) ?? existing?.target_url ?? null,
    description: str(params.description) ?? existing?.description ?? null,
    coverage: params.coverage === undefined ? (existing?.coverage ?? null) : Number(params.coverage),
    finished_at: finished ? now : null,
    started_at: state === 'pending' ? null : (existing?.started_at ?? now),
  };
  if (existing !== undefined) {
    Object.assign(existing, fields);
    return json(201, statusJson(existing));
  }
  const row: PlainRow = {
    project_id: ctx.project.id,
    id: nextId(ctx.state, 'job', [...ctx.state.tables.jobs, ...rows]),
    sha: commit.id,
    ref,
    name,
    ...fields,
    created_at: now,
    allow_failure: false,
    pipeline_id: int(params.pipeline_id) ?? null,
    author: userBasic(ctx.state, ctx.auth.user.id),
  };
  ctx.state.plain.commit_statuses!.push(row);
  return json(201, statusJson(row));
}

export const repositoryCommitRoutes: Route[] = [
  projectAction('POST', '/repository/commits', createCommit),
  projectAction('GET', '/repository/commits/:sha/refs', refs),
  projectAction('GET', '/repository/commits/:sha/merge_requests', mergeRequests),
  projectAction('GET', '/repository/commits/:sha/signature', signature),
  projectAction('POST', '/repository/commits/:sha/cherry_pick', (ctx) => pick(ctx, 'cherry_pick')),
  projectAction('POST', '/repository/commits/:sha/revert', (ctx) => pick(ctx, 'revert')),
  projectAction('GET', '/repository/commits/:sha/statuses', statuses),
  projectAction('POST', '/statuses/:sha', setStatus),
  projectAction('GET', '/repository/merge_base', mergeBase),
];
