import type { ParamContract } from '../../http/param-contract.js';
import { boolean, date, hash, integer, list, oneOf, required, string } from './spec.js';

/*
 * A project's repository rules and tools, and its Pages: doc/api/project_push_rules.md and group_push_rules.md,
 * doc/api/remote_mirrors.md, doc/api/project_pull_mirroring.md, doc/api/pages.md and pages_domains.md,
 * doc/api/repositories.md (changelog), doc/api/lint.md, doc/api/repository_files.md (blame),
 * doc/api/repository_submodules.md, doc/api/iterations.md and group_iterations.md, doc/api/dora/metrics.md;
 * declared in GitLab's ee/lib/api/project_push_rule.rb and group_push_rule.rb, lib/api/remote_mirrors.rb,
 * ee/lib/api/project_mirror.rb, lib/api/pages.rb and pages_domains.rb, repositories.rb, lint.rb, files.rb,
 * repository_submodules.rb, ee/lib/api/iterations.rb and dora/metrics.rb.
 */

const pushRule: ParamContract = {
  commit_committer_check: boolean,
  commit_committer_name_check: boolean,
  reject_unsigned_commits: boolean,
  reject_non_dco_commits: boolean,
  deny_delete_tag: boolean,
  member_check: boolean,
  prevent_secrets: boolean,
  commit_message_regex: string,
  commit_message_negative_regex: string,
  branch_name_regex: string,
  author_email_regex: string,
  file_name_regex: string,
  max_file_size: integer,
};

// "Update a remote mirror": the URL is fixed at creation.
const remoteMirror: ParamContract = {
  enabled: boolean,
  keep_divergent_refs: boolean,
  only_protected_branches: boolean,
  mirror_branch_regex: string,
  auth_method: oneOf('ssh_public_key', 'password'),
  // The remote host's SSH keys, for an ssh_public_key mirror (gitlab-org/gitlab!227235, "Create a push mirror").
  host_keys: list,
};

const pagesCertificate: ParamContract = { auto_ssl_enabled: boolean, certificate: string, key: string };

// "Generate changelog data" and "Add changelog data to a changelog file" share the range and its formatting.
const changelog: ParamContract = {
  version: required(string),
  from: string,
  to: string,
  date: string,
  trailer: string,
  config_file: string,
};

// "List group iterations", "List project iterations".
const iterationFilters: ParamContract = {
  state: oneOf('opened', 'upcoming', 'current', 'closed', 'all'),
  search: string,
  in: list,
  include_ancestors: boolean,
  include_descendants: boolean,
  updated_before: date,
  updated_after: date,
};

// doc/api/dora/metrics.md: which metric, over which period, how grouped.
const doraMetrics: ParamContract = {
  metric: required(
    oneOf('deployment_frequency', 'lead_time_for_changes', 'time_to_restore_service', 'change_failure_rate'),
  ),
  start_date: date,
  end_date: date,
  interval: oneOf('daily', 'monthly', 'all'),
  environment_tiers: { ...list, values: ['production', 'staging', 'testing', 'development', 'other'] },
};

export const projectSettingContracts: Record<string, ParamContract> = {
  'POST /projects/:id/push_rule': pushRule,
  'PUT /projects/:id/push_rule': pushRule,
  'POST /groups/:id/push_rule': pushRule,
  'PUT /groups/:id/push_rule': pushRule,
  'POST /projects/:id/remote_mirrors': { ...remoteMirror, url: required(string) },
  'PUT /projects/:id/remote_mirrors/:mirror_id': remoteMirror,
  // "Configure pull mirroring for a project".
  'PUT /projects/:id/mirror/pull': {
    url: string,
    auth_user: string,
    auth_password: string,
    enabled: boolean,
    mirror_trigger_builds: boolean,
    only_mirror_protected_branches: boolean,
    mirror_overwrites_diverged_branches: boolean,
    mirror_branch_regex: string,
  },
  'PATCH /projects/:id/pages': {
    pages_unique_domain_enabled: boolean,
    pages_https_only: boolean,
    pages_primary_domain: string,
  },
  'POST /projects/:id/pages/domains': { ...pagesCertificate, domain: required(string) },
  'PUT /projects/:id/pages/domains/:domain': pagesCertificate,
  'GET /projects/:id/repository/changelog': changelog,
  'POST /projects/:id/repository/changelog': { ...changelog, branch: string, file: string, message: string },
  // "Validate a project's CI configuration" (its own file or a ref's), "Validate sample CI/CD configuration".
  'GET /projects/:id/ci/lint': {
    content_ref: string,
    dry_run: boolean,
    dry_run_ref: string,
    include_jobs: boolean,
    ref: string,
  },
  'POST /projects/:id/ci/lint': {
    content: required(string),
    dry_run: boolean,
    include_jobs: boolean,
    ref: string,
  },
  // "Get file blame from repository": the lines as `range[start]`, `range[end]`.
  'GET /projects/:id/repository/files/:file_path/blame': { ref: required(string), range: hash },
  'PUT /projects/:id/repository/submodules/:submodule': {
    branch: required(string),
    commit_sha: required(string),
    commit_message: string,
  },
  'GET /groups/:id/iterations': iterationFilters,
  'GET /projects/:id/iterations': iterationFilters,
  'GET /groups/:id/dora/metrics': doraMetrics,
  'GET /projects/:id/dora/metrics': doraMetrics,
};
