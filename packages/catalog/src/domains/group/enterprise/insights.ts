import { z } from 'zod';
import { COMPLETED, defineAction } from '../../../action.js';
import { UPDATES } from '../../../classifications.js';
import { flag, groupId, integer, integerList, offsetPaging, oneOf, text } from '../../../params.js';
import { NO_ORDER, unorderedPaging, unsupportedOrderBy } from '../../../unsupported-params.js';

const oneGroup = { group_id: groupId };
const userId = integer('User ID of the billable member');
const groupPath = { group_path: text('Full path of the group, e.g. group/subgroup') };

/** The three recent-activity counters (https://docs.gitlab.com/api/group_activity_analytics/): the last 90 days. */
function activityCount(id: string, path: string, what: string, aliases: string[]) {
  return defineAction({
    id,
    description: `Count the ${what} in a group over the last 90 days: its recent activity (group activity analytics).`,
    input: z.object(groupPath).strict(),
    answer: { object: 'group_activity' },
    content: 'detail',
    resource: null,
    nextSteps: [],
    tier: 'premium',
    aliases,
  });
}

/** Group activity analytics, seats (billable members) and the security settings a group sets for its projects. */
export const groupInsightActions = [
  activityCount('group.analytics_issues_count', 'issues_count', 'issues created', ['recent issues count']),
  activityCount('group.analytics_mr_count', 'merge_requests_count', 'merge requests created', [
    'recent merge requests count',
  ]),
  activityCount('group.analytics_members_count', 'new_members_count', 'members added', ['new members count']),
  defineAction({
    id: 'group.group_billable_members_list',
    description:
      'List the billable members of a top-level group (the seats it pays for), subgroups and projects included.',
    input: z
      .object({
        ...oneGroup,
        search: text('Only members whose name or username contains this').optional(),
        sort: oneOf(
          [
            'access_level_asc',
            'access_level_desc',
            'last_joined',
            'oldest_joined',
            'name_asc',
            'name_desc',
            'oldest_sign_in',
            'recent_sign_in',
            'last_activity_on_asc',
            'last_activity_on_desc',
          ],
          'Order of the members',
        ).optional(),
        order_by: unsupportedOrderBy,
        ...offsetPaging,
      })
      .strict(),
    // GitLab declares `search` and `sort` here, no `order_by` (ee/lib/ee/api/members.rb).
    unsupported: {
      params: { order_by: 'GitLab orders billable members by sort alone' },
      endpoint: "GitLab's billable members (GET /groups/{group_id}/billable_members)",
    },
    answer: { list: 'billable_member' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'group.group_billable_member_memberships_list', text: 'see where a member holds a seat' },
      { action: 'group.group_billable_member_remove', text: 'free a seat' },
    ],
    tier: 'premium',
    aliases: ['seats', 'billable users', 'license usage'],
  }),
  defineAction({
    id: 'group.group_billable_member_memberships_list',
    description:
      'List the direct memberships of one billable member in a top-level group’s subgroups and projects.',
    input: z.object({ ...oneGroup, user_id: userId, ...unorderedPaging }).strict(),
    // GitLab pages a billable member's memberships with no order of the caller's (ee/lib/ee/api/members.rb).
    unsupported: {
      params: NO_ORDER,
      endpoint:
        "GitLab's billable member memberships (GET /groups/{group_id}/billable_members/{user_id}/memberships)",
    },
    answer: { list: 'billable_membership' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.group_billable_member_remove', text: 'remove the member everywhere' }],
    tier: 'premium',
    aliases: ['seat memberships'],
  }),
  defineAction({
    id: 'group.group_billable_member_remove',
    description:
      'Remove a billable member from a top-level group and all its subgroups and projects, freeing the seat.',
    input: z.object({ ...oneGroup, user_id: userId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'group.group_billable_members_list', text: 'see the remaining seats' }],
    tier: 'premium',
    aliases: ['free a seat'],
  }),
  defineAction({
    id: 'group.security_settings_update',
    description:
      'Turn secret push protection on or off for every project of a group, except the ones excluded.',
    input: z
      .object({
        ...oneGroup,
        secret_push_protection_enabled: flag('Whether pushes containing secrets are blocked'),
        projects_to_exclude: integerList('Project IDs left as they are').optional(),
      })
      .strict(),
    answer: { object: 'group_security_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [],
    tier: 'ultimate',
    aliases: ['secret push protection', 'secret detection'],
  }),
];
