import {
  anyObject,
  flag,
  integer,
  integerList,
  offsetPaging,
  oneOf,
  sortDirection,
  text,
  textList,
} from '../../params.js';
import { common } from '../../common-params.js';

/** Who may do something in a group, in GitLab's words. */
const creationLevel = oneOf(['noone', 'maintainer', 'developer', 'administrator'], 'Who may create projects');

/** Filters of GitLab's group lists (`GET /groups`, `GET /groups/:id/descendant_groups`), and their paging. */
export const groupListFilters = {
  ...common(
    'search',
    'visibility',
    'archived',
    'owned',
    'statistics',
    'with_custom_attributes',
    'min_access_level',
  ),
  active: flag('Only groups that are neither archived nor marked for deletion').optional(),
  all_available: flag('All groups you can see, not only those you belong to (default for admins)').optional(),
  custom_attributes: anyObject(
    'Only groups with these custom attributes, key → value (admins only)',
  ).optional(),
  marked_for_deletion_on: text('Only groups marked for deletion on this date (YYYY-MM-DD)').optional(),
  repository_storage: text('Only groups on this repository storage (admins only)').optional(),
  skip_groups: integerList('Leave out these group IDs').optional(),
  top_level_only: flag('Only top-level groups, no subgroups').optional(),
  order_by: oneOf(['name', 'path', 'id', 'similarity'], 'Order by (similarity needs search)').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/** Settings a group takes both when created and when updated (https://docs.gitlab.com/api/groups/#create-a-group). */
export const groupSettings = {
  ...common('description', 'visibility'),
  allow_personal_snippets: flag(
    'Allow personal snippets for enterprise users (Premium; update only)',
  ).optional(),
  auto_ban_user_on_excessive_projects_download: flag(
    'Ban users who download more projects than the limit (Ultimate; update only)',
  ).optional(),
  auto_devops_enabled: flag('Default Auto DevOps for projects in the group').optional(),
  crm_enabled: flag('Enable customer relations').optional(),
  default_branch: text('Default branch name of new projects').optional(),
  default_branch_protection: integer(
    'Default branch protection, 0–4 (deprecated: use the defaults object)',
  ).optional(),
  default_branch_protection_defaults: anyObject(
    'Default branch protection: allowed_to_push, allow_force_push, allowed_to_merge, developer_can_initial_push',
  ).optional(),
  duo_availability: oneOf(['default_on', 'default_off', 'never_on'], 'GitLab Duo availability').optional(),
  emails_disabled: flag('Disable emails (deprecated: use emails_enabled)').optional(),
  emails_enabled: flag('Send notification emails').optional(),
  enabled_git_access_protocol: oneOf(['ssh', 'http', 'all'], 'Git access protocols allowed').optional(),
  experiment_features_enabled: flag('Enable experiment features (Premium)').optional(),
  extra_shared_runners_minutes_limit: integer('Extra compute minutes (admins only)').optional(),
  lfs_enabled: flag('Enable Git LFS for projects in the group').optional(),
  math_rendering_limits_enabled: flag('Limit math rendering in Markdown (update only)').optional(),
  membership_lock: flag('Prevent adding members to projects of the group (Premium)').optional(),
  mentions_disabled: flag('Disable @group mentions').optional(),
  project_creation_level: creationLevel.optional(),
  request_access_enabled: flag('Let users request access').optional(),
  require_two_factor_authentication: flag('Require 2FA of all members').optional(),
  share_with_group_lock: flag('Prevent sharing projects of the group with other groups').optional(),
  shared_runners_minutes_limit: integer('Compute minutes limit (admins only)').optional(),
  subgroup_creation_level: oneOf(['owner', 'maintainer'], 'Who may create subgroups').optional(),
  two_factor_grace_period: integer('Hours before 2FA is enforced').optional(),
  unique_project_download_limit: integer(
    'Projects a user may download in the interval before a ban (Ultimate; update only)',
  ).optional(),
  unique_project_download_limit_alertlist: integerList(
    'User IDs emailed when the download limit is hit (update only)',
  ).optional(),
  unique_project_download_limit_allowlist: textList(
    'Usernames exempt from the download limit (update only)',
  ).optional(),
  unique_project_download_limit_interval_in_seconds: integer(
    'Interval of the download limit, in seconds (update only)',
  ).optional(),
  web_based_commit_signing_enabled: flag('Sign commits made in the web UI (update only)').optional(),
  wiki_access_level: oneOf(['disabled', 'private', 'enabled'], 'Group wiki access (Premium)').optional(),
};

/** A setting the reference catalog gives a group but GitLab's group API does not declare, on create or update. */
export const GROUP_UNDECLARED_SETTINGS = { crm_enabled: 'not a group API setting' };

/**
 * Settings of groupSettings GitLab takes only on update (doc/api/groups.md, "Update group attributes"): its create
 * would drop them, so group.create refuses them.
 */
export const GROUP_UPDATE_ONLY_SETTINGS = {
  ...GROUP_UNDECLARED_SETTINGS,
  ...Object.fromEntries(
    [
      'allow_personal_snippets',
      'auto_ban_user_on_excessive_projects_download',
      'math_rendering_limits_enabled',
      'unique_project_download_limit',
      'unique_project_download_limit_alertlist',
      'unique_project_download_limit_allowlist',
      'unique_project_download_limit_interval_in_seconds',
      'web_based_commit_signing_enabled',
    ].map((name) => [name, 'GitLab takes it when a group is updated, not created']),
  ),
};

/** Settings only an existing group takes. */
export const groupUpdateSettings = {
  name: text('New group name').optional(),
  path: text('New URL path of the group').optional(),
  allow_merge_on_skipped_pipeline: flag('Allow merging when the pipeline was skipped').optional(),
  allowed_email_domains_list: text('Comma-separated email domains members must use (Premium)').optional(),
  duo_features_enabled: flag('Enable GitLab Duo features').optional(),
  file_template_project_id: integer('Project holding custom file templates (Premium)').optional(),
  ip_restriction_ranges: text('Comma-separated IP ranges allowed to reach the group (Premium)').optional(),
  lock_duo_features_enabled: flag('Enforce the Duo setting on all subgroups').optional(),
  lock_math_rendering_limits_enabled: flag('Enforce the math rendering limit on all subgroups').optional(),
  max_artifacts_size: integer('Maximum job artifacts size, in MB').optional(),
  only_allow_merge_if_all_discussions_are_resolved: flag(
    'Merge only when all threads are resolved',
  ).optional(),
  only_allow_merge_if_pipeline_succeeds: flag('Merge only when the pipeline succeeded').optional(),
  prevent_forking_outside_group: flag('Prevent forking projects outside the group (Premium)').optional(),
  prevent_sharing_groups_outside_hierarchy: flag(
    'Prevent inviting groups from outside the hierarchy',
  ).optional(),
  shared_runners_setting: oneOf(
    ['enabled', 'disabled_and_overridable', 'disabled_and_unoverridable'],
    'Instance runners for the group and its subgroups',
  ).optional(),
  step_up_auth_required_oauth_provider: text('OAuth provider required for step-up authentication').optional(),
};

/** The order and paging of a short list under a group. */
export const groupSubListPaging = {
  order_by: text('Field to order by').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/** What a not-found card says was asked for. */
export const inGroup = (args: { group_id: string }) => `group ${args.group_id}`;
