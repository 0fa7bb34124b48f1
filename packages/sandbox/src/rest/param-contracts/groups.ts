import type { ParamContract } from '../../http/param-contract.js';
import { instanceContracts } from './instance.js';
import {
  boolean,
  date,
  file,
  hash,
  integer,
  integerList,
  list,
  oneOf,
  required,
  sort,
  string,
} from './spec.js';

/*
 * doc/api/groups.md, "Create a group", "Update group attributes", "List a group's subgroups / descendant groups",
 * "List projects" / "List shared projects", "List shared groups", "List invited groups", "Share a group"; the
 * declarations they share are GitLab's `optional_params` (lib/api/helpers/groups_helpers.rb, with the Premium ones of
 * ee/lib/ee/api/helpers/groups_helpers.rb) and `group_list_params` (lib/api/groups.rb).
 */

const visibility = oneOf('private', 'internal', 'public');

/** The settings a group is created with and updated by. */
const groupSettings: ParamContract = {
  description: string,
  visibility,
  avatar: file,
  share_with_group_lock: boolean,
  require_two_factor_authentication: boolean,
  two_factor_grace_period: integer,
  project_creation_level: oneOf('noone', 'owner', 'maintainer', 'developer', 'administrator'),
  auto_devops_enabled: boolean,
  subgroup_creation_level: oneOf('owner', 'maintainer'),
  emails_disabled: boolean,
  emails_enabled: boolean,
  show_diff_preview_in_email: boolean,
  mentions_disabled: boolean,
  lfs_enabled: boolean,
  request_access_enabled: boolean,
  default_branch: string,
  // doc/api/groups.md, "Options for default_branch_protection": 0 to 4.
  default_branch_protection: { type: 'integer', values: ['0', '1', '2', '3', '4'] },
  default_branch_protection_defaults: hash,
  shared_runners_setting: oneOf(
    'enabled',
    'disabled_and_overridable',
    'disabled_and_unoverridable',
    'disabled_with_override',
  ),
  enabled_git_access_protocol: oneOf('ssh', 'http', 'all'),
  // Premium and Ultimate.
  membership_lock: boolean,
  ldap_cn: string,
  ldap_access: integer,
  shared_runners_minutes_limit: integer,
  extra_shared_runners_minutes_limit: integer,
  wiki_access_level: oneOf('disabled', 'private', 'enabled'),
  duo_availability: oneOf('default_on', 'default_off', 'never_on'),
  experiment_features_enabled: boolean,
};

/** "Update group attributes" only. */
const groupUpdateSettings: ParamContract = {
  prevent_sharing_groups_outside_hierarchy: boolean,
  lock_math_rendering_limits_enabled: boolean,
  math_rendering_limits_enabled: boolean,
  max_artifacts_size: integer,
  // Premium and Ultimate.
  file_template_project_id: integer,
  prevent_forking_outside_group: boolean,
  unique_project_download_limit: integer,
  unique_project_download_limit_interval_in_seconds: integer,
  unique_project_download_limit_allowlist: list,
  unique_project_download_limit_alertlist: integerList,
  auto_ban_user_on_excessive_projects_download: boolean,
  ip_restriction_ranges: string,
  allowed_email_domains_list: string,
  service_access_tokens_expiration_enforced: boolean,
  duo_features_enabled: boolean,
  lock_duo_features_enabled: boolean,
  web_based_commit_signing_enabled: boolean,
  // GitLab 18.4, behind the omniauth_step_up_auth_for_namespace flag; an empty string turns it off.
  step_up_auth_required_oauth_provider: string,
  only_allow_merge_if_pipeline_succeeds: boolean,
  allow_merge_on_skipped_pipeline: boolean,
  only_allow_merge_if_all_discussions_are_resolved: boolean,
  allow_personal_snippets: boolean,
};

// "List groups", "List a group's subgroups", "List a group's descendant groups": the same filters.
const groupListFilters = instanceContracts['GET /groups']!;

// "List shared groups" and "List invited groups" (a group's own sharing, lib/api/groups.rb).
const sharingFilters: ParamContract = {
  search: string,
  min_access_level: integer,
  with_custom_attributes: boolean,
};

/** "List projects" of a group and "List shared projects": the project filters a group's project lists share. */
const groupProjectFilters: ParamContract = {
  archived: boolean,
  visibility,
  search: string,
  order_by: oneOf('id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'star_count'),
  sort,
  simple: boolean,
  starred: boolean,
  with_issues_enabled: boolean,
  with_merge_requests_enabled: boolean,
  min_access_level: integer,
  with_custom_attributes: boolean,
};

export const groupContracts: Record<string, ParamContract> = {
  'POST /groups': {
    ...groupSettings,
    name: required(string),
    path: required(string),
    parent_id: integer,
    organization_id: integer,
  },
  'PUT /groups/:id': { ...groupSettings, ...groupUpdateSettings, name: string, path: string },
  'GET /groups/:id': { with_custom_attributes: boolean, with_projects: boolean },
  'GET /groups/:id/subgroups': groupListFilters,
  'GET /groups/:id/descendant_groups': groupListFilters,
  'GET /groups/:id/projects': {
    ...groupProjectFilters,
    // "List projects" of a group: the projects not archived nor pending deletion, and a topic (gitlab-org/gitlab#378188).
    active: boolean,
    topic: string,
    order_by: oneOf(
      'id',
      'name',
      'path',
      'created_at',
      'updated_at',
      'last_activity_at',
      'similarity',
      'star_count',
    ),
    owned: boolean,
    with_shared: boolean,
    include_subgroups: boolean,
    include_ancestor_groups: boolean,
    with_security_reports: boolean,
  },
  'GET /groups/:id/projects/shared': groupProjectFilters,
  'GET /groups/:id/groups/shared': {
    ...sharingFilters,
    skip_groups: integerList,
    visibility,
    order_by: oneOf('name', 'path', 'id', 'similarity'),
    sort,
  },
  'GET /groups/:id/invited_groups': {
    ...sharingFilters,
    relation: { ...list, values: ['direct', 'inherited'] },
  },
  'POST /groups/:id/share': {
    group_id: required(integer),
    group_access: required(integer),
    expires_at: date,
    member_role_id: integer,
  },
  // "Transfer a group": no target promotes the subgroup to a top-level group.
  'POST /groups/:id/transfer': { group_id: integer },
};
