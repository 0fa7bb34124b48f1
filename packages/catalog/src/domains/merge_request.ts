import { z } from 'zod';
import { defineAction } from '../action.js';
import { CREATES, READS } from '../classifications.js';
import { common } from '../common-params.js';
import {
  flag,
  idList,
  integer,
  integerList,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
  textList,
} from '../params.js';

const mergeRequestIid = integer('Merge request IID, the !number within the project');

export const mergeRequestActions = [
  defineAction({
    id: 'merge_request.list',
    tool: 'gitlab_mr_list',
    description:
      'List the merge requests of a project, filtered by state, author, reviewer, labels, branches or dates.',
    input: z
      .object({
        project_id: projectId,
        state: oneOf(['opened', 'closed', 'locked', 'merged', 'all'], 'State (default all)').optional(),
        ...common(
          'search',
          'labels',
          'not_labels',
          'milestone',
          'author_id',
          'author_username',
          'not_author_username',
        ),
        ...common('assignee_id', 'my_reaction_emoji', 'scope', 'iids', 'with_labels_details'),
        ...common('created_after', 'created_before', 'updated_after', 'updated_before'),
        reviewer_id: integer('Only merge requests this user ID reviews').optional(),
        reviewer_username: text('Only merge requests this username reviews').optional(),
        approved_by_ids: idList('Only merge requests approved by all these user IDs (Premium)').optional(),
        approved_by_usernames: textList(
          'Only merge requests approved by all these usernames (Premium)',
        ).optional(),
        approver_ids: idList('Only merge requests with these approvers (Premium)').optional(),
        source_branch: text('Only merge requests from this branch').optional(),
        target_branch: text('Only merge requests into this branch').optional(),
        draft: flag('Only drafts (true) or only ready ones (false)').optional(),
        wip: oneOf(['yes', 'no'], 'Older form of draft').optional(),
        environment: text('Only merge requests deployed to this environment').optional(),
        deployed_after: text('Only merge requests deployed after this time (ISO 8601)').optional(),
        deployed_before: text('Only merge requests deployed before this time (ISO 8601)').optional(),
        non_archived: flag('Only from projects that are not archived (default true)').optional(),
        view: oneOf(['simple'], 'simple returns fewer fields').optional(),
        with_merge_status_recheck: flag('Ask GitLab to recheck merge status').optional(),
        order_by: oneOf(['created_at', 'updated_at', 'title'], 'Field to order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/merge_requests' },
    answer: { list: 'merge_request' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'merge_request.get', text: 'see one merge request in full' },
      { action: 'mr_review.changes_get', text: 'see the diff of one' },
      { action: 'merge_request.create', text: 'open a new merge request' },
    ],
    tier: 'free',
    aliases: ['mrs', 'pull requests', 'prs', 'open merge requests'],
  }),
  defineAction({
    id: 'merge_request.get',
    tool: 'gitlab_mr_get',
    description:
      'Get a merge request: state, branches, author, reviewers, pipeline, merge status and description.',
    input: z
      .object({
        project_id: projectId,
        merge_request_iid: mergeRequestIid,
        include_diverged_commits_count: flag('Include how many commits the source is behind').optional(),
        include_rebase_in_progress: flag('Include whether a rebase is running').optional(),
        render_html: flag('Include the description rendered as HTML').optional(),
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/merge_requests/{merge_request_iid}' },
    answer: {
      object: 'merge_request',
      notFound: (args) => `!${args.merge_request_iid} in project ${args.project_id}`,
    },
    content: 'detail',
    classification: READS,
    resource: 'gitlab://project/{project_id}/mr/{merge_request_iid}',
    nextSteps: [
      { action: 'mr_review.changes_get', text: 'see the diff of this merge request' },
      { action: 'mr_review.discussion_list', text: 'see its review threads' },
      { action: 'merge_request.pipelines', text: 'check its CI status' },
      { action: 'merge_request.approve', text: 'approve it' },
      { action: 'merge_request.merge', text: 'merge it' },
    ],
    tier: 'free',
    aliases: ['mr', 'pull request', 'pr', 'show mr'],
  }),
  defineAction({
    id: 'merge_request.create',
    tool: 'gitlab_mr_create',
    description: 'Open a merge request from a source branch into a target branch.',
    input: z
      .object({
        project_id: projectId,
        source_branch: text('Branch with the changes'),
        target_branch: text('Branch to merge into'),
        title: text('Title; start with "Draft:" to open it as a draft'),
        ...common('description', 'assignee_id', 'assignee_ids', 'milestone_id'),
        labels: textList('Labels to set').optional(),
        reviewer_ids: integerList('User IDs to ask for review').optional(),
        target_project_id: integer('Target project ID, when merging from a fork').optional(),
        remove_source_branch: flag('Delete the source branch when merged').optional(),
        squash: flag('Squash commits when merged').optional(),
        allow_collaboration: flag('Let maintainers of the target push to the source branch').optional(),
        approvals_before_merge: integer('Approvals required before merge (Premium)').optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/merge_requests' },
    answer: { object: 'merge_request' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'merge_request.get', text: 'follow its merge status' },
      { action: 'merge_request.update', text: 'change its title, reviewers or labels' },
    ],
    tier: 'free',
    aliases: ['open mr', 'new merge request', 'create pull request'],
  }),
];
