/**
 * Stored rows. Field names are GitLab's (snake_case, as the REST API spells them); references to other rows are
 * ids (`author_id`, `milestone_id`), expanded by the REST serializers and the GraphQL resolvers. Timestamps are ISO
 * strings with milliseconds and a `Z` (`2025-03-15T10:30:00.000Z`), as GitLab's REST API sends them.
 */

export type AccessLevel = 0 | 5 | 10 | 15 | 20 | 30 | 40 | 50;

export interface UserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  /** GitLab's user states (https://docs.gitlab.com/api/user_moderation/); `banned` users are also blocked. */
  state: 'active' | 'blocked' | 'deactivated' | 'banned' | 'blocked_pending_approval';
  is_admin: boolean;
  bot: boolean;
  created_at: string;
  bio: string;
  location: string;
  public_email: string | null;
  website_url: string;
  organization: string;
  job_title: string;
  /** Id of the user's personal namespace. */
  namespace_id: number;
}

export interface GroupRow {
  id: number;
  name: string;
  path: string;
  full_path: string;
  full_name: string;
  parent_id: number | null;
  description: string;
  visibility: 'private' | 'internal' | 'public';
  created_at: string;
}

export interface ProjectRow {
  id: number;
  name: string;
  path: string;
  path_with_namespace: string;
  name_with_namespace: string;
  /** A group id, or a user's namespace id (UserRow.namespace_id). */
  namespace_id: number;
  namespace_kind: 'group' | 'user';
  description: string;
  default_branch: string;
  visibility: 'private' | 'internal' | 'public';
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  creator_id: number;
  topics: string[];
  star_count: number;
  archived: boolean;
}

export interface CommitRow {
  project_id: number;
  id: string;
  short_id: string;
  title: string;
  message: string;
  author_name: string;
  author_email: string;
  authored_date: string;
  committer_name: string;
  committer_email: string;
  committed_date: string;
  created_at: string;
  parent_ids: string[];
  stats: { additions: number; deletions: number; total: number };
}

export interface BranchRow {
  project_id: number;
  name: string;
  /** Sha of the tip commit (a CommitRow id). */
  commit_id: string;
}

export interface AccessLevelRule {
  id: number;
  access_level: AccessLevel;
  access_level_description: string;
  user_id: number | null;
  group_id: number | null;
}

export interface ProtectedBranchRow {
  id: number;
  project_id: number;
  /** A branch name or a wildcard such as 'release/*'. */
  name: string;
  push_access_levels: AccessLevelRule[];
  merge_access_levels: AccessLevelRule[];
  unprotect_access_levels: AccessLevelRule[];
  allow_force_push: boolean;
  code_owner_approval_required: boolean;
}

export interface TagRow {
  project_id: number;
  name: string;
  commit_id: string;
  message: string | null;
  /** Sha of the annotated tag object, or the commit sha for a lightweight tag. */
  target: string;
  created_at: string | null;
  protected: boolean;
}

export interface RepoFileRow {
  project_id: number;
  /** The branch whose tree holds this file; a branch without rows of its own reads the default branch's. */
  branch: string;
  path: string;
  content: string;
  /** Sha of the commit that last changed the file. */
  last_commit_id: string;
}

export interface DiffRow {
  old_path: string;
  new_path: string;
  a_mode: string;
  b_mode: string;
  diff: string;
  new_file: boolean;
  renamed_file: boolean;
  deleted_file: boolean;
}

export interface MergeRequestRow {
  id: number;
  iid: number;
  /** The target project. */
  project_id: number;
  /** The project the source branch lives in: the target project, or a fork of it for a merge request from a fork. */
  source_project_id: number;
  /** Whether members who can merge may push to the fork's source branch (`allow_collaboration`). */
  allow_collaboration: boolean;
  title: string;
  description: string;
  state: 'opened' | 'closed' | 'merged' | 'locked';
  source_branch: string;
  target_branch: string;
  author_id: number;
  assignee_ids: number[];
  reviewer_ids: number[];
  approved_by_ids: number[];
  labels: string[];
  milestone_id: number | null;
  head_pipeline_id: number | null;
  draft: boolean;
  detailed_merge_status: string;
  merge_status: 'can_be_merged' | 'cannot_be_merged' | 'unchecked' | 'checking' | 'cannot_be_merged_recheck';
  has_conflicts: boolean;
  /** Sha of the source branch HEAD. */
  sha: string;
  merge_commit_sha: string | null;
  squash_commit_sha: string | null;
  squash: boolean;
  should_remove_source_branch: boolean | null;
  force_remove_source_branch: boolean;
  merge_when_pipeline_succeeds: boolean;
  merged_by_id: number | null;
  merged_at: string | null;
  closed_by_id: number | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
  discussion_locked: boolean | null;
  diffs: DiffRow[];
  upvotes: number;
  downvotes: number;
}

export interface IssueRow {
  id: number;
  iid: number;
  project_id: number;
  title: string;
  /** Null for an issue created without one (GitLab sends `"description": null`). */
  description: string | null;
  state: 'opened' | 'closed';
  author_id: number;
  assignee_ids: number[];
  labels: string[];
  milestone_id: number | null;
  confidential: boolean;
  discussion_locked: boolean | null;
  due_date: string | null;
  weight: number | null;
  issue_type: 'issue' | 'incident' | 'test_case' | 'task';
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  closed_by_id: number | null;
  upvotes: number;
  downvotes: number;
}

export type NoteableType = 'Issue' | 'MergeRequest' | 'Commit' | 'Snippet' | 'Epic';

export interface NoteRow {
  id: number;
  project_id: number | null;
  noteable_type: NoteableType;
  /** Global id of the issue / MR / snippet; null for commits. */
  noteable_id: number | null;
  /** Project-scoped iid of the issue / MR; null for commits and snippets. */
  noteable_iid: number | null;
  /** Sha, for notes on commits. */
  commit_id: string | null;
  discussion_id: string;
  body: string;
  author_id: number;
  created_at: string;
  updated_at: string;
  system: boolean;
  internal: boolean;
  resolvable: boolean;
  resolved: boolean;
  resolved_by_id: number | null;
  /** Diff position of a note on a changed line (MR diff notes), as GitLab's `position` object. */
  position: Record<string, unknown> | null;
}

export interface LabelRow {
  id: number;
  /** Exactly one of project_id / group_id is set. */
  project_id: number | null;
  group_id: number | null;
  name: string;
  color: string;
  text_color: string;
  description: string | null;
  priority: number | null;
}

export interface MilestoneRow {
  id: number;
  iid: number;
  project_id: number | null;
  group_id: number | null;
  title: string;
  description: string;
  state: 'active' | 'closed';
  due_date: string | null;
  start_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface PipelineRow {
  id: number;
  iid: number;
  project_id: number;
  sha: string;
  before_sha: string;
  ref: string;
  tag: boolean;
  status:
    | 'created'
    | 'waiting_for_resource'
    | 'preparing'
    | 'pending'
    | 'running'
    | 'success'
    | 'failed'
    | 'canceled'
    | 'canceling'
    | 'skipped'
    | 'manual'
    | 'scheduled';
  source: string;
  user_id: number;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  committed_at: string | null;
  duration: number | null;
  queued_duration: number | null;
  coverage: string | null;
  yaml_errors: string | null;
  /** Set through PUT …/pipelines/:id/metadata. */
  name?: string | null;
}

export interface JobRow {
  id: number;
  project_id: number;
  pipeline_id: number;
  name: string;
  stage: string;
  status: PipelineRow['status'];
  ref: string;
  tag: boolean;
  user_id: number;
  allow_failure: boolean;
  when: 'on_success' | 'manual' | 'always' | 'delayed' | 'on_failure';
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  erased_at: string | null;
  duration: number | null;
  queued_duration: number | null;
  coverage: number | null;
  failure_reason: string | null;
  retried: boolean;
  /** The job log, served as text/plain by GET /projects/:id/jobs/:job_id/trace. */
  trace: string;
  artifacts: { file_type: string; size: number; filename: string; file_format: string | null }[];
  artifacts_expire_at: string | null;
  tag_list: string[];
  runner_id: number | null;
  /** The jobs it waits for (`needs:`), as GraphQL's `CiJob.needs` answers them; GitLab's REST API does not show them. */
  needs?: string[];
}

/** A pending review comment on a merge request (https://docs.gitlab.com/api/draft_notes/), kept in GitLab's own form. */
export interface DraftNoteRow {
  id: number;
  project_id: number;
  merge_request_iid: number;
  author_id: number;
  note: string;
  commit_id: string | null;
  discussion_id: string | null;
  resolve_discussion: boolean;
  line_code: string | null;
  position: Record<string, unknown> | null;
}

export interface ReleaseLinkRow {
  id: number;
  name: string;
  url: string;
  link_type: 'other' | 'runbook' | 'image' | 'package';
  /** Path of a direct asset link, below `/-/releases/:tag/downloads` (GitLab's `direct_asset_path`). */
  filepath?: string | null;
}

export interface ReleaseRow {
  project_id: number;
  tag_name: string;
  name: string;
  description: string;
  author_id: number;
  created_at: string;
  released_at: string;
  milestone_ids: number[];
  links: ReleaseLinkRow[];
}

export interface EnvironmentRow {
  id: number;
  project_id: number;
  name: string;
  slug: string;
  external_url: string | null;
  state: 'available' | 'stopped' | 'stopping';
  tier: 'production' | 'staging' | 'testing' | 'development' | 'other';
  description: string | null;
  created_at: string;
  updated_at: string;
  auto_stop_at: string | null;
}

export interface DeploymentRow {
  id: number;
  iid: number;
  project_id: number;
  environment_id: number;
  ref: string;
  sha: string;
  status: 'created' | 'running' | 'success' | 'failed' | 'canceled' | 'skipped' | 'blocked';
  user_id: number;
  /** The job that deployed (JobRow id). */
  deployable_id: number | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface WikiPageRow {
  /** Exactly one of project_id / group_id is set. */
  project_id: number | null;
  group_id: number | null;
  slug: string;
  title: string;
  format: 'markdown' | 'rdoc' | 'asciidoc' | 'org';
  content: string;
}

export interface SnippetRow {
  id: number;
  /** Null for a personal snippet. */
  project_id: number | null;
  title: string;
  description: string | null;
  file_name: string;
  content: string;
  visibility: 'private' | 'internal' | 'public';
  author_id: number;
  created_at: string;
  updated_at: string;
}

export interface FeatureFlagStrategyRow {
  id: number;
  name: string;
  parameters: Record<string, string>;
  scopes: { id: number; environment_scope: string }[];
}

export interface FeatureFlagRow {
  project_id: number;
  name: string;
  description: string | null;
  active: boolean;
  version: 'new_version_flag';
  created_at: string;
  updated_at: string;
  strategies: FeatureFlagStrategyRow[];
}

export interface DeployKeyRow {
  id: number;
  project_id: number;
  title: string;
  key: string;
  fingerprint: string;
  fingerprint_sha256: string;
  can_push: boolean;
  created_at: string;
  expires_at: string | null;
}

export interface BoardListRow {
  id: number;
  label_id: number | null;
  /** A milestone list (Premium) shows a milestone's issues instead of a label's; absent on label lists. */
  milestone_id?: number;
  position: number;
  max_issue_count: number;
  max_issue_weight: number;
  limit_metric: string | null;
}

export interface BoardRow {
  id: number;
  project_id: number | null;
  group_id: number | null;
  name: string;
  hide_backlog_list: boolean;
  hide_closed_list: boolean;
  milestone_id: number | null;
  assignee_id: number | null;
  label_names: string[];
  weight: number | null;
  lists: BoardListRow[];
}

export interface MemberRow {
  source_type: 'Project' | 'Namespace';
  /** A project id or a group id, per source_type. */
  source_id: number;
  user_id: number;
  access_level: AccessLevel;
  created_at: string;
  created_by_id: number | null;
  expires_at: string | null;
}

/** A fine-grained token's grant: GitLab calls each entry a granular scope (a boundary plus its permissions). */
export interface GranularScopeRow {
  id: number;
  access: 'personal_projects' | 'all_memberships' | 'selected_memberships' | 'user' | 'instance';
  project_id: number | null;
  group_id: number | null;
  permissions: string[];
  created_at: string;
}

export interface TokenRow {
  id: number;
  /** The secret as sent by clients. */
  token: string;
  kind: 'personal' | 'oauth' | 'job' | 'impersonation';
  name: string;
  description: string;
  user_id: number;
  scopes: string[];
  granular_scopes: GranularScopeRow[] | null;
  active: boolean;
  revoked: boolean;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  /** For a job token: the running job it belongs to. */
  job_id: number | null;
}

/**
 * A row of a collection that only needs GitLab's fields as stored (hooks, variables, badges, pipeline schedules,
 * …): kept as the JSON GitLab sends, plus the scope key (`project_id` or `group_id`) the table is filtered by.
 */
export type PlainRow = Record<string, unknown>;
