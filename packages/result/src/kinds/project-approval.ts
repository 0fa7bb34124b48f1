/** How a project's merge request rules show: its approval configuration and rules, and its target branch rules. */
import { defineKind } from './kind-spec.js';
import { PROJECT_NOT_FOUND } from './project.js';

/** GET /projects/:id/approvals (Premium). */
export const projectApprovalConfigKind = defineKind({
  name: 'project_approval_config',
  plural: { key: 'approval_configs', title: 'Approval Configurations' },
  empty: 'No approval configurations found.',
  heading: { template: 'Approval Configuration' },
  fields: [
    { label: 'Approvals Before Merge', path: 'approvals_before_merge', format: 'count' },
    { label: 'Reset Approvals on Push', path: 'reset_approvals_on_push', format: 'bool' },
    { label: 'Drop Only Code Owner Approvals', path: 'selective_code_owner_removals', format: 'bool' },
    {
      label: 'Rules Locked per Merge Request',
      path: 'disable_overriding_approvers_per_merge_request',
      format: 'bool',
    },
    { label: 'Author Can Approve', path: 'merge_requests_author_approval', format: 'bool' },
    {
      label: 'Committers Cannot Approve',
      path: 'merge_requests_disable_committers_approval',
      format: 'bool',
    },
    { label: 'Password to Approve', path: 'require_password_to_approve', format: 'bool' },
    { label: 'Reauthentication to Approve', path: 'require_reauthentication_to_approve', format: 'bool' },
  ],
  columns: [
    { label: 'Approvals Before Merge', path: 'approvals_before_merge', format: 'count' },
    { label: 'Reset Approvals on Push', path: 'reset_approvals_on_push', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** One project approval rule (Premium). */
export const projectApprovalRuleKind = defineKind({
  name: 'project_approval_rule',
  plural: { key: 'approval_rules', title: 'Approval Rules' },
  empty: 'No approval rules found.',
  heading: { template: 'Approval Rule: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Type', path: 'rule_type', format: 'text' },
    { label: 'Report Type', path: 'report_type', format: 'text' },
    { label: 'Approvals Required', path: 'approvals_required', format: 'count' },
    { label: 'Eligible Approvers', path: 'eligible_approvers', format: 'users' },
    { label: 'Groups', path: 'groups', format: 'list' },
    { label: 'All Protected Branches', path: 'applies_to_all_protected_branches', format: 'bool' },
    { label: 'Protected Branches', path: 'protected_branches', format: 'list' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Type', path: 'rule_type', format: 'text' },
    { label: 'Required', path: 'approvals_required', format: 'count' },
    { label: 'Eligible Approvers', path: 'eligible_approvers', format: 'users' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'approval rule',
    suggestions: [{ action: 'project.approval_rule_list', text: "list the project's approval rules" }],
  },
});

/** A target branch rule (GraphQL `ProjectTargetBranchRule`, Premium): new merge requests from matching branches target another branch. */
export const targetBranchRuleKind = defineKind({
  name: 'target_branch_rule',
  plural: { key: 'target_branch_rules', title: 'Target Branch Rules' },
  empty: 'No target branch rules found.',
  heading: { template: 'Target Branch Rule: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Target Branch', path: 'targetBranch', format: 'text' },
    { label: 'Created', path: 'createdAt', format: 'date' },
  ],
  columns: [
    { label: 'Source Branch Pattern', path: 'name', format: 'text' },
    { label: 'Target Branch', path: 'targetBranch', format: 'text' },
    { label: 'Created', path: 'createdAt', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'target branch rule',
    suggestions: [
      { action: 'project.target_branch_rule_list', text: "list the project's target branch rules" },
    ],
  },
});
