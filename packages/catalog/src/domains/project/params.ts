import { z } from 'zod';
import { common } from '../../common-params.js';
import {
  anyObject,
  flag,
  integer,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
  textList,
} from '../../params.js';

/** The parameters naming one project. */
export const oneProject = { project_id: projectId };

/** A user by numeric ID or username, as GitLab's `/users/:id/…` lists take it. */
export const userIdOrName = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().min(1))
  .describe('User ID or username');

/** What a not-found card says was asked for: `"group/project"`. */
export const projectNamed = (args: { project_id: string }) => `"${args.project_id}"`;

/** Filters and order of every project list: all projects, a user's, a project's forks (GET /projects and kin). */
export const projectListFilters = {
  ...common('search', 'owned', 'membership', 'starred', 'archived', 'visibility', 'simple', 'statistics'),
  ...common('min_access_level', 'with_custom_attributes'),
  search_namespaces: flag('Match the search against the namespace path too').optional(),
  topic: text('Only projects with this topic').optional(),
  active: flag('Only projects that are not archived or marked for deletion').optional(),
  imported: flag('Only projects imported by the user').optional(),
  include_hidden: flag('Include hidden projects (admins)').optional(),
  include_pending_delete: flag('Include projects pending deletion (admins)').optional(),
  last_activity_after: text('Only projects active after this time (ISO 8601)').optional(),
  last_activity_before: text('Only projects active before this time (ISO 8601)').optional(),
  id_after: integer('Only projects with a greater ID').optional(),
  id_before: integer('Only projects with a smaller ID').optional(),
  with_issues_enabled: flag('Only projects with issues enabled').optional(),
  with_merge_requests_enabled: flag('Only projects with merge requests enabled').optional(),
  with_programming_language: text('Only projects in this language').optional(),
  repository_storage: text('Only projects on this storage (admins)').optional(),
  repository_checksum_failed: flag(
    'Only projects whose repository checksum failed (Premium admins)',
  ).optional(),
  wiki_checksum_failed: flag('Only projects whose wiki checksum failed (Premium admins)').optional(),
  custom_attributes: anyObject('Only projects with these custom attributes (admins)').optional(),
  order_by: oneOf(
    ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity', 'star_count'],
    'Field to order by',
  ).optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/** Order and paging of the short lists under one project (mirrors, rules, domains, starrers). */
export const subListPaging = {
  order_by: text('Field to order by').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/** Who may use a project feature: GitLab's `*_access_level` values. */
function featureAccess(feature: string) {
  return oneOf(
    ['disabled', 'private', 'enabled', 'public'],
    `Who can use ${feature}: disabled, private (members), enabled (everyone with access) or public`,
  ).optional();
}

const ACCESS_LEVELS = {
  analytics_access_level: featureAccess('analytics'),
  builds_access_level: featureAccess('CI/CD'),
  container_registry_access_level: featureAccess('the container registry'),
  environments_access_level: featureAccess('environments'),
  feature_flags_access_level: featureAccess('feature flags'),
  forking_access_level: featureAccess('forking'),
  infrastructure_access_level: featureAccess('infrastructure'),
  issues_access_level: featureAccess('issues'),
  merge_requests_access_level: featureAccess('merge requests'),
  model_experiments_access_level: featureAccess('model experiments'),
  model_registry_access_level: featureAccess('the model registry'),
  monitor_access_level: featureAccess('monitor'),
  operations_access_level: featureAccess('operations'),
  package_registry_access_level: featureAccess('the package registry'),
  pages_access_level: featureAccess('Pages'),
  releases_access_level: featureAccess('releases'),
  repository_access_level: featureAccess('the repository'),
  requirements_access_level: featureAccess('requirements'),
  security_and_compliance_access_level: featureAccess('security and compliance'),
  snippets_access_level: featureAccess('snippets'),
  wiki_access_level: featureAccess('the wiki'),
};

/** The settings a project is created with or changed to (POST /projects and PUT /projects/:id take them all). */
export const projectSettings = {
  name: text('Project name').optional(),
  path: text('Repository path (URL slug)').optional(),
  ...common('description', 'visibility'),
  default_branch: text('Default branch').optional(),
  topics: textList('Topics').optional(),
  tag_list: textList('Topics (deprecated name of topics)').optional(),
  import_url: text('URL to import the repository from').optional(),
  repository_storage: text('Storage shard (admins)').optional(),
  mirror: flag('Pull-mirror the import URL (Premium)').optional(),
  mirror_trigger_builds: flag('Run pipelines for mirror updates (Premium)').optional(),
  ...ACCESS_LEVELS,
  issues_enabled: flag('Enable issues (deprecated: issues_access_level)').optional(),
  merge_requests_enabled: flag('Enable merge requests (deprecated)').optional(),
  jobs_enabled: flag('Enable CI/CD jobs (deprecated)').optional(),
  wiki_enabled: flag('Enable the wiki (deprecated)').optional(),
  snippets_enabled: flag('Enable snippets (deprecated)').optional(),
  container_registry_enabled: flag('Enable the container registry (deprecated)').optional(),
  packages_enabled: flag('Enable packages (deprecated)').optional(),
  service_desk_enabled: flag('Enable Service Desk').optional(),
  lfs_enabled: flag('Enable Git LFS').optional(),
  request_access_enabled: flag('Let users request access').optional(),
  emails_disabled: flag('Disable emails (deprecated: emails_enabled)').optional(),
  emails_enabled: flag('Send notification emails').optional(),
  show_default_award_emojis: flag('Show the default emoji reactions').optional(),
  enforce_auth_checks_on_uploads: flag('Check access on uploaded files').optional(),
  shared_runners_enabled: flag('Use instance runners').optional(),
  group_runners_enabled: flag('Use group runners').optional(),
  public_builds: flag('Let everyone with access see job logs (deprecated: public_jobs)').optional(),
  public_jobs: flag('Let everyone with access see job logs').optional(),
  build_git_strategy: oneOf(['fetch', 'clone'], 'How jobs get the repository').optional(),
  build_timeout: integer('Job timeout in seconds').optional(),
  build_coverage_regex: text('Regex finding the test coverage in job logs').optional(),
  ci_config_path: text('Path of the CI configuration file').optional(),
  ci_forward_deployment_enabled: flag('Skip outdated deployment jobs').optional(),
  cicd_catalog_enabled: flag('List the project in the CI/CD catalog').optional(),
  auto_cancel_pending_pipelines: oneOf(['enabled', 'disabled'], 'Cancel redundant pipelines').optional(),
  auto_devops_enabled: flag('Enable Auto DevOps').optional(),
  auto_devops_deploy_strategy: oneOf(
    ['continuous', 'manual', 'timed_incremental'],
    'Auto DevOps deployment strategy',
  ).optional(),
  resource_group_default_process_mode: oneOf(
    ['unordered', 'oldest_first', 'newest_first', 'newest_ready_first'],
    'Default process mode of resource groups',
  ).optional(),
  container_expiration_policy_attributes: anyObject('Cleanup policy of the container registry').optional(),
  merge_method: oneOf(['merge', 'rebase_merge', 'ff'], 'Merge method').optional(),
  squash_option: oneOf(
    ['never', 'always', 'default_on', 'default_off'],
    'Squash commits on merge',
  ).optional(),
  merge_pipelines_enabled: flag('Enable merged results pipelines (Premium)').optional(),
  merge_trains_enabled: flag('Enable merge trains (Premium)').optional(),
  merge_trains_skip_train_allowed: flag('Let merge trains be skipped (Premium)').optional(),
  allow_merge_on_skipped_pipeline: flag('Allow merging when the pipeline was skipped').optional(),
  only_allow_merge_if_pipeline_succeeds: flag('Merge only when the pipeline succeeded').optional(),
  only_allow_merge_if_all_discussions_are_resolved: flag(
    'Merge only when all threads are resolved',
  ).optional(),
  only_allow_merge_if_all_status_checks_passed: flag(
    'Merge only when status checks passed (Ultimate)',
  ).optional(),
  remove_source_branch_after_merge: flag('Delete the source branch by default on merge').optional(),
  resolve_outdated_diff_discussions: flag('Resolve threads on lines a push changed').optional(),
  printing_merge_request_link_enabled: flag('Print the merge request link on push').optional(),
  protect_merge_request_pipelines: flag('Protect merge request pipelines').optional(),
  autoclose_referenced_issues: flag('Close referenced issues on merge to the default branch').optional(),
  approvals_before_merge: integer('Approvals needed before merge (deprecated, Premium)').optional(),
  reviewer_assignment_strategy: oneOf(['disabled', 'code_owners'], 'How reviewers are assigned').optional(),
  merge_commit_template: text('Merge commit message template').optional(),
  squash_commit_template: text('Squash commit message template').optional(),
  suggestion_commit_message: text('Commit message for applied suggestions').optional(),
  issue_branch_template: text('Template of branch names created from issues').optional(),
  issues_template: text('Default issue description (Premium)').optional(),
  merge_requests_template: text('Default merge request description (Premium)').optional(),
  mr_default_title_template: text('Default merge request title').optional(),
  merge_request_title_regex: text('Regex merge request titles must match').optional(),
  merge_request_title_regex_description: text('What the title regex asks for, shown to authors').optional(),
  external_authorization_classification_label: text('External authorization label (Premium)').optional(),
};

const NOT_A_SETTING = 'not a project API setting';

/**
 * Settings the reference catalog offers that GitLab's project API does not declare, and why: GitLab would drop them
 * silently, so a call giving one is refused by name (the entries' `unsupported`) and nothing is written.
 */
export const UNDECLARED_SETTINGS = {
  operations_access_level: 'removed in GitLab 16.0',
  build_coverage_regex: 'removed in GitLab 15.0, set coverage in .gitlab-ci.yml',
  cicd_catalog_enabled: NOT_A_SETTING,
  protect_merge_request_pipelines: NOT_A_SETTING,
  reviewer_assignment_strategy: NOT_A_SETTING,
  mr_default_title_template: NOT_A_SETTING,
  auto_duo_code_review_enabled: NOT_A_SETTING,
  ci_display_pipeline_variables: NOT_A_SETTING,
};
