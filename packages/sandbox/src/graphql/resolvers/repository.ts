import { createHash } from 'node:crypto';
import { branchFiles, resolveRef, sha } from '../../store/index.js';
import type { ProjectRow, ProtectedBranchRow, RepoFileRow } from '../../store/index.js';
import { canReadProject } from '../access.js';
import { webUrl } from '../context.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/** `Project.repository`: the project whose git data the fields read. */
export interface RepositoryView {
  project: ProjectRow;
}

/** One `Repository.tree`: the entries below `path` at `ref`. */
interface TreeView {
  project: ProjectRow;
  ref: string;
  blobs: RepoFileRow[];
  trees: string[];
}

interface Entry {
  project: ProjectRow;
  ref: string;
  path: string;
  kind: 'blob' | 'tree';
  content?: string;
}

export function repositoryOf(ctx: GraphqlContext, project: ProjectRow): RepositoryView | null {
  return canReadProject(ctx, project, 'read_repository') ? { project } : null;
}

/** Git's own blob id: sha1 of `blob <size>\0<content>`. */
function blobSha(content: string): string {
  return createHash('sha1')
    .update(`blob ${Buffer.byteLength(content)}\0${content}`)
    .digest('hex');
}

/**
 * The tree at `path` (the root when empty) of `ref`; null when the ref names no commit. The schema's default ref is
 * `"head"`, GitLab's name for the default branch's tip.
 * Without `recursive` it holds the direct children; with it, every file and directory below.
 */
function treeAt(
  ctx: GraphqlContext,
  project: ProjectRow,
  args: { path?: string | null; ref?: string | null; recursive?: boolean | null },
): TreeView | null {
  const ref = args.ref == null || args.ref.toLowerCase() === 'head' ? project.default_branch : args.ref;
  if (!resolveRef(ctx.state, project.id, ref)) return null;
  const branch = ctx.state.tables.branches.some((row) => row.project_id === project.id && row.name === ref)
    ? ref
    : project.default_branch;
  const dir = (args.path ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = dir === '' ? '' : `${dir}/`;
  const below = branchFiles(ctx.state, project.id, branch, project.default_branch).filter((file) =>
    file.path.startsWith(prefix),
  );
  const trees = new Set<string>();
  const blobs: RepoFileRow[] = [];
  for (const file of below) {
    const parts = file.path.slice(prefix.length).split('/');
    if (args.recursive) {
      for (let depth = 1; depth < parts.length; depth += 1)
        trees.add(prefix + parts.slice(0, depth).join('/'));
      blobs.push(file);
    } else if (parts.length > 1) {
      trees.add(prefix + parts[0]);
    } else {
      blobs.push(file);
    }
  }
  return {
    project,
    ref,
    blobs: blobs.sort((a, b) => a.path.localeCompare(b.path)),
    trees: [...trees].sort(),
  };
}

const entryFields = fields<Entry>({
  id: (entry) =>
    entry.kind === 'blob'
      ? blobSha(entry.content ?? '')
      : sha(`tree:${entry.project.id}:${entry.ref}:${entry.path}`),
  sha: (entry) =>
    entry.kind === 'blob'
      ? blobSha(entry.content ?? '')
      : sha(`tree:${entry.project.id}:${entry.ref}:${entry.path}`),
  name: (entry) => entry.path.split('/').at(-1) ?? entry.path,
  flatPath: (entry) => entry.path,
  type: (entry) => entry.kind,
  webPath: (entry) => `/${entry.project.path_with_namespace}/-/${entry.kind}/${entry.ref}/${entry.path}`,
  webUrl: (entry, _args, ctx) =>
    webUrl(ctx, `${entry.project.path_with_namespace}/-/${entry.kind}/${entry.ref}/${entry.path}`),
});

/** Whether a branch name matches a protected-branch rule name, which may hold `*` wildcards. */
function matchesRule(rule: string, branch: string): boolean {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(branch);
}

interface BranchRuleView {
  project: ProjectRow;
  rule: ProtectedBranchRow;
}

/** `Project.branchRules`: one rule per protected branch (name or wildcard) of the project. */
export function branchRuleConnection(ctx: GraphqlContext, project: ProjectRow, args: ConnectionArgs) {
  const rules = canReadProject(ctx, project)
    ? ctx.state.tables.protectedBranches
        .filter((rule) => rule.project_id === project.id)
        .map((rule): BranchRuleView => ({ project, rule }))
    : [];
  return paginate(rules, args, (view) => String(view.rule.id));
}

export const repositoryResolvers: ResolverMap = {
  Repository: fields<RepositoryView>({
    rootRef: (repo) => repo.project.default_branch,
    exists: () => true,
    empty: (repo, _args, ctx) =>
      !ctx.state.tables.commits.some((commit) => commit.project_id === repo.project.id),
    diskPath: () => null,
    tree: (repo, args: { path?: string | null; ref?: string | null; recursive?: boolean | null }, ctx) =>
      treeAt(ctx, repo.project, args),
    branchNames: (repo, args: { searchPattern: string; offset: number; limit: number }, ctx) =>
      ctx.state.tables.branches
        .filter(
          (branch) => branch.project_id === repo.project.id && matchesRule(args.searchPattern, branch.name),
        )
        .map((branch) => branch.name)
        .sort()
        .slice(args.offset, args.offset + args.limit),
  }),
  Tree: fields<TreeView>({
    blobs: (tree, args: ConnectionArgs) =>
      paginate(
        tree.blobs.map((file): Entry => ({
          project: tree.project,
          ref: tree.ref,
          path: file.path,
          kind: 'blob',
          content: file.content,
        })),
        args,
        (entry) => entry.path,
      ),
    trees: (tree, args: ConnectionArgs) =>
      paginate(
        tree.trees.map((path): Entry => ({ project: tree.project, ref: tree.ref, path, kind: 'tree' })),
        args,
        (entry) => entry.path,
      ),
    submodules: (_tree, args: ConnectionArgs) => paginate([], args, () => ''),
    lastCommit: () => null,
  }),
  Blob: fields<Entry>({ ...entryFields, mode: () => '100644', lfsOid: () => null }),
  TreeEntry: entryFields,
  BranchRule: fields<BranchRuleView>({
    id: (view) => toGid('Projects::BranchRule', view.rule.id),
    name: (view) => view.rule.name,
    isDefault: (view) => view.rule.name === view.project.default_branch,
    isProtected: () => true,
    matchingBranchesCount: (view, _args, ctx) =>
      ctx.state.tables.branches.filter(
        (branch) => branch.project_id === view.project.id && matchesRule(view.rule.name, branch.name),
      ).length,
    createdAt: () => null,
    updatedAt: () => null,
    branchProtection: (view) => ({
      allowForcePush: view.rule.allow_force_push,
      codeOwnerApprovalRequired: view.rule.code_owner_approval_required,
    }),
  }),
};
