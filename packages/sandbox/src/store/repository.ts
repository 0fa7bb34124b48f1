import type { CommitRow, RepoFileRow } from './rows.js';
import type { SandboxState } from './state.js';

/**
 * The commit a ref names: a branch, a tag, a full sha or a sha prefix of at least 7 characters; `HEAD` is the
 * default branch, as git resolves it in GitLab's bare repositories.
 */
export function resolveRef(state: SandboxState, projectId: number, name: string): CommitRow | undefined {
  const { branches, tags, commits } = state.tables;
  const ref =
    name === 'HEAD'
      ? (state.tables.projects.find((project) => project.id === projectId)?.default_branch ?? name)
      : name;
  const named =
    branches.find((row) => row.project_id === projectId && row.name === ref)?.commit_id ??
    tags.find((row) => row.project_id === projectId && row.name === ref)?.commit_id;
  const target = named ?? ref;
  if (target.length < 7) return undefined;
  return commits.find((commit) => commit.project_id === projectId && commit.id.startsWith(target));
}

/** A commit and its first-parent ancestors, newest first. */
export function history(state: SandboxState, projectId: number, tip: string): CommitRow[] {
  const byId = new Map(
    state.tables.commits
      .filter((commit) => commit.project_id === projectId)
      .map((commit) => [commit.id, commit]),
  );
  const chain: CommitRow[] = [];
  let current = byId.get(tip);
  while (current !== undefined) {
    chain.push(current);
    const parent = current.parent_ids[0];
    current = parent === undefined ? undefined : byId.get(parent);
  }
  return chain;
}

/** The files of a branch; a branch without files of its own shares the default branch's tree (copy on write). */
export function branchFiles(
  state: SandboxState,
  projectId: number,
  branch: string,
  defaultBranch: string,
): RepoFileRow[] {
  const own = state.tables.files.filter((file) => file.project_id === projectId && file.branch === branch);
  if (own.length > 0 || branch === defaultBranch) return own;
  return state.tables.files.filter((file) => file.project_id === projectId && file.branch === defaultBranch);
}
