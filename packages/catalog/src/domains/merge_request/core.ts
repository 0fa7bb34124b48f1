import { z } from 'zod';
import { REVIEWERS_COLUMN } from '@gitlab-mcp/result';
import { COMPLETED, defineAction } from '../../action.js';
import { createdItem } from '../../verify-write.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { notFiltersAsHash } from '../../not-filters.js';
import { flag, groupId, integer, integerList, oneOf, projectId, text, textList } from '../../params.js';
import {
  crossProjectFilters,
  inProject,
  listFilters,
  mergeRequestViewOptions,
  oneMergeRequest,
} from './params.js';

const listNextSteps = [
  {
    action: 'merge_request.get',
    text: 'see one merge request in full, with its pipeline status (the list has none)',
  },
  { action: 'mr_review.changes_get', text: 'see the diff of one' },
];

/** The merge request itself: lists, read, create, change, delete. */
export const mergeRequestCoreActions = [
  defineAction({
    id: 'merge_request.list',
    description:
      'List the merge requests of a project, filtered by state, author, reviewer, labels, branches or dates.',
    input: z
      .object({
        project_id: projectId,
        ...listFilters,
        ...common('iids'),
        environment: text('Only merge requests deployed to this environment').optional(),
        deployed_after: text('Only merge requests deployed after this time (ISO 8601)').optional(),
        deployed_before: text('Only merge requests deployed before this time (ISO 8601)').optional(),
        order_by: oneOf(['created_at', 'updated_at', 'title'], 'Field to order by').optional(),
      })
      .strict(),
    gitlab: { send: notFiltersAsHash },
    answer: { list: 'merge_request', columns: [REVIEWERS_COLUMN] },
    content: 'list',
    resource: null,
    nextSteps: [...listNextSteps, { action: 'merge_request.create', text: 'open a new merge request' }],
    aliases: ['mrs', 'pull requests', 'prs', 'open merge requests'],
  }),
  defineAction({
    id: 'merge_request.list_group',
    description:
      'List the merge requests of every project in a group and its subgroups, with the same filters.',
    input: z.object({ group_id: groupId, ...crossProjectFilters }).strict(),
    gitlab: { send: notFiltersAsHash },
    answer: { list: 'merge_request', columns: [REVIEWERS_COLUMN] },
    content: 'list',
    resource: null,
    nextSteps: listNextSteps,
    aliases: ['team mrs'],
  }),
  defineAction({
    id: 'merge_request.list_global',
    description:
      'List merge requests across every project you can see; by default only the ones you created (scope).',
    input: z.object(crossProjectFilters).strict(),
    gitlab: { send: notFiltersAsHash },
    answer: { list: 'merge_request', columns: [REVIEWERS_COLUMN] },
    content: 'list',
    resource: null,
    nextSteps: listNextSteps,
    aliases: ['my merge requests', 'my mrs', 'mrs to review', 'all merge requests'],
  }),
  defineAction({
    id: 'merge_request.get',
    description:
      'Get a merge request: state, branches, author, reviewers, pipeline, merge status and description.',
    input: z.object({ ...oneMergeRequest, ...mergeRequestViewOptions }).strict(),
    answer: { object: 'merge_request', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/mr/{merge_request_iid}',
    nextSteps: [
      { action: 'mr_review.changes_get', text: 'see the diff of this merge request' },
      { action: 'mr_review.discussion_list', text: 'see its review threads' },
      { action: 'merge_request.pipelines', text: 'check its CI status' },
      { action: 'merge_request.approve', text: 'approve it' },
      { action: 'merge_request.merge', text: 'merge it' },
    ],
    aliases: ['mr', 'pull request', 'pr', 'show mr'],
  }),
  defineAction({
    id: 'merge_request.create',
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
    // GitLab keeps one open merge request per source and target branch, so a new one between them is this one.
    verifyWrite: {
      lookup: 'GET /projects/{project_id}/merge_requests',
      query: ({ source_branch, target_branch }) => ({ source_branch, target_branch, state: 'opened' }),
      pick: createdItem('source_branch'),
    },
    answer: { object: 'merge_request' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'merge_request.get', text: 'follow its merge status' },
      { action: 'merge_request.update', text: 'change its title, reviewers or labels' },
    ],
    aliases: ['open mr', 'new merge request', 'create pull request'],
  }),
  defineAction({
    id: 'merge_request.update',
    description:
      'Change a merge request: title, description, target branch, labels, assignees, reviewers, or close and reopen it.',
    input: z
      .object({
        ...oneMergeRequest,
        title: text('New title; "Draft:" in front marks it as a draft').optional(),
        ...common('description', 'assignee_id', 'assignee_ids', 'milestone_id'),
        target_branch: text('New target branch').optional(),
        labels: textList('Labels to set (replaces existing ones)').optional(),
        add_labels: textList('Labels to add').optional(),
        remove_labels: textList('Labels to remove').optional(),
        reviewer_ids: integerList(
          'User IDs to ask for review (replaces existing ones; [] removes all)',
        ).optional(),
        state_event: oneOf(['close', 'reopen'], 'Close or reopen').optional(),
        discussion_locked: flag('Lock the discussion to project members').optional(),
        remove_source_branch: flag('Delete the source branch when merged').optional(),
        squash: flag('Squash commits when merged').optional(),
        allow_collaboration: flag('Let maintainers of the target push to the source branch').optional(),
      })
      .strict(),
    answer: { object: 'merge_request', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [
      { action: 'merge_request.get', text: 'see it as it is now' },
      { action: 'mr_review.note_create', text: 'comment on the change' },
    ],
    aliases: ['edit mr', 'close mr', 'reopen mr', 'assign reviewer', 'retarget mr'],
  }),
  defineAction({
    id: 'merge_request.delete',
    description:
      'Delete a merge request permanently, with its discussions (administrators and project owners only).',
    input: z.object(oneMergeRequest).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'merge_request.list', text: 'see the merge requests that remain' }],
    aliases: ['remove mr'],
  }),
];
