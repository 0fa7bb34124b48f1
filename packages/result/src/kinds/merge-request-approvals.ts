/** How a merge request's approvals show: the summary GitLab gives, its rules, and who approved. */
import { defineKind } from './kind-spec.js';

const APPROVALS_NOT_FOUND = {
  subject: 'merge request',
  suggestions: [
    { action: 'merge_request.list', text: "list the project's merge requests" },
    { text: 'Use the IID shown after ! (project-scoped), not the global ID' },
  ],
};

/** One entry of `approved_by`: `{ user, approved_at }`. */
export const mergeRequestApproverKind = defineKind({
  name: 'merge_request_approver',
  plural: { key: 'approvers', title: 'Approvers' },
  empty: 'No approvers found.',
  heading: { template: 'Approved by @{user.username}' },
  fields: [
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Approved', path: 'approved_at', format: 'date' },
  ],
  columns: [
    { label: 'User', path: 'user', format: 'user', link: 'user.web_url' },
    { label: 'Approved', path: 'approved_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: APPROVALS_NOT_FOUND,
});

/** `GET …/approvals` (and what approve/unapprove answer): approved or not, required, left, who. */
export const mergeRequestApprovalsKind = defineKind({
  name: 'merge_request_approvals',
  plural: { key: 'approvals', title: 'Approvals' },
  empty: 'No approvals found.',
  heading: { status: { path: 'state', format: 'state' }, template: 'Approvals of MR !{iid}: {title}' },
  fields: [
    { label: 'Approved', path: 'approved', format: 'bool' },
    { label: 'Approvals Required', path: 'approvals_required', format: 'count' },
    { label: 'Approvals Left', path: 'approvals_left', format: 'count' },
    { label: 'You Approved', path: 'user_has_approved', format: 'bool' },
    { label: 'You Can Approve', path: 'user_can_approve', format: 'bool' },
    { label: 'Password Required', path: 'require_password_to_approve', format: 'warning' },
    { label: 'Merge Status', path: 'merge_status', format: 'text' },
  ],
  columns: [
    { label: 'IID', path: 'iid', format: 'count', prefix: '!' },
    { label: 'Approved', path: 'approved', format: 'bool' },
    { label: 'Approvals Left', path: 'approvals_left', format: 'count' },
  ],
  longText: [],
  nested: [{ label: 'Approved By', path: 'approved_by', kind: 'merge_request_approver' }],
  notFound: APPROVALS_NOT_FOUND,
});

/** One approval rule of a merge request, as `approval_state` and `approval_rules` send it. */
export const mergeRequestApprovalRuleKind = defineKind({
  name: 'merge_request_approval_rule',
  plural: { key: 'approval_rules', title: 'Approval Rules' },
  empty: 'No approval rules found.',
  heading: { template: 'Approval Rule: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Type', path: 'rule_type', format: 'text' },
    { label: 'Approvals Required', path: 'approvals_required', format: 'count' },
    { label: 'Approved', path: 'approved', format: 'bool' },
    { label: 'Eligible Approvers', path: 'eligible_approvers', format: 'users' },
    { label: 'Approved By', path: 'approved_by', format: 'users' },
    { label: 'Groups', path: 'groups', format: 'list' },
    { label: 'Overridden', path: 'overridden', format: 'bool' },
    { label: 'Project Rule', path: 'source_rule.approvals_required', format: 'count', suffix: ' required' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Type', path: 'rule_type', format: 'text' },
    { label: 'Required', path: 'approvals_required', format: 'count' },
    { label: 'Eligible Approvers', path: 'eligible_approvers', format: 'users' },
    { label: 'Approved', path: 'approved', format: 'bool' },
    { label: 'Approved By', path: 'approved_by', format: 'users' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'approval rule',
    suggestions: [
      { action: 'merge_request.approval_rules', text: "list the merge request's approval rules" },
    ],
  },
});

/** `GET …/approval_state`: whether the rules were overridden for this merge request, and each rule's state. */
export const mergeRequestApprovalStateKind = defineKind({
  name: 'merge_request_approval_state',
  plural: { key: 'approval_states', title: 'Approval States' },
  empty: 'No approval states found.',
  heading: { template: 'Approval State' },
  fields: [
    { label: 'Approved', path: 'approved', format: 'bool' },
    { label: 'Rules Overridden', path: 'approval_rules_overwritten', format: 'bool' },
  ],
  columns: [
    { label: 'Approved', path: 'approved', format: 'bool' },
    { label: 'Rules Overridden', path: 'approval_rules_overwritten', format: 'bool' },
  ],
  longText: [],
  nested: [{ label: 'Rules', path: 'rules', kind: 'merge_request_approval_rule' }],
  notFound: APPROVALS_NOT_FOUND,
});

/** A project's or group's approval settings: each `{ value, locked, inherited_from }`. */
export const mergeRequestApprovalSettingsKind = defineKind({
  name: 'merge_request_approval_settings',
  plural: { key: 'approval_settings', title: 'Approval Settings' },
  empty: 'No approval settings found.',
  heading: { template: 'Merge Request Approval Settings' },
  fields: [
    { label: 'Author Can Approve', path: 'allow_author_approval.value', format: 'bool' },
    { label: 'Committers Can Approve', path: 'allow_committer_approval.value', format: 'bool' },
    {
      label: 'Rules Editable per Merge Request',
      path: 'allow_overrides_to_approver_list_per_merge_request.value',
      format: 'bool',
    },
    { label: 'Keep Approvals on Push', path: 'retain_approvals_on_push.value', format: 'bool' },
    { label: 'Drop Only Code Owner Approvals', path: 'selective_code_owner_removals.value', format: 'bool' },
    { label: 'Password to Approve', path: 'require_password_to_approve.value', format: 'bool' },
    {
      label: 'Reauthentication to Approve',
      path: 'require_reauthentication_to_approve.value',
      format: 'bool',
    },
  ],
  columns: [
    { label: 'Author Can Approve', path: 'allow_author_approval.value', format: 'bool' },
    { label: 'Keep Approvals on Push', path: 'retain_approvals_on_push.value', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'approval settings',
    suggestions: [{ text: 'Approval settings need GitLab Premium or Ultimate' }],
  },
});
