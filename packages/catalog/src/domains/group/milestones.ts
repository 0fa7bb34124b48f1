import { z } from 'zod';
import { defineAction } from '../../action.js';
import { common } from '../../common-params.js';
import { flag, text } from '../../params.js';
import { GROUP_OWNER } from '../owner.js';
import { subListPaging } from '../issuable/issuable.js';
import { milestoneActions, milestoneIid, milestoneSubList } from '../milestones/milestones.js';

/** Group milestones (https://docs.gitlab.com/api/group_milestones/), plus their burndown events. */
export const groupMilestoneActions = [
  ...milestoneActions(GROUP_OWNER, {
    list: {
      id: 'group.group_milestone_list',
      description: 'List the milestones of a group, filtered by state, title or dates.',
      aliases: ['group milestones'],
      params: {
        include_descendants: flag('Include the milestones of subgroups and their projects').optional(),
        search_title: text('Only milestones whose title contains this').optional(),
        start_date: text('Only milestones ending on or after this date (YYYY-MM-DD)').optional(),
        end_date: text('Only milestones starting on or before this date (YYYY-MM-DD)').optional(),
        containing_date: text('Only milestones whose dates contain this date (YYYY-MM-DD)').optional(),
        ...common('updated_after', 'updated_before'),
      },
    },
    get: {
      id: 'group.group_milestone_get',
      description: 'Get one group milestone by IID: state, start and due dates, and description.',
      aliases: ['show group milestone'],
    },
    create: {
      id: 'group.group_milestone_create',
      description: 'Create a milestone in a group, shared by all its projects.',
      aliases: ['new group milestone'],
    },
    update: {
      id: 'group.group_milestone_update',
      description:
        'Change a group milestone’s title, start or due date, or description, or close or reopen it.',
      aliases: ['close group milestone', 'edit group milestone'],
    },
    delete: {
      id: 'group.group_milestone_delete',
      description: 'Delete a group milestone; its issues and merge requests lose the milestone.',
      aliases: ['remove group milestone'],
    },
    issues: {
      id: 'group.group_milestone_issues',
      description: 'List the issues of all the group’s projects assigned to a group milestone.',
      aliases: ['issues in group milestone'],
    },
    merge_requests: {
      id: 'group.group_milestone_merge_requests',
      description: 'List the merge requests of all the group’s projects assigned to a group milestone.',
      aliases: ['merge requests in group milestone'],
    },
  }),
  defineAction({
    id: 'group.group_milestone_burndown',
    description:
      'List the burndown chart events of a group milestone: each issue added, closed or reopened, with its weight.',
    input: z
      .object({
        ...GROUP_OWNER.one,
        milestone_iid: milestoneIid,
        ...subListPaging,
      })
      .strict(),
    gitlab: { local: milestoneSubList(GROUP_OWNER, 'burndown_events') },
    answer: { list: 'burndown_event' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.group_milestone_issues', text: 'list the issues behind the chart' }],
    tier: 'premium',
    aliases: ['burndown chart', 'burnup', 'milestone progress'],
  }),
];
