/** `gitlab://guides/conventional-commits`: commit messages that tools and people can read. */
export const CONVENTIONAL_COMMITS_GUIDE = String.raw`# Conventional Commits Guide

Conventional Commits give every commit message a machine-readable first line, so changelogs, version bumps and
release notes can be derived from history.

## Shape

    <type>(<optional scope>)!: <summary>

    <optional body: what changed and why, wrapped at 72 columns>

    <optional footers: BREAKING CHANGE: …, Refs: #123, Co-authored-by: …>

## Types
- feat: a new capability for users (minor version bump).
- fix: a bug fix (patch bump).
- docs, test, refactor, perf, style: no change in behaviour for users.
- build, ci, chore: tooling, pipelines, dependencies.
- revert: undoes an earlier commit; name it in the body.

A "!" after the type or scope, or a "BREAKING CHANGE:" footer, marks an incompatible change (major bump).

## Good summaries
- Imperative mood, lower case, no final period: "fix(auth): refresh expired tokens before retrying".
- Say what changes for the reader, not which files moved.
- Keep it under about 72 characters; details go to the body.

## Checking a branch
- List the commits of a merge request (merge_request.commits) or compare two refs (repository.compare).
- Flag summaries that do not parse, vague ones ("fix stuff", "wip") and breaking changes without a footer.
- Squash fix-up commits before merging, or use the merge request's squash option with a conventional title.
`;
