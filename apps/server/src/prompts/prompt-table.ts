import { feeds, relabel } from './feeds.js';
import type { PromptArgument, PromptSpec } from './prompt-spec.js';

const arg = (name: string, description: string, required = false): PromptArgument => ({
  name,
  description,
  required,
});
const PROJECT = arg('project_id', 'Project ID or full path (group/project)', true);
const GROUP = arg('group_id', 'Group ID or full path', true);
const MR = arg('merge_request_iid', 'Merge request IID (the !number inside the project)', true);
const USERNAME = arg('username', 'GitLab username; the token’s own user when omitted');
const USERNAME_REQUIRED = arg('username', 'GitLab username', true);
const DAYS = arg('days', 'How many days back to look');
const FROM = arg('from', 'Older ref: tag, branch or commit SHA', true);
const TO = arg('to', 'Newer ref: tag, branch or commit SHA; the default branch when omitted');

/**
 * The 37 workflow prompts of the reference server (names and arguments as it lists them). Each is data: the
 * actions that feed it and what to ask of the model; `buildPrompt` runs the feeds and writes the messages.
 */
export const PROMPTS: readonly PromptSpec[] = [
  {
    name: 'audit_commit_hygiene',
    title: 'Audit commit hygiene',
    description: 'Audit the commit messages between two refs against Conventional Commits and good practice',
    arguments: [PROJECT, FROM, TO],
    resolve: ['defaultBranch'],
    feeds: [feeds.compare],
    instruction:
      'Audit the commits between {from} and {to} in {project_id}: message format (Conventional Commits: type, scope, ' +
      'imperative subject under 72 characters, body explaining why), atomicity, fixup or WIP commits left in, and ' +
      'commits mixing unrelated changes. List the offending commits with a suggested rewrite, then an overall grade.',
  },
  {
    name: 'audit_project_full',
    title: 'Full project audit',
    description:
      'Audit a project end to end: settings, branches, merge requests, issues, pipelines, members, releases',
    arguments: [PROJECT],
    feeds: [
      feeds.project,
      feeds.branches,
      feeds.openMrs,
      feeds.openIssues,
      feeds.pipelines,
      feeds.members,
      feeds.labels,
      feeds.releases,
    ],
    instruction:
      'Audit {project_id} as a whole: repository and branch hygiene, merge request flow, issue triage, CI health, ' +
      'access (who holds which role), labelling and release practice. For each area give findings, a rating ' +
      '(good / needs attention / poor) and concrete fixes, most important first.',
  },
  {
    name: 'audit_project_workflow',
    title: 'Audit the project workflow',
    description: 'Review how a project moves work: branching, merge requests, CI and labels',
    arguments: [PROJECT],
    defaultDays: 30,
    feeds: [
      feeds.project,
      feeds.branches,
      feeds.mergedMrsSince,
      feeds.openMrs,
      feeds.pipelines,
      feeds.labels,
    ],
    instruction:
      'Review the development workflow of {project_id}: branching model and stale branches, merge request size and ' +
      'review habits, time to merge, CI reliability and label usage. Recommend the few changes that would help most.',
  },
  {
    name: 'branch_mr_summary',
    title: 'Merge requests into a branch',
    description: 'Summarise the merge requests that target one branch',
    arguments: [
      PROJECT,
      arg('target_branch', 'The branch the merge requests target', true),
      arg('state', 'opened, merged, closed or all; opened when omitted'),
    ],
    feeds: [
      relabel(feeds.openMrs, 'Merge requests targeting the branch', (i) => ({
        target_branch: i.args.target_branch,
        state: i.args.state ?? 'opened',
      })),
    ],
    instruction:
      'Summarise the {state} merge requests of {project_id} that target {target_branch}: what each changes, who ' +
      'owns it, its review and pipeline state, and which are ready, blocked or risky for that branch.',
  },
  {
    name: 'compare_branches',
    title: 'Compare two refs',
    description: 'Explain the differences between two branches, tags or commits',
    arguments: [
      PROJECT,
      FROM,
      { ...TO, required: true, description: 'Newer ref: tag, branch or commit SHA' },
    ],
    feeds: [feeds.compare],
    instruction:
      'Explain what changed from {from} to {to} in {project_id}: the commits, the files and areas touched, ' +
      'behaviour changes, risky or breaking changes, and whether {to} can be merged or released as it is.',
  },
  {
    name: 'daily_standup',
    title: 'Daily stand-up',
    description: 'Prepare a stand-up update from the last day of work in a project',
    arguments: [PROJECT, USERNAME],
    defaultDays: 1,
    feeds: [feeds.authorMrsSince, feeds.reviewerMrs, feeds.assignedIssues, feeds.pipelinesSince],
    instruction:
      'Write the stand-up update of @{username} for {project_id}: what they did since {since} (merge requests and ' +
      'issues), what they will do next (open work assigned to them, reviews waiting), and blockers (failed ' +
      'pipelines, stalled reviews). Three short sections: Yesterday, Today, Blockers.',
  },
  {
    name: 'generate_release_notes',
    title: 'Generate release notes',
    description: 'Write release notes from the commits and merge requests between two refs',
    arguments: [PROJECT, FROM, TO],
    resolve: ['defaultBranch'],
    defaultDays: 90,
    feeds: [feeds.compare, feeds.mergedMrsSince],
    instruction:
      'Write release notes for {project_id} covering {from}..{to}: group the changes into Features, Fixes, ' +
      'Breaking changes and Other, one line each naming its merge request (!iid) where there is one. Leave out ' +
      'merged merge requests whose commits are not in the range. End with upgrade notes if anything breaks.',
  },
  {
    name: 'group_milestone_progress',
    title: 'Group milestone progress',
    description: 'Progress of the active milestones of a group',
    arguments: [GROUP],
    feeds: [feeds.groupMilestones, feeds.groupOpenIssues, feeds.groupOpenMrs],
    instruction:
      'Report the progress of each active milestone of group {group_id}: open versus done work, due dates and ' +
      'whether each is on track, and the issues or merge requests most likely to make it slip.',
  },
  {
    name: 'group_mr_dashboard',
    title: 'Group merge request dashboard',
    description: 'A dashboard of the merge requests across a group',
    arguments: [
      GROUP,
      arg('state', 'opened, merged, closed or all; opened when omitted'),
      arg('target_branch', 'Only merge requests into this branch'),
    ],
    feeds: [feeds.groupMrs],
    instruction:
      'Build a dashboard of the {state} merge requests across group {group_id}: counts per project and per author, ' +
      'drafts, conflicts and failing pipelines, the oldest ones, and what needs attention first.',
  },
  {
    name: 'label_distribution',
    title: 'Label distribution',
    description: 'How issues and merge requests are spread across labels',
    arguments: [PROJECT],
    feeds: [feeds.labels, feeds.openIssues],
    instruction:
      'Analyse how {project_id} uses labels: counts per label, unused or duplicate labels, open issues without a ' +
      'label, and a proposal to tidy the label set.',
  },
  {
    name: 'merge_velocity',
    title: 'Merge velocity',
    description: 'How fast merge requests are merged in a project',
    arguments: [PROJECT, DAYS],
    defaultDays: 30,
    feeds: [feeds.mergedMrsSince, feeds.openMrs],
    instruction:
      'Measure the merge velocity of {project_id} over the last {days} days (since {since}): merges per week, time ' +
      'from creation to merge, the slowest merge requests and why, and the open ones at risk of stalling.',
  },
  {
    name: 'milestone_progress',
    title: 'Milestone progress',
    description: 'Progress of a project milestone (or of the active ones)',
    arguments: [PROJECT, arg('milestone', 'Milestone title; every active milestone when omitted')],
    feeds: [feeds.milestones, feeds.milestoneIssues, feeds.milestoneMrs],
    instruction:
      'Report the progress of milestone {milestone} in {project_id}: done versus remaining issues and merge ' +
      'requests, the due date and whether it will be met, and what blocks it.',
  },
  {
    name: 'mr_description_quality',
    title: 'Merge request description quality',
    description: 'Check that a merge request explains itself',
    arguments: [PROJECT, MR],
    feeds: [feeds.mergeRequest, feeds.mrCommits],
    instruction:
      'Judge the description of merge request !{merge_request_iid} in {project_id}: does it say what changes and ' +
      'why, how it was tested, linked issues, risks and rollout? Score it 1-5 and write an improved description.',
  },
  {
    name: 'mr_discussion_health',
    title: 'Merge request discussion health',
    description: 'How review discussions are going across the open merge requests',
    arguments: [PROJECT],
    feeds: [feeds.openMrs],
    instruction:
      'Assess review discussions across the open merge requests of {project_id}: which have many comments or ' +
      'stalled threads, which have none yet, and how to unblock them.',
  },
  {
    name: 'mr_risk_assessment',
    title: 'Merge request risk assessment',
    description: 'Assess the risk of merging a merge request',
    arguments: [PROJECT, MR],
    feeds: [feeds.mergeRequest, feeds.mrChanges, feeds.mrPipelines, feeds.mrDiscussions],
    instruction:
      'Assess the risk of merging !{merge_request_iid} in {project_id}: size and spread of the change, sensitive ' +
      'areas (auth, data, migrations, configuration), test coverage, pipeline state and open threads. Give a risk ' +
      'level (low / medium / high) with reasons and what would lower it.',
  },
  {
    name: 'my_activity_summary',
    title: 'My activity summary',
    description: 'Summarise what a user did recently across GitLab',
    arguments: [USERNAME, DAYS],
    resolve: ['user'],
    defaultDays: 7,
    feeds: [feeds.userEvents, feeds.myMrsSince, feeds.myIssuesSince],
    instruction:
      'Summarise the GitLab activity of @{username} over the last {days} days (since {since}): merge requests, ' +
      'issues, reviews and comments, grouped by project, with the highlights first.',
  },
  {
    name: 'my_issues',
    title: 'My issues',
    description: 'The issues assigned to a user',
    arguments: [USERNAME, arg('state', 'opened, closed or all; opened when omitted')],
    feeds: [feeds.myIssues],
    instruction:
      'List the {state} issues assigned to @{username}, grouped by project, and propose an order to work on them ' +
      '(due dates, priority labels, age).',
  },
  {
    name: 'my_open_mrs',
    title: 'My open merge requests',
    description: 'The open merge requests a user authored',
    arguments: [USERNAME],
    feeds: [feeds.myMrs],
    instruction:
      'Go through the open merge requests of @{username}: for each, its state (draft, conflicts, pipeline, ' +
      'reviews) and the next step to get it merged.',
  },
  {
    name: 'my_pending_reviews',
    title: 'My pending reviews',
    description: 'The merge requests waiting for a user’s review',
    arguments: [USERNAME],
    feeds: [feeds.myReviews],
    instruction:
      'List the merge requests waiting for a review by @{username}, oldest first, with a one-line summary each and ' +
      'which to review first.',
  },
  {
    name: 'project_activity_report',
    title: 'Project activity report',
    description: 'What happened in a project recently',
    arguments: [PROJECT, DAYS],
    defaultDays: 7,
    feeds: [feeds.projectEvents, feeds.mrsUpdatedSince, feeds.issuesUpdatedSince, feeds.pipelinesSince],
    instruction:
      'Report the activity of {project_id} over the last {days} days (since {since}): merge requests opened and ' +
      'merged, issues opened and closed, pipeline results and the most active people.',
  },
  {
    name: 'project_contributors',
    title: 'Project contributors',
    description: 'Who contributes to a project and how',
    arguments: [PROJECT],
    feeds: [feeds.contributors, feeds.members],
    instruction:
      'Describe who contributes to {project_id}: top contributors by commits, members with their roles, ' +
      'contributors who are not members and members who do not contribute, and any bus-factor risk.',
  },
  {
    name: 'project_health_check',
    title: 'Project health check',
    description: 'A quick health check of a project',
    arguments: [PROJECT],
    feeds: [feeds.project, feeds.pipelines, feeds.openMrs, feeds.openIssues, feeds.branches],
    instruction:
      'Give a health check of {project_id}: CI success rate, merge request backlog and age, issue backlog, stale ' +
      'branches. A traffic light per area and the three most useful actions.',
  },
  {
    name: 'release_cadence',
    title: 'Release cadence',
    description: 'How often a project releases',
    arguments: [PROJECT, DAYS],
    defaultDays: 365,
    feeds: [feeds.releases, feeds.tags],
    instruction:
      'Analyse the release cadence of {project_id} over the last {days} days (since {since}): releases and tags, ' +
      'intervals between them, regularity, and whether a release is due.',
  },
  {
    name: 'release_readiness',
    title: 'Release readiness',
    description: 'Is a branch ready to release?',
    arguments: [PROJECT, arg('branch', 'Branch to release; the default branch when omitted')],
    resolve: ['defaultBranch'],
    feeds: [
      relabel(feeds.pipelines, 'Pipelines of the branch', (i) => ({ ref: i.args.branch ?? i.defaultBranch })),
      relabel(feeds.openMrs, 'Open merge requests into the branch', (i) => ({
        target_branch: i.args.branch ?? i.defaultBranch,
      })),
      feeds.openIssues,
      feeds.milestones,
    ],
    instruction:
      'Decide whether {branch} of {project_id} is ready to release: pipeline state, merge requests still open ' +
      'against it, blocking issues and milestone scope. Answer ready / not ready with a checklist of what remains.',
  },
  {
    name: 'review_mr',
    title: 'Review a merge request',
    description: 'Review a merge request: its card, its changes and its discussions',
    arguments: [PROJECT, MR],
    feeds: [feeds.mergeRequest, feeds.mrChanges, feeds.mrDiscussions],
    instruction:
      'Review merge request !{merge_request_iid} of {project_id}: correctness, security, performance, tests and ' +
      'readability. Quote file and line for each finding, mark it blocking or suggestion, take the existing ' +
      'discussions into account, and finish with a verdict: approve, approve with comments, or request changes.',
  },
  {
    name: 'reviewer_workload',
    title: 'Reviewer workload',
    description: 'How review work is spread across a group',
    arguments: [GROUP],
    feeds: [feeds.groupOpenMrs, feeds.groupMembers],
    instruction:
      'Show how review work is spread in group {group_id}: open merge requests per reviewer, members with no ' +
      'reviews, overloaded reviewers and merge requests without a reviewer, with a proposal to rebalance.',
  },
  {
    name: 'stale_items_report',
    title: 'Stale items report',
    description: 'Open merge requests and issues without recent activity',
    arguments: [
      PROJECT,
      arg('stale_days', 'Days without activity before an item counts as stale; 30 when omitted'),
    ],
    defaultDays: 30,
    feeds: [feeds.staleMrs, feeds.staleIssues],
    instruction:
      'List what has gone stale in {project_id} (no activity since {since}): merge requests and issues, how long ' +
      'each has been idle, and for each whether to close, ping its owner or pick it up.',
  },
  {
    name: 'suggest_mr_reviewers',
    title: 'Suggest reviewers',
    description: 'Suggest who should review a merge request',
    arguments: [PROJECT, MR],
    feeds: [feeds.mergeRequest, feeds.mrChanges, feeds.contributors, feeds.members],
    instruction:
      'Suggest two or three reviewers for !{merge_request_iid} in {project_id} among the project members, based on ' +
      'who contributes to the files it touches; never the author. Give the reason for each.',
  },
  {
    name: 'summarize_mr_changes',
    title: 'Summarise merge request changes',
    description: 'Summarise what a merge request changes',
    arguments: [PROJECT, MR],
    feeds: [feeds.mergeRequest, feeds.mrChanges, feeds.mrCommits],
    instruction:
      'Summarise what !{merge_request_iid} in {project_id} changes: the purpose, the main changes per area or ' +
      'file, and anything a reviewer should look at closely. Plain language, a short paragraph then bullets.',
  },
  {
    name: 'summarize_open_mrs',
    title: 'Summarise open merge requests',
    description: 'Summarise the open merge requests of a project',
    arguments: [PROJECT],
    feeds: [feeds.openMrs],
    instruction:
      'Summarise the open merge requests of {project_id}: one line each (what, who, state), then which are ready ' +
      'to merge, which need review and which are blocked or stale.',
  },
  {
    name: 'summarize_pipeline_status',
    title: 'Summarise pipeline status',
    description: 'The CI state of a project',
    arguments: [PROJECT],
    feeds: [feeds.latestPipeline, feeds.pipelines],
    instruction:
      'Summarise the CI state of {project_id}: the latest pipeline of the default branch, recent failures and on ' +
      'which refs, flaky patterns, and what to fix first.',
  },
  {
    name: 'team_member_workload',
    title: 'Team member workload',
    description: 'What one person has on their plate in a project',
    arguments: [PROJECT, USERNAME_REQUIRED, DAYS],
    defaultDays: 14,
    feeds: [feeds.authorMrs, feeds.reviewerMrs, feeds.assignedIssues, feeds.authorMrsSince],
    instruction:
      'Describe the workload of @{username} in {project_id}: merge requests they own, reviews waiting for them, ' +
      'issues assigned, and what they finished in the last {days} days. Say whether they are overloaded.',
  },
  {
    name: 'team_overview',
    title: 'Team overview',
    description: 'An overview of a group’s team and its recent work',
    arguments: [GROUP, DAYS],
    defaultDays: 14,
    feeds: [feeds.groupMembers, feeds.groupMergedSince, feeds.groupIssuesSince],
    instruction:
      'Give an overview of the team of group {group_id} over the last {days} days (since {since}): who is in it, ' +
      'what was delivered and by whom, and where work is piling up.',
  },
  {
    name: 'unassigned_items',
    title: 'Unassigned items',
    description: 'Open issues and merge requests nobody is assigned to',
    arguments: [PROJECT],
    feeds: [feeds.openIssues, feeds.openMrs, feeds.members],
    instruction:
      'Find the open issues and merge requests of {project_id} that have no assignee, and propose an owner for each ' +
      'among the members, with the reason.',
  },
  {
    name: 'user_activity_report',
    title: 'User activity report',
    description: 'A report of one user’s recent activity',
    arguments: [USERNAME_REQUIRED, DAYS],
    resolve: ['user'],
    defaultDays: 30,
    feeds: [feeds.userEvents, feeds.myMrsSince, feeds.myIssuesSince],
    instruction:
      'Report the activity of @{username} over the last {days} days (since {since}): contributions by kind and ' +
      'project, merge requests and issues, and notable work.',
  },
  {
    name: 'user_stats',
    title: 'User statistics',
    description: 'Numbers on one user’s work in a project',
    arguments: [PROJECT, USERNAME, DAYS],
    defaultDays: 30,
    feeds: [feeds.authorMrsSince, feeds.authorIssuesSince, feeds.contributors],
    instruction:
      'Give statistics for @{username} in {project_id} over the last {days} days (since {since}): merge requests ' +
      'opened and merged, issues opened, commits (from the contributors list), compared with the rest of the team.',
  },
  {
    name: 'weekly_team_recap',
    title: 'Weekly team recap',
    description: 'A recap of a group’s week',
    arguments: [GROUP, DAYS],
    defaultDays: 7,
    feeds: [feeds.groupMergedSince, feeds.groupOpenMrs, feeds.groupIssuesSince],
    instruction:
      'Write the recap of group {group_id} for the last {days} days (since {since}): what shipped, what is in ' +
      'review, issues opened and closed, and the focus for next week. Suitable to post in the team channel.',
  },
];
