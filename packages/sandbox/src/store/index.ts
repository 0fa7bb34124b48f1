/**
 * @module The sandbox's state, shared by the REST half (src/rest, src/http) and the GraphQL half (src/graphql).
 *
 * Shape (stable; extend, do not rename): `SandboxState` = `{ config, tables, plain, generatedIssues, counters, now }`.
 * - `tables.<name>` are plain arrays of rows whose field names are GitLab's REST names (store/rows.ts); references are
 *   ids (`author_id`, `milestone_id`, `head_pipeline_id`), timestamps ISO strings. Writes mutate these arrays in
 *   place, so a write through either API is seen by reads through both.
 * - Issues of group/big (43) are generated on demand: read a project's issues with `projectIssues` and one issue
 *   with `findIssue`, never `tables.issues` alone.
 * - New rows take ids from `nextId(state, kind, table)` and iids from `nextIid(rows)`; timestamps from `state.now()`.
 *   A new issue comes from `newIssue` whichever API creates it.
 * - Who may do what is decided here for both halves: roles (`projectAccess`, `memberAccess`, `isGroupMember`) and the
 *   boundaries of a fine-grained token's grant (`scopeCovers`, `grants`).
 * - `createState(options)` builds a fresh seeded state (what `startSandbox` serves), for tests of either half.
 */
export type {
  AccessLevel,
  AccessLevelRule,
  BoardListRow,
  BoardRow,
  BranchRow,
  CommitRow,
  DeployKeyRow,
  DeploymentRow,
  DiffRow,
  EnvironmentRow,
  FeatureFlagRow,
  FeatureFlagStrategyRow,
  GranularScopeRow,
  GroupRow,
  IssueRow,
  JobRow,
  LabelRow,
  MemberRow,
  MergeRequestRow,
  MilestoneRow,
  NoteRow,
  NoteableType,
  PipelineRow,
  PlainRow,
  ProjectRow,
  ProtectedBranchRow,
  ReleaseLinkRow,
  ReleaseRow,
  RepoFileRow,
  SnippetRow,
  TagRow,
  TokenRow,
  UserRow,
  WikiPageRow,
} from './rows.js';
export type { GeneratedIssues, SandboxConfig, SandboxState, Tables } from './state.js';
export { makeClock, nextId, nextIid, yearAfter } from './state.js';
export { findIssue, maxIssueIid, projectIssues } from './generated-issues.js';
export { newIssue } from './new-issue.js';
export type { NewIssue } from './new-issue.js';
export {
  allNamespaces,
  findGroup,
  findNamespace,
  findProject,
  findUser,
  groupAncestry,
  projectAncestry,
} from './lookup.js';
export type { NamespaceInfo } from './lookup.js';
export { isGroupMember, memberAccess, projectAccess, ROLE } from './membership.js';
export { grants, isFineGrained, scopeCovers } from './grant.js';
export type { GrantTarget } from './grant.js';
export { branchFiles, history, resolveRef } from './repository.js';
export { sha } from './sha.js';
export { createState } from '../seed/seed-state.js';
