import type { Feed, PromptInputs } from './prompt-spec.js';

/**
 * The feeds prompts share, by what they show. One page each: a prompt is read by a model in one go, so every list
 * is bounded here (PAGE) and every answer again by characters in the builder.
 */
const PAGE = 20;
const WIDE_PAGE = 50;

const project = (i: PromptInputs) => ({ project_id: i.args.project_id });
const group = (i: PromptInputs) => ({ group_id: i.args.group_id });
const mr = (i: PromptInputs) => ({ ...project(i), merge_request_iid: Number(i.args.merge_request_iid) });
const optional = (name: string, value: string | undefined) => (value ? { [name]: value } : {});

export const feeds = {
  project: { label: 'Project', action: 'project.get', params: project },
  group: { label: 'Group', action: 'group.get', params: (i) => ({ ...group(i), with_projects: false }) },
  mergeRequest: { label: 'Merge request', action: 'merge_request.get', params: mr },
  mrChanges: {
    label: 'Changes (diff)',
    action: 'mr_review.changes_get',
    params: (i) => ({ ...mr(i), per_page: PAGE }),
    maxChars: 12_000,
  },
  // The notes, not mr_review.discussion_list: a discussion's table shows only its ID, its notes carry the text.
  mrDiscussions: {
    label: 'Discussion comments',
    action: 'mr_review.note_list',
    params: (i) => ({ ...mr(i), order_by: 'created_at', sort: 'asc', per_page: WIDE_PAGE }),
  },
  mrCommits: {
    label: 'Commits',
    action: 'merge_request.commits',
    params: (i) => ({ ...mr(i), per_page: WIDE_PAGE }),
  },
  mrPipelines: { label: 'Pipelines of the merge request', action: 'merge_request.pipelines', params: mr },
  openMrs: {
    label: 'Open merge requests',
    action: 'merge_request.list',
    params: (i) => ({ ...project(i), state: 'opened', order_by: 'updated_at', per_page: WIDE_PAGE }),
  },
  mergedMrsSince: {
    label: 'Merge requests merged recently',
    action: 'merge_request.list',
    params: (i) => ({ ...project(i), state: 'merged', updated_after: i.since, per_page: WIDE_PAGE }),
  },
  mrsUpdatedSince: {
    label: 'Merge requests updated in the period',
    action: 'merge_request.list',
    params: (i) => ({ ...project(i), state: 'all', updated_after: i.since, per_page: WIDE_PAGE }),
  },
  staleMrs: {
    label: 'Open merge requests without activity since the cut-off',
    action: 'merge_request.list',
    params: (i) => ({ ...project(i), state: 'opened', updated_before: i.since, per_page: WIDE_PAGE }),
  },
  openIssues: {
    label: 'Open issues',
    action: 'issue.list',
    params: (i) => ({ ...project(i), state: 'opened', order_by: 'updated_at', per_page: WIDE_PAGE }),
  },
  issuesUpdatedSince: {
    label: 'Issues updated in the period',
    action: 'issue.list',
    params: (i) => ({ ...project(i), state: 'all', updated_after: i.since, per_page: WIDE_PAGE }),
  },
  staleIssues: {
    label: 'Open issues without activity since the cut-off',
    action: 'issue.list',
    params: (i) => ({ ...project(i), state: 'opened', updated_before: i.since, per_page: WIDE_PAGE }),
  },
  milestones: {
    label: 'Active milestones',
    action: 'project.milestone_list',
    params: (i) => ({
      ...project(i),
      state: 'active',
      ...optional('title', i.args.milestone),
      per_page: PAGE,
    }),
  },
  milestoneIssues: {
    label: 'Issues',
    action: 'issue.list',
    params: (i) => ({
      ...project(i),
      state: 'all',
      ...optional('milestone', i.args.milestone),
      per_page: WIDE_PAGE,
    }),
  },
  milestoneMrs: {
    label: 'Merge requests',
    action: 'merge_request.list',
    params: (i) => ({
      ...project(i),
      state: 'all',
      ...optional('milestone', i.args.milestone),
      per_page: WIDE_PAGE,
    }),
  },
  labels: {
    label: 'Labels with their counts',
    action: 'project.label_list',
    params: (i) => ({ ...project(i), with_counts: true, per_page: 100 }),
  },
  pipelines: {
    label: 'Recent pipelines',
    action: 'pipeline.list',
    params: (i) => ({ ...project(i), per_page: PAGE }),
  },
  pipelinesSince: {
    label: 'Pipelines in the period',
    action: 'pipeline.list',
    params: (i) => ({ ...project(i), updated_after: i.since, per_page: WIDE_PAGE }),
  },
  latestPipeline: {
    label: 'Latest pipeline of the default branch',
    action: 'pipeline.latest',
    params: project,
  },
  branches: {
    label: 'Branches',
    action: 'branch.list',
    params: (i) => ({ ...project(i), per_page: WIDE_PAGE }),
  },
  members: {
    label: 'Members',
    action: 'project.members',
    params: (i) => ({ ...project(i), per_page: WIDE_PAGE }),
  },
  contributors: {
    label: 'Contributors by commits',
    action: 'repository.contributors',
    params: (i) => ({ ...project(i), order_by: 'commits', sort: 'desc', per_page: PAGE }),
  },
  releases: { label: 'Releases', action: 'release.list', params: (i) => ({ ...project(i), per_page: PAGE }) },
  tags: {
    label: 'Tags',
    action: 'tag.list',
    params: (i) => ({ ...project(i), order_by: 'updated', sort: 'desc', per_page: PAGE }),
  },
  projectEvents: {
    label: 'Project activity',
    action: 'user.event_list_project',
    params: (i) => ({ ...project(i), after: i.since.slice(0, 10), per_page: WIDE_PAGE }),
  },
  compare: {
    label: 'Commits and changes between the two refs',
    action: 'repository.compare',
    params: (i) => {
      const to = i.args.to ?? i.defaultBranch;
      return to
        ? { ...project(i), from: i.args.from, to }
        : 'the project has no default branch to compare with';
    },
    maxChars: 12_000,
  },
  authorMrs: {
    label: 'Open merge requests they authored',
    action: 'merge_request.list',
    params: (i) => ({ ...project(i), state: 'opened', author_username: i.username, per_page: PAGE }),
  },
  authorMrsSince: {
    label: 'Merge requests they authored, updated in the period',
    action: 'merge_request.list',
    params: (i) => ({
      ...project(i),
      state: 'all',
      author_username: i.username,
      updated_after: i.since,
      per_page: PAGE,
    }),
  },
  reviewerMrs: {
    label: 'Open merge requests waiting for their review',
    action: 'merge_request.list',
    params: (i) => ({ ...project(i), state: 'opened', reviewer_username: i.username, per_page: PAGE }),
  },
  assignedIssues: {
    label: 'Open issues assigned to them',
    action: 'issue.list',
    params: (i) => ({ ...project(i), state: 'opened', assignee_username: i.username, per_page: PAGE }),
  },
  authorIssuesSince: {
    label: 'Issues they opened, updated in the period',
    action: 'issue.list',
    params: (i) => ({
      ...project(i),
      state: 'all',
      author_username: i.username,
      updated_after: i.since,
      per_page: PAGE,
    }),
  },
  myMrs: {
    label: 'Open merge requests they authored (every project)',
    action: 'merge_request.list_global',
    params: (i) => ({ scope: 'all', state: 'opened', author_username: i.username, per_page: WIDE_PAGE }),
  },
  myMrsSince: {
    label: 'Merge requests they authored, updated in the period (every project)',
    action: 'merge_request.list_global',
    params: (i) => ({
      scope: 'all',
      state: 'all',
      author_username: i.username,
      updated_after: i.since,
      per_page: WIDE_PAGE,
    }),
  },
  myReviews: {
    label: 'Open merge requests waiting for their review (every project)',
    action: 'merge_request.list_global',
    params: (i) => ({ scope: 'all', state: 'opened', reviewer_username: i.username, per_page: WIDE_PAGE }),
  },
  myIssues: {
    label: 'Issues assigned to them (every project)',
    action: 'issue.list_all',
    params: (i) => ({
      scope: 'all',
      state: i.args.state ?? 'opened',
      assignee_username: i.username,
      per_page: WIDE_PAGE,
    }),
  },
  myIssuesSince: {
    label: 'Issues they opened, updated in the period (every project)',
    action: 'issue.list_all',
    params: (i) => ({
      scope: 'all',
      state: 'all',
      author_username: i.username,
      updated_after: i.since,
      per_page: WIDE_PAGE,
    }),
  },
  userEvents: {
    label: 'Their contribution events',
    action: 'user.contribution_events',
    params: (i) =>
      i.userId === null
        ? `GitLab knows no user "${i.username}"`
        : { user_id: i.userId, after: i.since.slice(0, 10), per_page: WIDE_PAGE },
  },
  groupMrs: {
    label: 'Merge requests',
    action: 'merge_request.list_group',
    params: (i) => ({
      ...group(i),
      state: i.args.state ?? 'opened',
      ...optional('target_branch', i.args.target_branch),
      per_page: WIDE_PAGE,
    }),
  },
  groupOpenMrs: {
    label: 'Open merge requests',
    action: 'merge_request.list_group',
    params: (i) => ({ ...group(i), state: 'opened', per_page: 100 }),
  },
  groupMergedSince: {
    label: 'Merge requests merged in the period',
    action: 'merge_request.list_group',
    params: (i) => ({ ...group(i), state: 'merged', updated_after: i.since, per_page: WIDE_PAGE }),
  },
  groupIssuesSince: {
    label: 'Issues updated in the period',
    action: 'issue.list_group',
    params: (i) => ({ ...group(i), state: 'all', updated_after: i.since, per_page: WIDE_PAGE }),
  },
  groupOpenIssues: {
    label: 'Open issues',
    action: 'issue.list_group',
    params: (i) => ({ ...group(i), state: 'opened', per_page: WIDE_PAGE }),
  },
  groupMilestones: {
    label: 'Active milestones',
    action: 'group.group_milestone_list',
    params: (i) => ({ ...group(i), state: 'active', per_page: PAGE }),
  },
  groupMembers: {
    label: 'Members',
    action: 'group.members',
    params: (i) => ({ ...group(i), per_page: WIDE_PAGE }),
  },
} satisfies Record<string, Feed>;

/** A shared feed under another label, or narrowed by a branch (`release_readiness`, `branch_mr_summary`). */
export function relabel(
  feed: Feed,
  label: string,
  extra?: (inputs: PromptInputs) => Record<string, unknown>,
): Feed {
  return {
    ...feed,
    label,
    params: (inputs) => {
      const params = feed.params(inputs);
      return typeof params === 'string' || !extra ? params : { ...params, ...extra(inputs) };
    },
  };
}
