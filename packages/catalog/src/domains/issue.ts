import { z } from 'zod';
import { defineAction } from '../action.js';
import { CREATES, READS, UPDATES } from '../classifications.js';
import { common } from '../common-params.js';
import { flag, integer, offsetPaging, oneOf, projectId, sortDirection, text, textList } from '../params.js';

const issueIid = integer('Issue IID, the #number within the project');
const issueType = oneOf(['issue', 'incident', 'test_case', 'task'], 'Issue type');
const searchIn = oneOf(['title', 'description', 'title,description'], 'Where search looks');
const issueFields = {
  ...common(
    'description',
    'confidential',
    'assignee_id',
    'assignee_ids',
    'milestone_id',
    'due_date',
    'weight',
    'epic_id',
  ),
  labels: textList('Labels to set (replaces existing ones)').optional(),
  issue_type: issueType.optional(),
};
const issueNextSteps = [
  { action: 'issue.note_list', text: 'see comments on this issue' },
  { action: 'issue.update', text: 'change title, labels, assignees, or milestone' },
  { action: 'issue.mrs_related', text: 'find linked MRs' },
];

export const issueActions = [
  defineAction({
    id: 'issue.list',
    tool: 'gitlab_issue_list',
    description:
      'List the issues of a project, filtered by state, labels, assignee, author, milestone, dates or text.',
    input: z
      .object({
        project_id: projectId,
        state: oneOf(['opened', 'closed', 'all'], 'State (default all)').optional(),
        ...common(
          'search',
          'labels',
          'not_labels',
          'milestone',
          'not_milestone',
          'scope',
          'iids',
          'confidential',
        ),
        ...common('author_id', 'author_username', 'not_author_id', 'not_author_username'),
        ...common('assignee_id', 'assignee_username', 'not_assignee_id', 'not_assignee_username'),
        ...common('my_reaction_emoji', 'not_my_reaction_emoji', 'with_labels_details', 'due_date'),
        ...common('created_after', 'created_before', 'updated_after', 'updated_before'),
        in: searchIn.optional(),
        not_in: searchIn.optional(),
        issue_type: issueType.optional(),
        iteration_id: integer('Only issues in this iteration (Premium)').optional(),
        order_by: oneOf(
          [
            'created_at',
            'due_date',
            'id',
            'label_priority',
            'milestone_due',
            'popularity',
            'priority',
            'relative_position',
            'title',
            'updated_at',
            'weight',
          ],
          'Field to order by',
        ).optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/issues' },
    answer: { list: 'issue' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'issue.get', text: 'see one issue in full' },
      { action: 'issue.create', text: 'open a new issue' },
    ],
    tier: 'free',
    aliases: ['issues', 'tickets', 'bugs', 'open issues'],
  }),
  defineAction({
    id: 'issue.get',
    tool: 'gitlab_issue_get',
    description: 'Get an issue: state, author, assignees, labels, milestone, dates and description.',
    input: z.object({ project_id: projectId, issue_iid: issueIid }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/issues/{issue_iid}' },
    answer: { object: 'issue', notFound: (args) => `#${args.issue_iid} in project ${args.project_id}` },
    content: 'detail',
    classification: READS,
    resource: 'gitlab://project/{project_id}/issue/{issue_iid}',
    nextSteps: issueNextSteps,
    tier: 'free',
    aliases: ['ticket', 'bug', 'show issue'],
  }),
  defineAction({
    id: 'issue.create',
    tool: 'gitlab_issue_create',
    description: 'Open an issue in a project.',
    input: z
      .object({
        project_id: projectId,
        title: text('Title'),
        ...issueFields,
        iid: integer('IID to use (admins and owners)').optional(),
        created_at: text('Creation time to record, ISO 8601 (admins and owners)').optional(),
        discussion_to_resolve: text('Discussion ID of a merge request to resolve with this issue').optional(),
        merge_request_to_resolve_discussions_of: integer(
          'Merge request IID whose open discussions this issue takes over',
        ).optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/issues' },
    answer: { object: 'issue' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: issueNextSteps,
    tier: 'free',
    aliases: ['new issue', 'open issue', 'file a bug', 'report bug'],
  }),
  defineAction({
    id: 'issue.update',
    tool: 'gitlab_issue_update',
    description:
      'Change an issue: title, description, labels, assignees, milestone, due date, or close and reopen it.',
    input: z
      .object({
        project_id: projectId,
        issue_iid: issueIid,
        title: text('New title').optional(),
        ...issueFields,
        add_labels: textList('Labels to add').optional(),
        remove_labels: textList('Labels to remove').optional(),
        state_event: oneOf(['close', 'reopen'], 'Close or reopen').optional(),
        discussion_locked: flag('Lock the discussion to project members').optional(),
        updated_at: text('Update time to record, ISO 8601 (admins and owners)').optional(),
      })
      .strict(),
    gitlab: { rest: 'PUT /projects/{project_id}/issues/{issue_iid}' },
    answer: { object: 'issue' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.note_create', text: 'comment on the change' }],
    tier: 'free',
    aliases: ['edit issue', 'close issue', 'reopen issue', 'label issue', 'assign issue'],
  }),
];
