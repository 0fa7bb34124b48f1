/** `gitlab://guides/git-workflow`: a branch-and-merge-request workflow that keeps the default branch green. */
export const GIT_WORKFLOW_GUIDE = String.raw`# Git Workflow Guide

A short-lived branch per change, a merge request per branch, and a default branch that always builds.

## Start
1. Find the project's default branch (project.get): never assume it is main.
2. Create a branch from it (branch.create) named after the change: feature/login-rate-limit, fix/1234-null-avatar.
3. Link the issue: mention it in the branch name or the merge request description ("Closes #1234").

## Work
- Commit small, coherent steps with clear messages (see gitlab://guides/conventional-commits).
- Push early and open a draft merge request: the pipeline and reviewers see the work while it is still cheap to change.
- Rebase on the target branch (merge_request.rebase) when it moved a lot; do not rewrite history others have pulled.

## Merge
- Wait for a green pipeline and the required approvals.
- Resolve every discussion or say why it stays open.
- Prefer squash or fast-forward merges where the project's settings ask for them; delete the source branch after.

## Protect what matters
- Keep the default and release branches protected (branch.protect): merges through merge requests only.
- Tag releases from the default branch (tag.create, release.create) so every release is reproducible.

## When things go wrong
- A bad merge: revert it with a new commit (repository.commit_revert) rather than force-pushing a shared branch.
- A conflict: rebase or merge the target branch locally, fix, push; re-request review for non-trivial fixes.
`;
