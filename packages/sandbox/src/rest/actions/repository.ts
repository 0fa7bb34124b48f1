import { createHash } from 'node:crypto';
import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent, text } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { branchFiles, history, resolveRef } from '../../store/repository.js';
import type { BranchRow, CommitRow, DiffRow, RepoFileRow } from '../../store/rows.js';
import { sha } from '../../store/sha.js';
import { nextId } from '../../store/state.js';
import { accessLevel } from '../collections/project-settings.js';
import { branchJson, commitJson, protectionOf } from '../collections/repository.js';
import { bool, str } from '../params.js';
import { projectPageUrl } from '../shapes.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/** Repository behaviour: tree, files (read, raw, write), compare, branch protection (https://docs.gitlab.com/api/repositories/, /api/repository_files/). */

export function blobId(file: RepoFileRow): string {
  return sha(`blob:${file.content}`);
}

/** The files a ref shows: a branch's own tree, or (tags, shas) the default branch's. */
export function filesAt(ctx: ProjectContext, ref: string): RepoFileRow[] {
  if (resolveRef(ctx.state, ctx.project.id, ref) === undefined) throw notFound('Tree');
  const isBranch = ctx.state.tables.branches.some(
    (row) => row.project_id === ctx.project.id && row.name === ref,
  );
  return branchFiles(
    ctx.state,
    ctx.project.id,
    isBranch ? ref : ctx.project.default_branch,
    ctx.project.default_branch,
  );
}

/** A submodule the parent repository records at a branch (seed/repository-extras.ts): a tree entry of type commit. */
export interface SubmoduleRow {
  project_id: number;
  branch: string;
  path: string;
  commit_id: string;
}

/** The submodule rows of a project (every branch). */
export function submoduleRows(ctx: ProjectContext): SubmoduleRow[] {
  return ((ctx.state.plain.submodules ?? []) as unknown as SubmoduleRow[]).filter(
    (row) => row.project_id === ctx.project.id,
  );
}

/** The submodules a ref shows: a branch's own, or (no own rows, tags, shas) the default branch's. */
export function submodulesAt(ctx: ProjectContext, ref: string): SubmoduleRow[] {
  const rows = submoduleRows(ctx);
  const own = rows.filter((row) => row.branch === ref);
  return own.length > 0 ? own : rows.filter((row) => row.branch === ctx.project.default_branch);
}

type TreeEntry = { id: string; name: string; type: 'tree' | 'blob' | 'commit'; path: string; mode: string };

/** GitLab's order: directories, then files, then submodules, each by path. */
const TREE_ORDER = { tree: 0, blob: 1, commit: 2 } as const;

function tree(ctx: ProjectContext) {
  const ref = ctx.req.query.ref ?? ctx.project.default_branch;
  const base = (ctx.req.query.path ?? '').replace(/^\/+|\/+$/g, '');
  const recursive = bool(ctx.req.query.recursive) ?? false;
  const leaves = [
    ...filesAt(ctx, ref).map((file) => ({ path: file.path, id: blobId(file), type: 'blob' as const })),
    ...submodulesAt(ctx, ref).map((row) => ({ path: row.path, id: row.commit_id, type: 'commit' as const })),
  ];
  const entries = new Map<string, TreeEntry>();
  for (const leaf of leaves) {
    if (base !== '' && !leaf.path.startsWith(`${base}/`)) continue;
    const rest = base === '' ? leaf.path : leaf.path.slice(base.length + 1);
    const parts = rest.split('/');
    const depth = recursive ? parts.length : 1;
    for (let index = 0; index < depth; index += 1) {
      const path = [base, ...parts.slice(0, index + 1)].filter((part) => part !== '').join('/');
      const isLeaf = index === parts.length - 1;
      if (!entries.has(path)) {
        entries.set(path, {
          id: isLeaf ? leaf.id : sha(`tree:${path}`),
          name: parts[index]!,
          type: isLeaf ? leaf.type : 'tree',
          path,
          mode: !isLeaf ? '040000' : leaf.type === 'commit' ? '160000' : '100644',
        });
      }
    }
  }
  if (base !== '' && entries.size === 0) throw notFound('Tree');
  const sorted = [...entries.values()].sort(
    (a, b) => TREE_ORDER[a.type] - TREE_ORDER[b.type] || a.path.localeCompare(b.path),
  );
  const page = offsetPage(sorted, ctx.req);
  return json(200, page.items, page.headers);
}

function fileAt(ctx: ProjectContext): { file: RepoFileRow; ref: string } {
  const ref = ctx.req.query.ref;
  if (ref === undefined || ref === '') throw missingParams(['ref']);
  const path = ctx.params.file_path ?? '';
  const file = filesAt(ctx, ref).find((row) => row.path === path);
  if (file === undefined) throw notFound('File');
  return { file, ref };
}

function fileJson(ctx: ProjectContext, file: RepoFileRow, ref: string) {
  const content = Buffer.from(file.content, 'utf8');
  return {
    file_name: file.path.split('/').pop(),
    file_path: file.path,
    size: content.length,
    encoding: 'base64',
    content_sha256: createHash('sha256').update(content).digest('hex'),
    ref,
    blob_id: blobId(file),
    commit_id: resolveRef(ctx.state, ctx.project.id, ref)?.id ?? file.last_commit_id,
    last_commit_id: file.last_commit_id,
    execute_filemode: false,
    content: content.toString('base64'),
  };
}

/** The branch a write names, or GitLab's answer for a write off a branch. */
export function writableBranch(ctx: ProjectContext, name: string): BranchRow {
  const branch = ctx.state.tables.branches.find(
    (row) => row.project_id === ctx.project.id && row.name === name,
  );
  if (branch === undefined) throw badRequest('You can only create or edit files when you are on a branch');
  return branch;
}

/** A branch's own file rows, copying the default branch's tree on the branch's first own write. */
export function ownFiles(ctx: ProjectContext, branchName: string): RepoFileRow[] {
  const files = ctx.state.tables.files;
  const own = files.filter((file) => file.project_id === ctx.project.id && file.branch === branchName);
  if (own.length === 0 && branchName !== ctx.project.default_branch) {
    for (const file of branchFiles(
      ctx.state,
      ctx.project.id,
      ctx.project.default_branch,
      ctx.project.default_branch,
    ))
      files.push({ ...file, branch: branchName });
  }
  return files.filter((file) => file.project_id === ctx.project.id && file.branch === branchName);
}

/** Records a new commit at the tip of `branch` (the token user commits; the author may be named) and moves it. */
export function commitOnBranch(
  ctx: ProjectContext,
  branch: BranchRow,
  message: string,
  stats: CommitRow['stats'],
): CommitRow {
  const now = ctx.state.now();
  const params = ctx.req.params;
  const id = sha(
    `commit:${ctx.project.id}:${branch.name}:${message}:${now}:${ctx.state.tables.commits.length}`,
  );
  const commit: CommitRow = {
    project_id: ctx.project.id,
    id,
    short_id: id.slice(0, 8),
    title: message.split('\n')[0] ?? '',
    message,
    author_name: str(params.author_name) ?? ctx.auth.user.name,
    author_email: str(params.author_email) ?? ctx.auth.user.email,
    authored_date: now,
    committer_name: ctx.auth.user.name,
    committer_email: ctx.auth.user.email,
    committed_date: now,
    created_at: now,
    parent_ids: [branch.commit_id],
    stats,
  };
  ctx.state.tables.commits.push(commit);
  branch.commit_id = id;
  return commit;
}

/** A file write: a new commit on `branch` (copying the default tree on the branch's first own write). */
function writeFile(ctx: ProjectContext, mode: 'create' | 'update' | 'delete') {
  const params = ctx.req.params;
  const missing = ['branch', 'commit_message', ...(mode === 'delete' ? [] : ['content'])].filter(
    (name) => params[name] === undefined,
  );
  if (missing.length > 0) throw missingParams(missing);
  const branchName = str(params.branch) ?? '';
  const branch = writableBranch(ctx, branchName);
  const path = ctx.params.file_path ?? '';
  const existing = ownFiles(ctx, branchName).find((file) => file.path === path);
  if (mode === 'create' && existing !== undefined) throw badRequest('A file with this name already exists');
  if (mode !== 'create' && existing === undefined) throw badRequest("A file with this name doesn't exist");
  const commit = commitOnBranch(ctx, branch, str(params.commit_message) ?? '', {
    additions: 1,
    deletions: mode === 'create' ? 0 : 1,
    total: mode === 'create' ? 1 : 2,
  });
  const content =
    params.encoding === 'base64'
      ? Buffer.from(str(params.content) ?? '', 'base64').toString('utf8')
      : (str(params.content) ?? '');
  const files = ctx.state.tables.files;
  if (mode === 'delete') files.splice(files.indexOf(existing!), 1);
  else if (existing !== undefined) Object.assign(existing, { content, last_commit_id: commit.id });
  else
    files.push({ project_id: ctx.project.id, branch: branchName, path, content, last_commit_id: commit.id });
  if (mode === 'delete') return noContent();
  return json(mode === 'create' ? 201 : 200, { file_path: path, branch: branchName });
}

/**
 * The changes a commit brings, from the diffs the sandbox keeps per merge request: a commit that heads one brings its
 * changes, and a merge commit, against its first parent as GitLab compares it, those of the merge requests it merged.
 */
function diffsUpTo(ctx: ProjectContext, commitId: string): DiffRow[] {
  const inProject = ctx.state.tables.mergeRequests.filter((row) => row.project_id === ctx.project.id);
  const headed = inProject.find((row) => row.sha === commitId);
  return (
    headed?.diffs ?? inProject.filter((row) => row.merge_commit_sha === commitId).flatMap((row) => row.diffs)
  );
}

function compare(ctx: ProjectContext) {
  const from = ctx.req.query.from;
  const to = ctx.req.query.to;
  const missing = [from === undefined ? 'from' : undefined, to === undefined ? 'to' : undefined].filter(
    (name): name is string => name !== undefined,
  );
  if (missing.length > 0) throw missingParams(missing);
  const fromCommit = resolveRef(ctx.state, ctx.project.id, from!);
  const toCommit = resolveRef(ctx.state, ctx.project.id, to!);
  if (fromCommit === undefined || toCommit === undefined) throw notFound('Ref');
  const base = new Set(history(ctx.state, ctx.project.id, fromCommit.id).map((commit) => commit.id));
  const commits = history(ctx.state, ctx.project.id, toCommit.id).filter((commit) => !base.has(commit.id));
  return json(200, {
    commit: commits.length === 0 ? null : commitJson(ctx.state, commits[0]!),
    commits: commits.reverse().map((commit) => commitJson(ctx.state, commit)),
    diffs: diffsUpTo(ctx, toCommit.id),
    compare_timeout: false,
    compare_same_ref: fromCommit.id === toCommit.id,
    web_url: projectPageUrl(ctx.state, ctx.project.id, `/-/compare/${fromCommit.id}...${toCommit.id}`),
  });
}

function setProtection(ctx: ProjectContext, protect: boolean) {
  const name = ctx.params.branch ?? '';
  const branch = ctx.state.tables.branches.find(
    (row) => row.project_id === ctx.project.id && row.name === name,
  );
  if (branch === undefined) throw notFound('Branch');
  const rules = ctx.state.tables.protectedBranches;
  const existing = rules.findIndex((rule) => rule.project_id === ctx.project.id && rule.name === name);
  if (protect && existing < 0) {
    const developersPush = bool(ctx.req.params.developers_can_push) === true;
    const developersMerge = bool(ctx.req.params.developers_can_merge) === true;
    rules.push({
      id: nextId(ctx.state, 'protected_branch', rules),
      project_id: ctx.project.id,
      name,
      push_access_levels: [accessLevel(ctx.state, developersPush ? 30 : 40, 40)],
      merge_access_levels: [accessLevel(ctx.state, developersMerge ? 30 : 40, 40)],
      unprotect_access_levels: [],
      allow_force_push: false,
      code_owner_approval_required: false,
    });
  } else if (!protect && existing >= 0) {
    rules.splice(existing, 1);
  }
  return branch;
}

export const repositoryRoutes: Route[] = [
  projectAction('GET', '/repository/tree', tree),
  projectAction('GET', '/repository/files/:file_path', (ctx) => {
    const { file, ref } = fileAt(ctx);
    return json(200, fileJson(ctx, file, ref));
  }),
  // Raw content is sent as stored, text/plain (https://docs.gitlab.com/api/repository_files/#get-raw-file-from-repository).
  projectAction('GET', '/repository/files/:file_path/raw', (ctx) => {
    const ref = ctx.req.query.ref ?? ctx.project.default_branch;
    const file = filesAt(ctx, ref).find((row) => row.path === ctx.params.file_path);
    if (file === undefined) throw notFound('File');
    return text(200, file.content);
  }),
  projectAction('POST', '/repository/files/:file_path', (ctx) => writeFile(ctx, 'create')),
  projectAction('PUT', '/repository/files/:file_path', (ctx) => writeFile(ctx, 'update')),
  projectAction('DELETE', '/repository/files/:file_path', (ctx) => writeFile(ctx, 'delete')),
  projectAction('GET', '/repository/compare', compare),
  projectAction('GET', '/repository/commits/:sha/diff', (ctx) => {
    const commit = resolveRef(ctx.state, ctx.project.id, ctx.params.sha ?? '');
    if (commit === undefined) throw notFound('Commit');
    const page = offsetPage(diffsUpTo(ctx, commit.id), ctx.req);
    return json(200, page.items, page.headers);
  }),
  // The legacy protect/unprotect endpoints of the branches API answer with the branch.
  projectAction('PUT', '/repository/branches/:branch/protect', (ctx) => {
    return branchAnswer(ctx, setProtection(ctx, true));
  }),
  projectAction('PUT', '/repository/branches/:branch/unprotect', (ctx) => {
    return branchAnswer(ctx, setProtection(ctx, false));
  }),
  projectAction('DELETE', '/repository/merged_branches', (ctx) => {
    const project = ctx.project;
    const main = ctx.state.tables.branches.find(
      (row) => row.project_id === project.id && row.name === project.default_branch,
    );
    const merged = new Set(
      main === undefined ? [] : history(ctx.state, project.id, main.commit_id).map((commit) => commit.id),
    );
    const branches = ctx.state.tables.branches;
    for (let index = branches.length - 1; index >= 0; index -= 1) {
      const row = branches[index]!;
      if (
        row.project_id === project.id &&
        row.name !== project.default_branch &&
        merged.has(row.commit_id) &&
        protectionOf(ctx.state, project.id, row.name) === undefined
      ) {
        branches.splice(index, 1);
      }
    }
    return json(202, { message: '202 Accepted' });
  }),
];

function branchAnswer(ctx: ProjectContext, branch: BranchRow) {
  return json(
    200,
    branchJson(ctx.state, branch, { ...ctx, scope: { kind: 'project', project: ctx.project } }),
  );
}
