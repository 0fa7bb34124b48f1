import { createHash } from 'node:crypto';
import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
/** The contract's MR, for reads only: its answers must stay as the contract shows them. */
const fixLogin = { ...project, merge_request_iid: 243 };
/** Merge requests this table opens for its writes: !246 (closes #3, mentions #4) and !247 (merged). */
const first = { ...project, merge_request_iid: 246 };
const second = { ...project, merge_request_iid: 247 };
/** The merged !242, which carries the seeded milestone and state events. */
const merged = { ...project, merge_request_iid: 242 };
/** main's first commit ('Initial commit'; the sandbox names commits by a sha of their key). */
const initialCommit = createHash('sha1').update('42:main-0').digest('hex');
const DONE = '✅ Action completed successfully.';

/** The merge_request domain, in an order where each write works on what the rows before it made. */
export const mergeRequestCalls: CatalogCall[] = [
  { action: 'merge_request.list_group', params: { group_id: 'group', state: 'opened' }, expect: '!243' },
  { action: 'merge_request.list_global', params: { scope: 'all', state: 'opened' }, expect: '!243' },
  { action: 'merge_request.commits', params: fixLogin, expect: '## Commits' },
  { action: 'merge_request.pipelines', params: fixLogin, expect: '#1207' },
  { action: 'merge_request.participants', params: fixLogin, expect: '@alice' },
  { action: 'merge_request.reviewers', params: fixLogin, expect: '@bob' },
  { action: 'merge_request.approval_config', params: fixLogin, expect: 'Approvals of MR !243' },
  { action: 'merge_request.approval_state', params: fixLogin, expect: 'Approval State' },
  { action: 'merge_request.time_stats', params: fixLogin, expect: 'Time Tracking' },
  {
    action: 'branch.create',
    params: { ...project, branch_name: 'mr-domain/one', ref: 'feature/fix-login' },
    expect: 'mr-domain/one',
  },
  {
    action: 'branch.create',
    params: { ...project, branch_name: 'mr-domain/two', ref: 'feature/fix-login' },
    expect: 'mr-domain/two',
  },
  {
    action: 'merge_request.create',
    params: {
      ...project,
      source_branch: 'mr-domain/one',
      target_branch: 'main',
      title: 'Merge request domain test',
      description: 'Closes #3, and see #4.',
    },
    expect: 'MR !246: Merge request domain test',
  },
  {
    action: 'merge_request.create',
    params: { ...project, source_branch: 'mr-domain/two', target_branch: 'main', title: 'Second test' },
    expect: 'MR !247: Second test',
  },
  {
    action: 'merge_request.update',
    params: { ...first, add_labels: ['triage'], reviewer_ids: [3] },
    expect: 'triage',
  },
  { action: 'merge_request.issues_closed', params: first, expect: '#3' },
  { action: 'merge_request.related_issues', params: first, expect: '#4' },
  { action: 'merge_request.create_pipeline', params: first, expect: 'Pipeline #' },
  { action: 'merge_request.approve', params: first, expect: '**Approved**: ✅' },
  // Approving again: GitLab answers 401, and the approvals are read back instead.
  { action: 'merge_request.approve', params: first, expect: '**You Approved**: ✅' },
  { action: 'merge_request.unapprove', params: first, expect: '**Approved**: ❌' },
  { action: 'merge_request.approval_reset', params: first, expect: '401', isError: true },
  { action: 'merge_request.unsubscribe', params: first, expect: 'MR !246' },
  // Subscribing a subscribed user: GitLab answers 304, and the merge request is read back instead.
  { action: 'merge_request.subscribe', params: fixLogin, expect: 'MR !243: Fix login bug' },
  { action: 'merge_request.subscribe', params: first, expect: 'MR !246' },
  { action: 'merge_request.create_todo', params: first, expect: 'To-Do #' },
  { action: 'merge_request.time_estimate_set', params: { ...first, duration: '3h30m' }, expect: '3h 30m' },
  {
    action: 'merge_request.spent_time_add',
    params: { ...first, duration: '1h', summary: 'Review' },
    expect: '**Spent**: 1h',
  },
  { action: 'merge_request.spent_time_reset', params: first, expect: '**Estimate**: 3h 30m' },
  { action: 'merge_request.time_estimate_reset', params: first, expect: 'Time Tracking' },
  {
    action: 'merge_request.approval_rule_create',
    params: { ...first, name: 'Security', approvals_required: 1, user_ids: [3] },
    expect: 'Approval Rule: Security',
  },
  { action: 'merge_request.approval_rules', params: first, expect: 'Security' },
  {
    action: 'merge_request.approval_rule_update',
    params: { ...first, approval_rule_id: 701, approvals_required: 2 },
    expect: '**Approvals Required**: 2',
  },
  { action: 'merge_request.approval_rule_delete', params: { ...first, approval_rule_id: 701 }, expect: DONE },
  {
    action: 'merge_request.approval_settings_project_get',
    params: project,
    expect: '**Author Can Approve**: ❌',
  },
  {
    action: 'merge_request.approval_settings_project_update',
    params: { ...project, allow_author_approval: true },
    expect: '**Author Can Approve**: ✅',
  },
  {
    action: 'merge_request.approval_settings_group_get',
    params: { group_id: 'group' },
    expect: '**Keep Approvals on Push**: ✅',
  },
  {
    action: 'merge_request.approval_settings_group_update',
    params: { group_id: 'group', retain_approvals_on_push: false },
    expect: '**Keep Approvals on Push**: ❌',
  },
  {
    action: 'merge_request.dependency_create',
    params: { ...first, blocking_merge_request_id: 9245 },
    expect: 'waits for !245',
  },
  { action: 'merge_request.dependencies_list', params: first, expect: 'group/project!245' },
  {
    action: 'merge_request.dependency_delete',
    params: { ...first, blocking_merge_request_id: 9245 },
    expect: DONE,
  },
  {
    action: 'merge_request.context_commits_create',
    params: { ...first, commits: [initialCommit] },
    expect: 'Initial commit',
  },
  { action: 'merge_request.context_commits_list', params: first, expect: 'Initial commit' },
  {
    action: 'merge_request.context_commits_delete',
    params: { ...first, commits: [initialCommit] },
    expect: DONE,
  },
  { action: 'merge_request.emoji_mr_list', params: fixLogin, expect: 'thumbsup' },
  {
    action: 'merge_request.emoji_mr_get',
    params: { ...fixLogin, award_id: 5001 },
    expect: 'Emoji Reaction #5001',
  },
  { action: 'merge_request.emoji_mr_create', params: { ...first, name: 'tada' }, expect: 'tada' },
  { action: 'merge_request.emoji_mr_delete', params: { ...first, award_id: 5005 }, expect: DONE },
  { action: 'merge_request.emoji_mr_note_list', params: { ...fixLogin, note_id: 3002 }, expect: 'eyes' },
  {
    action: 'merge_request.emoji_mr_note_get',
    params: { ...fixLogin, note_id: 3002, award_id: 5002 },
    expect: 'Emoji Reaction #5002',
  },
  {
    action: 'merge_request.emoji_mr_note_create',
    params: { ...fixLogin, note_id: 3002, name: 'rocket' },
    expect: 'rocket',
  },
  {
    action: 'merge_request.emoji_mr_note_delete',
    params: { ...fixLogin, note_id: 3002, award_id: 5006 },
    expect: DONE,
  },
  { action: 'merge_request.event_mr_label_list', params: fixLogin, expect: 'bug' },
  {
    action: 'merge_request.event_mr_label_get',
    params: { ...fixLogin, label_event_id: 4001 },
    expect: 'Label Event #4001',
  },
  { action: 'merge_request.event_mr_milestone_list', params: merged, expect: '## Milestone Events' },
  {
    action: 'merge_request.event_mr_milestone_get',
    params: { ...merged, milestone_event_id: 4002 },
    expect: 'Milestone Event #4002',
  },
  { action: 'merge_request.event_mr_state_list', params: merged, expect: 'merged' },
  {
    action: 'merge_request.event_mr_state_get',
    params: { ...merged, state_event_id: 4003 },
    expect: 'State Event #4003',
  },
  { action: 'merge_request.rebase', params: first, expect: 'Rebase started' },
  { action: 'merge_request.merge', params: { ...first, auto_merge: true }, expect: 'MR !246' },
  { action: 'merge_request.cancel_auto_merge', params: first, expect: 'MR !246' },
  { action: 'merge_request.merge', params: second, expect: 'merged' },
  // Merging again answers the merged merge request; a blocked one is refused with the state GitLab reported.
  { action: 'merge_request.merge', params: second, expect: 'MR !247: Second test' },
  {
    action: 'merge_request.merge',
    params: { ...project, merge_request_iid: 237 },
    expect: 'detailed_merge_status ci_must_pass',
    isError: true,
  },
  { action: 'merge_request.delete', params: first, expect: DONE },
];
