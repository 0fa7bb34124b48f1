import type { Issuable } from '../issuable/issuable.js';
import { assigneeFilter, common } from '../../common-params.js';
import {
  idFilter,
  integer,
  integerList,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
  textList,
} from '../../params.js';

/** Parameters the issue actions share. */
export const issueIid = integer('Issue IID, the #number within the project');
export const oneIssue = { project_id: projectId, issue_iid: issueIid };
export const issueType = oneOf(['issue', 'incident', 'test_case', 'task'], 'Issue type');

/** `#41 in project group/project`: what a not-found card says was asked for. */
export const inProject = (args: { issue_iid: number; project_id: string }) =>
  `#${args.issue_iid} in project ${args.project_id}`;

const searchIn = oneOf(['title', 'description', 'title,description'], 'Where search looks');

/** The filters of GitLab's three issue lists (project, group, everywhere); the `not[…]` ones differ per list. */
export const issueListFilters = {
  state: oneOf(['opened', 'closed', 'all'], 'State (default all)').optional(),
  ...common('search', 'labels', 'not_labels', 'milestone', 'not_milestone', 'scope', 'iids', 'confidential'),
  ...common('author_id', 'author_username', 'not_author_username'),
  ...assigneeFilter,
  ...common('assignee_username', 'not_assignee_username'),
  ...common('my_reaction_emoji', 'with_labels_details', 'due_date'),
  ...common('created_after', 'created_before', 'updated_after', 'updated_before'),
  in: searchIn.optional(),
  not_in: searchIn.optional(),
  issue_type: issueType.optional(),
  iteration_id: idFilter('Only issues in this iteration (Premium)').optional(),
  // GitLab's issue lists declare these orders and no other (doc/api/issues.md, "List issues": order_by); `id` is
  // refused with `400 order_by does not have a valid value`.
  order_by: oneOf(
    [
      'created_at',
      'due_date',
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
};

/** The `not[…]` filters as one project's list takes them: one value each. */
export const singleNotFilters = common('not_author_id', 'not_assignee_id', 'not_my_reaction_emoji');

/** The `not[…]` filters of the instance-wide list, which take several values. */
export const multiNotFilters = {
  not_author_id: integerList('Only issues not by these user IDs').optional(),
  not_assignee_id: integerList('Only issues not assigned to these user IDs').optional(),
  not_my_reaction_emoji: textList('Only issues I did not react to with these emoji').optional(),
};

export const notSearch = {
  not_search: text('Only issues whose title and description do not contain this').optional(),
};

/** The filters of the three statistics reads (issues_statistics): a list's filters without paging or order. */
export const statisticsFilters = {
  ...common('search', 'labels', 'milestone', 'scope', 'iids', 'confidential', 'my_reaction_emoji'),
  ...common('author_id', 'author_username'),
  ...assigneeFilter,
  ...common('created_after', 'created_before', 'updated_after', 'updated_before'),
  assignee_username: textList('Only issues assigned to these usernames').optional(),
};

/** Fields an issue is created or updated with. */
export const issueFields = {
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

/** Where the sub-resources issues share with merge requests live (see ../issuable/). */
export const issueTarget = {
  domain: 'issue',
  iid: 'issue_iid',
  path: 'issues',
  one: oneIssue,
  inProject,
} satisfies Issuable;

export const issueNextSteps = [
  { action: 'issue.note_list', text: 'see comments on this issue' },
  { action: 'issue.update', text: 'change title, labels, assignees, or milestone' },
  { action: 'issue.mrs_related', text: 'find linked MRs' },
];
