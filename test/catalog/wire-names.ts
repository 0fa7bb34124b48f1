/**
 * Where an action's wire legitimately differs from its call shape or from reference/spec/catalog.json, each with
 * the GitLab documentation page that says so (doc/api/<page>.md in gitlabhq/gitlabhq). Everything not listed here
 * must go to GitLab under the action's own parameter names, to the request the reference names.
 */

/** How an action's parameters reach GitLab when not under their own names. */
export interface WireNames {
  /** A parameter GitLab names otherwise: the name (or names) it goes out as. */
  renamed?: Record<string, string | string[]>;
  /** A parameter holding an object whose keys are GitLab's parameters, sent as they are. */
  spread?: string[];
  /** Parameters the server uses itself and never sends, and what for. */
  local?: Record<string, string>;
  /** Names the action sends by itself (a fixed `scope`). */
  added?: string[];
}

const SEARCH: WireNames = {
  // search.md: the words are `search`, what is searched is `scope` (fixed by each action).
  renamed: { query: 'search' },
  added: ['scope'],
};

// milestones.md, group_milestones.md: a milestone is addressed by its ID; the IID is looked up with `iids[]`.
const BY_MILESTONE_IID: WireNames = { renamed: { milestone_iid: 'iids' } };

// issues.md, merge_requests.md "List …": the negated filters are GitLab's hash `not` (`not[labels]=bug`).
const NOT_HASH: WireNames = {
  renamed: Object.fromEntries(
    [
      'not_labels',
      'not_milestone',
      'not_author_id',
      'not_author_username',
      'not_assignee_id',
      'not_assignee_username',
      'not_my_reaction_emoji',
      'not_in',
      'not_search',
    ].map((name) => [name, 'not']),
  ),
};

export const WIRE_NAMES: Record<string, WireNames> = {
  'issue.list': NOT_HASH,
  'issue.list_all': NOT_HASH,
  'issue.list_group': NOT_HASH,
  'group.issues': NOT_HASH,
  'merge_request.list': NOT_HASH,
  'merge_request.list_group': NOT_HASH,
  'merge_request.list_global': NOT_HASH,
  'environment.deployment_merge_requests': NOT_HASH,
  // settings.md: each setting is its own parameter of PUT /application/settings.
  'admin.settings_update': { spread: ['settings'] },
  // terraform_state.md (GitLab's Terraform HTTP backend): a lock's body is Terraform's lock info.
  'admin.terraform_state_lock': { added: ['ID', 'Operation', 'Info', 'Who', 'Version', 'Created', 'Path'] },
  // branches.md "Create repository branch": `branch`.
  'branch.create': { renamed: { branch_name: 'branch' } },
  // protected_branches.md "Protect repository branches": `name`.
  'branch.protect': { renamed: { branch_name: 'name' } },
  // protected_tags.md "Protect repository tags": `name`.
  'tag.protect': { renamed: { tag_name: 'name' } },
  // project_level_variables.md "Get a single variable": `filter[environment_scope]`.
  'ci_variable.get': { renamed: { environment_scope: 'filter' } },
  // discover_project resolves a git remote's project path itself, then reads /projects/:path.
  'discover_project.resolve': { local: { remote_url: 'the project path is read from the remote URL' } },
  // feature_flags.md "Update a feature flag": the new name is `name`.
  'feature_flags.feature_flag_update': { renamed: { new_name: 'name' } },
  // epics.md "List epics for a group": `labels`.
  'group.epic_list': { renamed: { label_name: 'labels' } },
  // groups.md "Search for a group": `search`.
  'group.search': { renamed: { query: 'search' } },
  // groups.md "Share groups with groups": `group_id`; "Transfer a group": `group_id`.
  'group.share_with_group': { renamed: { shared_group_id: 'group_id' } },
  'group.transfer': { renamed: { parent_id: 'group_id' } },
  // namespaces.md "List all namespaces": `search`.
  'user.namespace_search': { renamed: { query: 'search' } },
  // merge_request_dependencies.md: a dependency is deleted by its block's ID, looked up from the blocking MR.
  'merge_request.dependency_delete': {
    local: { blocking_merge_request_id: 'finds the block to delete in GET …/blocks' },
  },
  'package.download': { local: { output_path: 'where the file is written on this machine' } },
  // group_badges.md "Preview a badge from a group": GitLab takes link_url and image_url only; the name is shown.
  'group.badge_preview': { local: { name: 'shown on the previewed badge; GitLab would ignore it' } },
  // integrations.md: each integration's settings are parameters of its PUT.
  'project.integration_set': { spread: ['config'] },
  'project.integration_set_group': { spread: ['config'] },
  // repository_files.md "Get file blame from repository": `range[start]`, `range[end]`.
  'repository.file_blame': { renamed: { range_start: 'range', range_end: 'range' } },
  'repository.read_submodule_file': {
    local: {
      submodule_path: 'looked up in .gitmodules, then read from the submodule’s project',
      file_path: 'the file read in the submodule’s project at the recorded commit',
    },
  },
  ...Object.fromEntries(
    ['list', 'get', 'set', 'delete'].map((verb) => [
      `admin.custom_attr_${verb}`,
      // custom_attributes.md: the same endpoints under /users, /groups or /projects.
      { local: { resource_type: 'chooses the path: /users, /groups or /projects' } },
    ]),
  ),
  'project.milestone_get': BY_MILESTONE_IID,
  'project.milestone_update': BY_MILESTONE_IID,
  'project.milestone_delete': BY_MILESTONE_IID,
  'project.milestone_issues': BY_MILESTONE_IID,
  'project.milestone_merge_requests': BY_MILESTONE_IID,
  'group.group_milestone_get': BY_MILESTONE_IID,
  'group.group_milestone_update': BY_MILESTONE_IID,
  'group.group_milestone_delete': BY_MILESTONE_IID,
  'group.group_milestone_issues': BY_MILESTONE_IID,
  'group.group_milestone_merge_requests': BY_MILESTONE_IID,
  'group.group_milestone_burndown': BY_MILESTONE_IID,
  ...Object.fromEntries(
    [
      'code',
      'commits',
      'issues',
      'merge_requests',
      'milestones',
      'notes',
      'projects',
      'snippets',
      'users',
      'wiki',
    ].map((scope) => [`search.${scope}`, SEARCH]),
  ),
};

/**
 * Local actions whose reference request is not the one GitLab serves as catalog.json writes it; the request they
 * send instead (checked on the wire like any other), and why.
 */
export const REFERENCE_DEVIATIONS: Record<string, { request: string; why: string }> = {
  'discover_project.resolve': {
    request: 'GET /projects/{id}',
    why: 'catalog.json writes `/projects/r`; the project is read by the path found in the remote URL',
  },
  'merge_request.dependency_delete': {
    request: 'DELETE /projects/{project_id}/merge_requests/{merge_request_iid}/blocks/{block_id}',
    why: 'catalog.json writes block `0`; merge_request_dependencies.md deletes by the block ID, looked up first',
  },
  'repository.file_metadata': {
    request: 'GET /projects/{project_id}/repository/files/{file_path}',
    why: 'repository_files.md: the same metadata GitLab gives to HEAD come with GET (without the content read)',
  },
  'repository.file_raw_metadata': {
    request: 'GET /projects/{project_id}/repository/files/{file_path}',
    why: 'repository_files.md: the raw file’s metadata, read as for file_metadata',
  },
  'repository.commit_cherry_pick': {
    request: 'POST /projects/{project_id}/repository/commits/{sha}/cherry_pick',
    why: 'catalog.json leaves the SHA out of the path (`commits//cherry_pick`)',
  },
  'repository.commit_revert': {
    request: 'POST /projects/{project_id}/repository/commits/{sha}/revert',
    why: 'catalog.json leaves the SHA out of the path (`commits//revert`)',
  },
  'group.group_board_list': {
    request: 'GET /groups/{group_id}/boards',
    why: 'catalog.json names the epic boards (another object); group_boards.md lists the issue boards',
  },
  'admin.bulk_import_entity_list': {
    request: 'GET /bulk_imports/{bulk_import_id}/entities',
    why: 'bulk_imports.md: the entities of one migration, which the action names',
  },
  ...Object.fromEntries(
    ['queue_metrics', 'process_metrics', 'job_stats', 'compound_metrics'].map((what) => [
      `admin.sidekiq_${what}`,
      { request: `GET /sidekiq/${what}`, why: 'catalog.json doubles the leading slash (`//sidekiq/…`)' },
    ]),
  ),
};
