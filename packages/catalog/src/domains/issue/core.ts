import { z } from 'zod';
import { PROJECT_COLUMN } from '@gitlab-mcp/result';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionEntry } from '../../action.js';
import { createdItem } from '../../verify-write.js';
import { groupIssuesAction } from '../group/issues.js';
import { notFiltersAsHash } from '../../not-filters.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, groupId, integer, oneOf, projectId, text, textList } from '../../params.js';
import {
  inProject,
  issueFields,
  issueListFilters,
  issueNextSteps,
  multiNotFilters,
  notSearch,
  oneIssue,
  singleNotFilters,
} from './params.js';

const listNextSteps = [
  { action: 'issue.get', text: 'see one issue in full' },
  { action: 'issue.create', text: 'open a new issue' },
];

/** The group's issue list, an entry that catalog.json names twice (see groupIssuesAction). */
const listGroupIssues: ActionEntry = {
  id: 'issue.list_group',
  description: 'List the issues of every project in a group and its subgroups, with the same filters.',
  input: z.object({ group_id: groupId, ...issueListFilters, ...singleNotFilters, ...notSearch }).strict(),
  gitlab: { send: notFiltersAsHash },
  answer: { list: 'issue', columns: [PROJECT_COLUMN] },
  content: 'list',
  resource: null,
  nextSteps: listNextSteps,
  aliases: ['group issues'],
};

/** Issues themselves: the three lists, reads, writes, move and reorder (https://docs.gitlab.com/api/issues/). */
export const issueCoreActions = [
  defineAction({
    id: 'issue.list',
    description:
      'List the issues of a project, filtered by state, labels, assignee, author, milestone, dates or text.',
    input: z.object({ project_id: projectId, ...issueListFilters, ...singleNotFilters }).strict(),
    gitlab: { send: notFiltersAsHash },
    answer: { list: 'issue' },
    content: 'list',
    resource: null,
    nextSteps: listNextSteps,
    aliases: ['issues', 'tickets', 'bugs', 'open issues'],
  }),
  defineAction({
    id: 'issue.list_all',
    description:
      'List issues across every project you can see (by default the ones you created; scope=all for every one).',
    input: z.object({ ...issueListFilters, ...multiNotFilters, ...notSearch }).strict(),
    gitlab: { send: notFiltersAsHash },
    answer: { list: 'issue', columns: [PROJECT_COLUMN] },
    content: 'list',
    resource: null,
    nextSteps: listNextSteps,
    aliases: ['my issues', 'all issues', 'issues assigned to me'],
  }),
  defineAction(listGroupIssues),
  groupIssuesAction(listGroupIssues),
  defineAction({
    id: 'issue.get',
    description: 'Get an issue: state, author, assignees, labels, milestone, dates and description.',
    input: z.object(oneIssue).strict(),
    answer: { object: 'issue', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/issue/{issue_iid}',
    nextSteps: issueNextSteps,
    aliases: ['ticket', 'bug', 'show issue'],
  }),
  defineAction({
    id: 'issue.get_by_id',
    description: 'Get an issue by its global ID rather than its #number in a project (administrators only).',
    input: z.object({ issue_id: integer('Global issue ID (not the #number)') }).strict(),
    answer: { object: 'issue', notFound: (args) => `issue ID ${args.issue_id}` },
    content: 'detail',
    resource: null,
    nextSteps: issueNextSteps,
    aliases: ['issue by id'],
    admin: true,
  }),
  defineAction({
    id: 'issue.create',
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
    verifyWrite: {
      lookup: 'GET /projects/{project_id}/issues',
      query: (args) => ({ search: args.title, in: 'title', order_by: 'created_at', sort: 'desc' }),
      pick: createdItem('title'),
    },
    answer: { object: 'issue' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: issueNextSteps,
    aliases: ['new issue', 'open issue', 'file a bug', 'report bug'],
  }),
  defineAction({
    id: 'issue.update',
    description:
      'Change an issue: title, description, labels, assignees, milestone, due date, or close and reopen it.',
    input: z
      .object({
        ...oneIssue,
        title: text('New title').optional(),
        ...issueFields,
        add_labels: textList('Labels to add').optional(),
        remove_labels: textList('Labels to remove').optional(),
        state_event: oneOf(['close', 'reopen'], 'Close or reopen').optional(),
        discussion_locked: flag('Lock the discussion to project members').optional(),
        updated_at: text('Update time to record, ISO 8601 (admins and owners)').optional(),
      })
      .strict(),
    answer: { object: 'issue', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.note_create', text: 'comment on the change' }],
    aliases: ['edit issue', 'close issue', 'reopen issue', 'label issue', 'assign issue'],
  }),
  defineAction({
    id: 'issue.delete',
    description:
      'Delete an issue permanently (administrators and project owners); closing it keeps its history.',
    input: z.object(oneIssue).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'issue.list', text: 'see the issues that remain' }],
    aliases: ['remove issue'],
  }),
  defineAction({
    id: 'issue.move',
    description: 'Move an issue to another project: it is closed here and opened there with a new #number.',
    input: z
      .object({ ...oneIssue, to_project_id: integer('ID of the project to move the issue to') })
      .strict(),
    answer: { object: 'issue', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'issue.get', text: 'see the moved issue in its new project' }],
    aliases: ['transfer issue'],
  }),
  defineAction({
    id: 'issue.reorder',
    description:
      'Place an issue after or before another one in manual order (as dragged on a board or list).',
    input: z
      .object({
        ...oneIssue,
        move_after_id: integer('Global ID of the issue to place it after').optional(),
        move_before_id: integer('Global ID of the issue to place it before').optional(),
      })
      .strict(),
    answer: { object: 'issue', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'issue.list', text: 'see the list in its new order (order_by=relative_position)' }],
    aliases: ['move issue up', 'prioritize issue'],
  }),
];
