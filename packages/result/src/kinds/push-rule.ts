import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** The push rule of a project or a group (https://docs.gitlab.com/api/project_push_rules/). */
export const pushRuleKind = defineKind({
  name: 'push_rule',
  plural: { key: 'push_rules', title: 'Push Rules' },
  empty: 'No push rules found.',
  heading: { template: 'Push Rule' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
    { label: 'Commit Message Must Match', path: 'commit_message_regex', format: 'code' },
    { label: 'Commit Message Must Not Match', path: 'commit_message_negative_regex', format: 'code' },
    { label: 'Branch Name Must Match', path: 'branch_name_regex', format: 'code' },
    { label: 'Author Email Must Match', path: 'author_email_regex', format: 'code' },
    { label: 'Forbidden File Names', path: 'file_name_regex', format: 'code' },
    { label: 'Max File Size (MB)', path: 'max_file_size', format: 'count' },
    { label: 'Deny Deleting Tags', path: 'deny_delete_tag', format: 'bool' },
    { label: 'Authors Must Be Members', path: 'member_check', format: 'bool' },
    { label: 'Prevent Secrets', path: 'prevent_secrets', format: 'bool' },
    { label: 'Committer Email Check', path: 'commit_committer_check', format: 'bool' },
    { label: 'Committer Name Check', path: 'commit_committer_name_check', format: 'bool' },
    { label: 'Reject Unsigned Commits', path: 'reject_unsigned_commits', format: 'bool' },
    { label: 'Reject Non-DCO Commits', path: 'reject_non_dco_commits', format: 'bool' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Commit Message Must Match', path: 'commit_message_regex', format: 'code' },
    { label: 'Branch Name Must Match', path: 'branch_name_regex', format: 'code' },
    { label: 'Prevent Secrets', path: 'prevent_secrets', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'push rule',
    suggestions: [
      { action: 'project.push_rule_add', text: 'add a push rule to the project' },
      { action: 'group.push_rule_add', text: 'add a push rule to the group' },
    ],
  },
});
