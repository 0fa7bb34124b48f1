import type { ParamContract } from '../../http/param-contract.js';
import { boolean, hashList, integer, integerList, list, oneOf, required, sort, string } from './spec.js';

/*
 * How work moves: doc/api/project_badges.md and group_badges.md, doc/api/boards.md and group_boards.md,
 * doc/api/merge_request_approvals.md, doc/api/merge_request_approval_settings.md, doc/api/feature_flags.md,
 * doc/api/feature_flag_user_lists.md, doc/api/merge_trains.md, the time tracking and reordering of doc/api/issues.md
 * and merge_requests.md; declared in GitLab's lib/api/badges.rb, boards.rb (with boards_responses.rb),
 * ee/lib/api/merge_request_approval_rules.rb and project_approval_rules.rb, feature_flags.rb,
 * feature_flags_user_lists.rb, ee/lib/api/merge_trains.rb and the TimeTrackingEndpoints concern.
 */

const badge: ParamContract = { link_url: string, image_url: string, name: string };

// "Update an issue board": its scope (Premium) and which fixed lists it hides.
const boardScope: ParamContract = {
  name: string,
  assignee_id: integer,
  milestone_id: integer,
  labels: list,
  weight: integer,
  hide_backlog_list: boolean,
  hide_closed_list: boolean,
};

// "Create a board list": one of a label, an assignee, a milestone or an iteration.
const boardList: ParamContract = {
  label_id: integer,
  assignee_id: integer,
  milestone_id: integer,
  iteration_id: integer,
};

// "Update approval rules": who approves, how many, on which branches.
const approvalRule: ParamContract = {
  name: string,
  approvals_required: integer,
  user_ids: integerList,
  group_ids: integerList,
  usernames: list,
  protected_branch_ids: integerList,
  applies_to_all_protected_branches: boolean,
};

const mergeRequestApprovalRule: ParamContract = {
  name: string,
  approvals_required: integer,
  user_ids: integerList,
  group_ids: integerList,
  usernames: list,
};

// doc/api/merge_request_approval_settings.md.
const approvalSettings: ParamContract = {
  allow_author_approval: boolean,
  allow_committer_approval: boolean,
  allow_overrides_to_approver_list_per_merge_request: boolean,
  retain_approvals_on_push: boolean,
  require_password_to_approve: boolean,
  require_reauthentication_to_approve: boolean,
};

const featureFlag: ParamContract = { description: string, active: boolean, strategies: hashList };

// "Add spent time", "Set a time estimate": a duration in GitLab's human format (`3h30m`).
const timeSpent: ParamContract = { duration: required(string), summary: string };
const timeEstimate: ParamContract = { duration: required(string) };

export const workflowContracts: Record<string, ParamContract> = {
  'GET /projects/:id/badges': { name: string },
  'GET /groups/:id/badges': { name: string },
  'POST /projects/:id/badges': { ...badge, link_url: required(string), image_url: required(string) },
  'POST /groups/:id/badges': { ...badge, link_url: required(string), image_url: required(string) },
  'PUT /projects/:id/badges/:badge_id': badge,
  'PUT /groups/:id/badges/:badge_id': badge,
  'GET /projects/:id/badges/render': { link_url: required(string), image_url: required(string) },
  'GET /groups/:id/badges/render': { link_url: required(string), image_url: required(string) },
  'POST /projects/:id/boards': { name: required(string) },
  'POST /groups/:id/boards': { name: required(string) },
  'PUT /projects/:id/boards/:board_id': boardScope,
  'PUT /groups/:id/boards/:board_id': boardScope,
  'POST /projects/:id/boards/:board_id/lists': boardList,
  'POST /groups/:id/boards/:board_id/lists': boardList,
  'PUT /projects/:id/boards/:board_id/lists/:list_id': { position: required(integer) },
  'PUT /groups/:id/boards/:board_id/lists/:list_id': { position: required(integer) },
  // "Change configuration" of a project's approvals.
  'POST /projects/:id/approvals': {
    approvals_before_merge: integer,
    reset_approvals_on_push: boolean,
    disable_overriding_approvers_per_merge_request: boolean,
    merge_requests_author_approval: boolean,
    merge_requests_disable_committers_approval: boolean,
    require_password_to_approve: boolean,
    require_reauthentication_to_approve: boolean,
    selective_code_owner_removals: boolean,
  },
  'POST /projects/:id/approval_rules': {
    ...approvalRule,
    name: required(string),
    approvals_required: required(integer),
    rule_type: oneOf('any_approver', 'regular', 'report_approver'),
    report_type: string,
  },
  'PUT /projects/:id/approval_rules/:rule_id': { ...approvalRule, remove_hidden_groups: boolean },
  'POST /projects/:id/merge_requests/:merge_request_iid/approval_rules': {
    ...mergeRequestApprovalRule,
    name: required(string),
    approvals_required: required(integer),
    approval_project_rule_id: integer,
  },
  'PUT /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id': {
    ...mergeRequestApprovalRule,
    remove_hidden_groups: boolean,
  },
  'PUT /projects/:id/merge_request_approval_setting': {
    ...approvalSettings,
    selective_code_owner_removals: boolean,
  },
  'PUT /groups/:id/merge_request_approval_setting': approvalSettings,
  'GET /projects/:id/feature_flags': { scope: oneOf('enabled', 'disabled') },
  'POST /projects/:id/feature_flags': {
    ...featureFlag,
    name: required(string),
    version: oneOf('new_version_flag'),
  },
  'PUT /projects/:id/feature_flags/:feature_flag_name': { ...featureFlag, name: string },
  'GET /projects/:id/feature_flags_user_lists': { search: string },
  'POST /projects/:id/feature_flags_user_lists': { name: required(string), user_xids: required(string) },
  'PUT /projects/:id/feature_flags_user_lists/:iid': { name: string, user_xids: string },
  'GET /projects/:id/merge_trains': { scope: oneOf('active', 'complete'), sort },
  'POST /projects/:id/merge_trains/merge_requests/:merge_request_iid': {
    when_pipeline_succeeds: boolean,
    auto_merge: boolean,
    sha: string,
    squash: boolean,
  },
  'PUT /projects/:id/issues/:issue_iid/reorder': { move_after_id: integer, move_before_id: integer },
  'POST /projects/:id/issues/:issue_iid/add_spent_time': timeSpent,
  'POST /projects/:id/merge_requests/:merge_request_iid/add_spent_time': timeSpent,
  'POST /projects/:id/issues/:issue_iid/time_estimate': timeEstimate,
  'POST /projects/:id/merge_requests/:merge_request_iid/time_estimate': timeEstimate,
};
