/**
 * GitLab objects with exactly the facts of output-format.es.txt's examples, shaped as GitLab sends them (nulls,
 * empty lists and all), so the examples come out string for string. The sandbox seeds the same facts.
 */
import type { ListResult, ObjectResult, Result } from '../result.js';
import type { RenderOptions } from '../render-result.js';

/** The dynamic surface's wording of a canonical action ID (OF-21). */
export const DYNAMIC: RenderOptions = {
  describeAction: (id) => `action '${id}'`,
  codexCompat: false,
  embedResources: true,
};

const BASE = 'https://gitlab.example.com/group/project';

function branch(
  name: string,
  flags: { protected: boolean; default: boolean; push: boolean; merge: boolean },
) {
  return {
    name,
    merged: false,
    protected: flags.protected,
    default: flags.default,
    web_url: `${BASE}/-/tree/${name}`,
    can_push: true,
    developers_can_push: flags.push,
    developers_can_merge: flags.merge,
  };
}

export const BRANCHES = [
  branch('main', { protected: true, default: true, push: false, merge: true }),
  branch('develop', { protected: true, default: false, push: true, merge: true }),
  branch('feature/login', { protected: false, default: false, push: false, merge: false }),
];

/** branch.list, page 1 of 15 with three per page (OF-60). */
export const BRANCH_LIST: ListResult = {
  kind: 'list',
  objectKind: 'branch',
  key: 'branches',
  items: BRANCHES,
  contentType: 'list',
  pagination: {
    style: 'offset',
    totals: 'exact',
    block: {
      page: 1,
      per_page: 3,
      total_items: 45,
      total_pages: 15,
      next_page: 2,
      prev_page: 0,
      has_more: true,
    },
  },
  nextSteps: [
    { action: 'branch.get', text: 'see one branch in full' },
    { action: 'branch.create', text: 'create a new branch' },
    { action: 'branch.protect', text: 'protect a branch' },
  ],
  notes: [],
};

const alice = {
  id: 1,
  username: 'alice',
  name: 'Alice',
  state: 'active',
  avatar_url: null,
  web_url: 'https://gitlab.example.com/alice',
};
const bob = {
  id: 2,
  username: 'bob',
  name: 'Bob',
  state: 'active',
  avatar_url: null,
  web_url: 'https://gitlab.example.com/bob',
};

/** MR !243 as GitLab's single merge request endpoint sends it. */
export const MERGE_REQUEST = {
  id: 1243,
  iid: 243,
  project_id: 42,
  title: 'Fix login bug',
  description: '',
  state: 'opened',
  created_at: '2025-03-15T10:30:00Z',
  updated_at: '2025-03-15T10:30:00Z',
  merged_by: null,
  merge_user: null,
  merged_at: null,
  closed_by: null,
  closed_at: null,
  target_branch: 'main',
  source_branch: 'feature/fix-login',
  user_notes_count: 2,
  upvotes: 0,
  downvotes: 0,
  author: alice,
  assignees: [],
  assignee: null,
  reviewers: [bob],
  source_project_id: 42,
  target_project_id: 42,
  labels: ['bug'],
  draft: false,
  work_in_progress: false,
  milestone: null,
  merge_when_pipeline_succeeds: false,
  merge_status: 'can_be_merged',
  detailed_merge_status: 'mergeable',
  sha: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0',
  merge_commit_sha: null,
  squash_commit_sha: null,
  discussion_locked: null,
  should_remove_source_branch: null,
  force_remove_source_branch: true,
  references: { short: '!243', relative: '!243', full: 'group/project!243' },
  web_url: `${BASE}/-/merge_requests/243`,
  time_stats: {
    time_estimate: 0,
    total_time_spent: 0,
    human_time_estimate: null,
    human_total_time_spent: null,
  },
  squash: false,
  task_completion_status: { count: 0, completed_count: 0 },
  has_conflicts: false,
  blocking_discussions_resolved: true,
  subscribed: true,
  changes_count: '3',
  head_pipeline: {
    id: 1207,
    iid: 7,
    project_id: 42,
    sha: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0',
    ref: 'feature/fix-login',
    status: 'success',
    source: 'merge_request_event',
    created_at: '2025-03-15T10:31:00Z',
    updated_at: '2025-03-15T10:40:00Z',
    web_url: `${BASE}/-/pipelines/1207`,
  },
};

/** Issue #42 as issue.create answers it. */
export const ISSUE = {
  id: 1042,
  iid: 42,
  project_id: 42,
  title: 'Fix the login page',
  description: null,
  state: 'opened',
  created_at: '2025-03-21T09:00:00Z',
  updated_at: '2025-03-21T09:00:00Z',
  closed_at: null,
  closed_by: null,
  labels: [],
  milestone: null,
  assignees: [],
  assignee: null,
  author: alice,
  type: 'ISSUE',
  user_notes_count: 0,
  merge_requests_count: 0,
  upvotes: 0,
  downvotes: 0,
  due_date: null,
  confidential: false,
  discussion_locked: null,
  issue_type: 'issue',
  web_url: `${BASE}/-/issues/42`,
  time_stats: {
    time_estimate: 0,
    total_time_spent: 0,
    human_time_estimate: null,
    human_total_time_spent: null,
  },
  task_completion_status: { count: 0, completed_count: 0 },
  weight: null,
  has_tasks: false,
  references: { short: '#42', relative: '#42', full: 'group/project#42' },
  severity: 'UNKNOWN',
  subscribed: true,
};

export const MR_GET: ObjectResult = {
  kind: 'object',
  objectKind: 'merge_request',
  data: MERGE_REQUEST,
  contentType: 'detail',
  resourceUri: 'gitlab://project/group%2Fproject/mr/243',
  image: null,
  nextSteps: [
    { action: 'mr_review.changes_get', text: 'see the diff of this merge request' },
    { action: 'mr_review.discussion_list', text: 'see its review threads' },
    { action: 'merge_request.pipelines', text: 'check its CI status' },
    { action: 'merge_request.approve', text: 'approve it' },
    { action: 'merge_request.merge', text: 'merge it' },
  ],
  notes: [],
};

export const ISSUE_CREATE: ObjectResult = {
  kind: 'object',
  objectKind: 'issue',
  data: ISSUE,
  contentType: 'mutate',
  resourceUri: null,
  image: null,
  nextSteps: [
    { action: 'issue.note_list', text: 'see comments on this issue' },
    { action: 'issue.update', text: 'change title, labels, assignees, or milestone' },
    { action: 'issue.mrs_related', text: 'find linked MRs' },
  ],
  notes: [],
};

export const BRANCH_DELETE: Result = {
  kind: 'void',
  message: 'Action completed successfully.',
  contentType: 'mutate',
  nextSteps: [],
  notes: [],
};

export const BRANCH_NOT_FOUND: Result = {
  kind: 'not_found',
  subject: 'branch',
  what: '"nonexistent" in project 42',
  contentType: 'detail',
  nextSteps: [
    { action: 'branch.list', text: "list the project's branches" },
    { text: 'Verify the branch name is spelled correctly (case-sensitive)' },
  ],
  notes: [],
};
