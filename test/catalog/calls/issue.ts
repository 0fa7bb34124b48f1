import { createHash } from 'node:crypto';
import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const issue41 = { ...project, issue_iid: 41 };
/** The seeded thread of issue #41 whose first note is 3006 (the sandbox names threads by a sha of their key). */
const thread = {
  ...issue41,
  discussion_id: createHash('sha1').update('discussion:issue41-a').digest('hex'),
};
const DONE = '✅ Action completed successfully.';

/** The issue domain beyond the first slice's list, get, create and update; issue #41 carries the seeded extras. */
export const issueCalls: CatalogCall[] = [
  { action: 'issue.list_all', params: { scope: 'all', per_page: 3 }, expect: '## Issues' },
  // The negated filters go to GitLab as its `not` hash (wire-names.ts); e2e/gitlab-negated-filters checks what
  // they leave out.
  {
    action: 'issue.list',
    params: { ...project, not_labels: ['bug'], per_page: 100 },
    expect: '[#35]',
  },
  {
    action: 'issue.list_group',
    params: { group_id: 'group', state: 'opened', per_page: 3 },
    expect: '## Issues',
  },
  {
    action: 'issue.get_by_id',
    params: { issue_id: 541 },
    expect: 'Issue #41: Login button misaligned on mobile',
  },
  {
    action: 'issue.work_item_get',
    params: { full_path: 'group/project', work_item_iid: 41 },
    expect: 'Issue #41: Login button misaligned on mobile',
  },
  {
    action: 'issue.work_item_get',
    params: { full_path: 'group/project', work_item_iid: 999 },
    expect: 'Work Item Not Found',
    isError: true,
  },
  {
    action: 'issue.work_item_type_list',
    params: { full_path: 'group/project' },
    expect: 'gid://gitlab/WorkItems::Type/5',
  },
  { action: 'issue.note_list', params: issue41, expect: 'I can reproduce this on Safari.' },
  { action: 'issue.note_get', params: { ...issue41, note_id: 3006 }, expect: 'Note #3006' },
  { action: 'issue.note_create', params: { ...issue41, body: 'Catalog note' }, expect: 'Catalog note' },
  {
    action: 'issue.note_update',
    params: { ...issue41, note_id: 3007, body: 'Edited by the catalog' },
    expect: 'Edited by the catalog',
  },
  { action: 'issue.participants', params: issue41, expect: '@bob' },
  { action: 'issue.note_delete', params: { ...issue41, note_id: 3007 }, expect: DONE },
  { action: 'issue.discussion_list', params: issue41, expect: '## Discussions' },
  { action: 'issue.discussion_get', params: thread, expect: 'I can reproduce this on Safari.' },
  {
    action: 'issue.discussion_create',
    params: { ...issue41, body: 'Catalog thread' },
    expect: 'Catalog thread',
  },
  {
    action: 'issue.discussion_add_note',
    params: { ...thread, body: 'Catalog reply' },
    expect: 'Catalog reply',
  },
  {
    action: 'issue.discussion_update_note',
    params: { ...thread, note_id: 3006, body: 'Reproduced on Safari 18' },
    expect: 'Reproduced on Safari 18',
  },
  { action: 'issue.link_list', params: issue41, expect: 'relates_to' },
  {
    action: 'issue.link_get',
    params: { ...issue41, issue_link_id: 7101 },
    expect: 'group/project#9',
  },
  {
    action: 'issue.link_create',
    params: { ...issue41, target_project_id: 'group/project', target_issue_iid: '40', link_type: 'blocks' },
    expect: 'blocks group/project#40',
  },
  { action: 'issue.link_delete', params: { ...issue41, issue_link_id: 7101 }, expect: 'relates_to' },
  { action: 'issue.mrs_related', params: { ...project, issue_iid: 31 }, expect: '!236' },
  { action: 'issue.mrs_closing', params: { ...project, issue_iid: 31 }, expect: '!236' },
  { action: 'issue.subscribe', params: { ...project, issue_iid: 1 }, expect: 'Issue #1' },
  { action: 'issue.unsubscribe', params: { ...project, issue_iid: 1 }, expect: 'Issue #1' },
  { action: 'issue.create_todo', params: { ...project, issue_iid: 1 }, expect: 'marked' },
  { action: 'issue.time_stats_get', params: issue41, expect: '**Estimate**: 3h' },
  { action: 'issue.time_estimate_set', params: { ...issue41, duration: '1d' }, expect: '**Estimate**: 1d' },
  { action: 'issue.time_estimate_reset', params: issue41, expect: '**Spent**: 30m' },
  { action: 'issue.spent_time_add', params: { ...issue41, duration: '2h' }, expect: '**Spent**: 2h 30m' },
  { action: 'issue.spent_time_reset', params: issue41, expect: '**Estimate (seconds)**: 0' },
  { action: 'issue.statistics_get', params: { scope: 'all' }, expect: '**Opened**:' },
  {
    action: 'issue.statistics_get_group',
    params: { group_id: 'group', scope: 'all' },
    expect: '**Closed**:',
  },
  { action: 'issue.statistics_get_project', params: project, expect: '**All**: 41' },
  { action: 'issue.emoji_issue_list', params: issue41, expect: 'thumbsup' },
  { action: 'issue.emoji_issue_get', params: { ...issue41, award_id: 7002 }, expect: 'eyes' },
  { action: 'issue.emoji_issue_create', params: { ...issue41, name: 'rocket' }, expect: 'rocket' },
  { action: 'issue.emoji_issue_delete', params: { ...issue41, award_id: 7002 }, expect: DONE },
  { action: 'issue.emoji_issue_note_list', params: { ...issue41, note_id: 3006 }, expect: 'thumbsup' },
  {
    action: 'issue.emoji_issue_note_get',
    params: { ...issue41, note_id: 3006, award_id: 7003 },
    expect: 'thumbsup',
  },
  {
    action: 'issue.emoji_issue_note_create',
    params: { ...issue41, note_id: 3006, name: 'tada' },
    expect: 'tada',
  },
  {
    action: 'issue.emoji_issue_note_delete',
    params: { ...issue41, note_id: 3006, award_id: 7003 },
    expect: DONE,
  },
  { action: 'issue.event_issue_label_list', params: issue41, expect: 'bug' },
  {
    action: 'issue.event_issue_label_get',
    params: { ...issue41, label_event_id: 7201 },
    expect: 'Label Event #7201',
  },
  { action: 'issue.event_issue_milestone_list', params: issue41, expect: 'v2.0' },
  {
    action: 'issue.event_issue_milestone_get',
    params: { ...issue41, milestone_event_id: 7202 },
    expect: 'Milestone Event #7202',
  },
  { action: 'issue.event_issue_state_list', params: { ...project, issue_iid: 1 }, expect: 'closed' },
  {
    action: 'issue.event_issue_state_get',
    params: { ...project, issue_iid: 1, state_event_id: 7203 },
    expect: 'State Event #7203',
  },
  { action: 'issue.event_issue_iteration_list', params: issue41, expect: 'Sprint 2' },
  {
    action: 'issue.event_issue_iteration_get',
    params: { ...issue41, iteration_event_id: 7204 },
    expect: 'Iteration Event #7204',
  },
  { action: 'issue.event_issue_weight_list', params: issue41, expect: '## Weight Events' },
  { action: 'issue.iteration_list_group', params: { group_id: 'group' }, expect: 'Sprint 1' },
  { action: 'issue.iteration_list_project', params: { ...project, state: 'current' }, expect: 'Sprint 2' },
  { action: 'issue.reorder', params: { ...project, issue_iid: 4, move_after_id: 505 }, expect: 'Issue #4' },
  {
    action: 'issue.move',
    params: { ...project, issue_iid: 3, to_project_id: 45 },
    expect: 'Store sessions server-side',
  },
  { action: 'issue.delete', params: { ...project, issue_iid: 5 }, expect: DONE },
  { action: 'issue.discussion_delete_note', params: { ...thread, note_id: 3006 }, expect: DONE },
];
