import { badRequest, notFound } from '../../http/errors.js';
import { findProject } from '../../store/lookup.js';
import { branchFiles, history, resolveRef } from '../../store/repository.js';
import type { BranchRow, CommitRow, ProjectRow, ProtectedBranchRow, TagRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { projectAccess, ROLE } from '../../store/membership.js';
import { projectOf } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { str } from '../params.js';
import { projectPageUrl } from '../shapes.js';

/** Branches, tags and commits (https://docs.gitlab.com/api/branches/, /api/tags/, /api/commits/). */

export function commitJson(state: SandboxState, commit: CommitRow): Record<string, unknown> {
  return {
    id: commit.id,
    short_id: commit.short_id,
    created_at: commit.created_at,
    parent_ids: commit.parent_ids,
    title: commit.title,
    message: commit.message,
    author_name: commit.author_name,
    author_email: commit.author_email,
    authored_date: commit.authored_date,
    committer_name: commit.committer_name,
    committer_email: commit.committer_email,
    committed_date: commit.committed_date,
    trailers: {},
    extended_trailers: {},
    web_url: projectPageUrl(state, commit.project_id, `/-/commit/${commit.id}`),
  };
}

/** The commit detail entity (GET …/repository/commits/:sha): stats, last pipeline, project id. */
export function commitDetailJson(state: SandboxState, commit: CommitRow): Record<string, unknown> {
  const pipeline = state.tables.pipelines
    .filter((row) => row.project_id === commit.project_id && row.sha === commit.id)
    .sort((a, b) => b.id - a.id)[0];
  return {
    ...commitJson(state, commit),
    stats: commit.stats,
    status: pipeline?.status ?? null,
    project_id: commit.project_id,
    last_pipeline:
      pipeline === undefined
        ? null
        : {
            id: pipeline.id,
            iid: pipeline.iid,
            project_id: pipeline.project_id,
            sha: pipeline.sha,
            ref: pipeline.ref,
            status: pipeline.status,
            source: pipeline.source,
            created_at: pipeline.created_at,
            updated_at: pipeline.updated_at,
            web_url: projectPageUrl(state, pipeline.project_id, `/-/pipelines/${pipeline.id}`),
          },
  };
}

function commitOf(state: SandboxState, projectId: number, id: string): CommitRow | undefined {
  return state.tables.commits.find((commit) => commit.project_id === projectId && commit.id === id);
}

/** The protection rule matching a branch name, exact names first, then wildcards (`release/*`). */
export function protectionOf(
  state: SandboxState,
  projectId: number,
  branch: string,
): ProtectedBranchRow | undefined {
  const rules = state.tables.protectedBranches.filter((rule) => rule.project_id === projectId);
  return (
    rules.find((rule) => rule.name === branch) ??
    rules.find(
      (rule) =>
        rule.name.includes('*') &&
        new RegExp(`^${rule.name.split('*').map(escapeRegExp).join('.*')}$`).test(branch),
    )
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** GitLab's `merged`: the branch head is an ancestor of the default branch head, and not the same commit. */
function isMerged(state: SandboxState, project: ProjectRow, branch: BranchRow): boolean {
  const main = state.tables.branches.find(
    (row) => row.project_id === project.id && row.name === project.default_branch,
  );
  if (main === undefined || main.commit_id === branch.commit_id) return false;
  return history(state, project.id, main.commit_id).some((commit) => commit.id === branch.commit_id);
}

/** Branch entity: protection flags come from the matching protected-branch rule. */
export function branchJson(
  state: SandboxState,
  branch: BranchRow,
  ctx: CollectionContext,
): Record<string, unknown> {
  const project = projectOf(ctx);
  const rule = protectionOf(state, project.id, branch.name);
  const pushLevels = rule?.push_access_levels.map((level) => level.access_level) ?? [];
  const mergeLevels = rule?.merge_access_levels.map((level) => level.access_level) ?? [];
  const access = projectAccess(state, ctx.auth.user, project);
  const commit = commitOf(state, project.id, branch.commit_id);
  return {
    name: branch.name,
    commit: commit === undefined ? null : commitJson(state, commit),
    merged: isMerged(state, project, branch),
    protected: rule !== undefined,
    developers_can_push: pushLevels.includes(ROLE.developer),
    developers_can_merge: mergeLevels.includes(ROLE.developer),
    can_push:
      rule === undefined
        ? access >= ROLE.developer
        : pushLevels.some((level) => level > 0 && access >= level),
    default: branch.name === project.default_branch,
    web_url: projectPageUrl(state, project.id, `/-/tree/${branch.name}`),
  };
}

function committedDate(state: SandboxState, branch: BranchRow): string {
  return commitOf(state, branch.project_id, branch.commit_id)?.committed_date ?? '';
}

/** GitLab's `search` on branches and tags: substring, `^prefix`, `suffix$`. */
function nameSearch(name: string, value: unknown): boolean {
  const pattern = str(value) ?? '';
  const lower = name.toLowerCase();
  const term = pattern.toLowerCase().replace(/^\^/, '').replace(/\$$/, '');
  if (pattern.startsWith('^') && pattern.endsWith('$')) return lower === term;
  if (pattern.startsWith('^')) return lower.startsWith(term);
  if (pattern.endsWith('$')) return lower.endsWith(term);
  return lower.includes(term);
}

export const branches: Collection<BranchRow> = {
  path: 'repository/branches',
  scopes: ['project'],
  key: { param: 'branch', get: (row) => row.name },
  notFound: 'Branch',
  table: (state) => state.tables.branches,
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  serialize: (row, ctx) => branchJson(ctx.state, row, ctx),
  list: {
    filters: { search: (row, value) => nameSearch(row.name, value) },
    // The branches API has one `sort` parameter: name_asc (default), updated_asc, updated_desc.
    order: (ctx) => {
      const sort = ctx.req.query.sort ?? 'name_asc';
      const date = (row: BranchRow) => committedDate(ctx.state, row);
      if (sort === 'updated_desc')
        return (a, b) => date(b).localeCompare(date(a)) || a.name.localeCompare(b.name);
      if (sort === 'updated_asc')
        return (a, b) => date(a).localeCompare(date(b)) || a.name.localeCompare(b.name);
      if (sort === 'name_desc') return (a, b) => b.name.localeCompare(a.name);
      return (a, b) => a.name.localeCompare(b.name);
    },
  },
  create: {
    required: ['branch', 'ref'],
    check: (params, ctx) => {
      const project = projectOf(ctx);
      const name = str(params.branch) ?? '';
      if (ctx.state.tables.branches.some((row) => row.project_id === project.id && row.name === name)) {
        return badRequest('Branch already exists');
      }
      if (resolveRef(ctx.state, project.id, str(params.ref) ?? '') === undefined)
        return badRequest('Invalid reference name: ' + str(params.ref));
      return undefined;
    },
    build: (params, ctx) => {
      const project = projectOf(ctx);
      const commit = resolveRef(ctx.state, project.id, str(params.ref) ?? '')!;
      return { project_id: project.id, name: str(params.branch) ?? '', commit_id: commit.id };
    },
  },
  // GitLab's branch check refuses these deletions; the API reports the hook's message with 400
  // (lib/gitlab/checks: "The default branch of a project cannot be deleted."). Protected branches can be deleted
  // through the API only by maintainers and owners (https://docs.gitlab.com/user/project/repository/branches/protected/).
  remove: (row, ctx) => {
    const project = projectOf(ctx);
    if (row.name === project.default_branch)
      throw badRequest('The default branch of a project cannot be deleted.');
    if (
      protectionOf(ctx.state, project.id, row.name) !== undefined &&
      projectAccess(ctx.state, ctx.auth.user, project) < ROLE.maintainer
    ) {
      throw badRequest(
        'You are not allowed to delete protected branches from this project. Only a project maintainer or owner can delete a protected branch.',
      );
    }
  },
};

/** Tag entity; `release` is the small tag-release object (tag_name, description). */
export function tagJson(state: SandboxState, tag: TagRow): Record<string, unknown> {
  const commit = commitOf(state, tag.project_id, tag.commit_id);
  const release = state.tables.releases.find(
    (row) => row.project_id === tag.project_id && row.tag_name === tag.name,
  );
  return {
    name: tag.name,
    message: tag.message,
    target: tag.target,
    commit: commit === undefined ? null : commitJson(state, commit),
    release: release === undefined ? null : { tag_name: release.tag_name, description: release.description },
    protected: tag.protected,
    created_at: tag.created_at,
  };
}

export const tags: Collection<TagRow> = {
  path: 'repository/tags',
  scopes: ['project'],
  key: { param: 'tag_name', get: (row) => row.name },
  notFound: 'Tag',
  table: (state) => state.tables.tags,
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  serialize: (row, ctx) => tagJson(ctx.state, row),
  list: {
    filters: { search: (row, value) => nameSearch(row.name, value) },
    orderBy: {
      name: (row) => row.name,
      updated: (row) => row.created_at,
      version: (row) => row.name.replace(/\d+/g, (digits) => digits.padStart(8, '0')),
    },
    defaultOrder: { orderBy: 'updated', sort: 'desc' },
  },
  create: {
    required: ['tag_name', 'ref'],
    check: (params, ctx) => {
      const project = projectOf(ctx);
      const name = str(params.tag_name) ?? '';
      if (ctx.state.tables.tags.some((row) => row.project_id === project.id && row.name === name))
        return badRequest(`Tag ${name} already exists`);
      if (resolveRef(ctx.state, project.id, str(params.ref) ?? '') === undefined)
        return badRequest('Target ' + str(params.ref) + ' is invalid');
      return undefined;
    },
    build: (params, ctx) => {
      const project = projectOf(ctx);
      const commit = resolveRef(ctx.state, project.id, str(params.ref) ?? '')!;
      const message = str(params.message) ?? null;
      return {
        project_id: project.id,
        name: str(params.tag_name) ?? '',
        commit_id: commit.id,
        message: message === '' ? null : message,
        target: commit.id,
        created_at: message === null || message === '' ? null : ctx.state.now(),
        protected: false,
      };
    },
  },
  remove: true,
};

function commitRows(ctx: CollectionContext): CommitRow[] {
  const project = projectOf(ctx);
  const ref = ctx.req.query.ref_name ?? project.default_branch;
  const tip = resolveRef(ctx.state, project.id, ref);
  if (ctx.req.query.all === 'true')
    return ctx.state.tables.commits.filter((commit) => commit.project_id === project.id);
  return tip === undefined ? [] : history(ctx.state, project.id, tip.id);
}

export const commits: Collection<CommitRow> = {
  path: 'repository/commits',
  scopes: ['project'],
  key: { param: 'sha', get: (row) => row.id },
  notFound: 'Commit',
  table: (state) => state.tables.commits,
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  rows: commitRows,
  find: (ctx, key) => resolveRef(ctx.state, projectOf(ctx).id, key),
  serialize: (row, ctx) => commitDetailJson(ctx.state, row),
  list: {
    serialize: (row, ctx) =>
      ctx.req.query.with_stats === 'true'
        ? { ...commitJson(ctx.state, row), stats: row.stats }
        : commitJson(ctx.state, row),
    filters: {
      since: (row, value) => row.committed_date >= String(value),
      until: (row, value) => row.committed_date <= String(value),
      author: (row, value) =>
        `${row.author_name} ${row.author_email}`.toLowerCase().includes(String(value).toLowerCase()),
      path: (row, value, ctx) => touches(ctx, row, String(value)),
    },
  },
};

/** Whether a commit changed a path: the sandbox knows the last commit per file. */
function touches(ctx: CollectionContext, commit: CommitRow, path: string): boolean {
  const project = projectOf(ctx);
  return branchFiles(ctx.state, project.id, project.default_branch, project.default_branch).some(
    (file) => file.last_commit_id === commit.id && (file.path === path || file.path.startsWith(`${path}/`)),
  );
}

/** The project of a ref, or GitLab's 404 for the ref. */
export function requireRef(state: SandboxState, projectId: number, ref: string): CommitRow {
  const commit = resolveRef(state, projectId, ref);
  if (commit === undefined) throw notFound('Commit');
  return commit;
}

export function projectById(state: SandboxState, id: number): ProjectRow {
  const project = findProject(state, id);
  if (project === undefined) throw notFound('Project');
  return project;
}
