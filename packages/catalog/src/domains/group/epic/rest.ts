import { z } from 'zod';
import { defineAction } from '../../../action.js';
import { groupId, integer, offsetPaging, oneOf, sortDirection, text } from '../../../params.js';
import { common } from '../../../common-params.js';
import { subListPaging } from '../../issuable/issuable.js';
import { workItemListFilters } from '../../issue/work-item-filters.js';
import { NO_ORDER } from '../../../unsupported-params.js';

/*
 * The epic reads catalog.json has over REST (https://docs.gitlab.com/api/epics/,
 * https://docs.gitlab.com/api/resource_label_events/#epics; Premium): the group's epic list, an epic's child epics and
 * its label events. The list takes the work item list's filter names; GitLab's REST list reads those it knows
 * (`label_name` as `labels`, `include_descendants` as `include_descendant_groups`) and ignores the rest.
 */

const fullPath = text('Full path of the group, e.g. group/subgroup');
const epicIid = integer('Epic IID, the &number in the group');
const inGroup = (args: { epic_iid: number; full_path?: string; group_id?: string }) =>
  `&${args.epic_iid} in group ${args.full_path ?? args.group_id ?? ''}`;

const filters = workItemListFilters;
/** The work item list's filters that catalog.json gives the epic list too. */
const epicFilters = {
  search: filters.search,
  in: filters.in,
  iids: filters.iids,
  ids: filters.ids,
  author_username: filters.author_username,
  assignee_usernames: filters.assignee_usernames,
  assignee_wildcard_id: filters.assignee_wildcard_id,
  label_name: filters.label_name,
  milestone_title: filters.milestone_title,
  milestone_wildcard_id: filters.milestone_wildcard_id,
  my_reaction_emoji: filters.my_reaction_emoji,
  confidential: filters.confidential,
  subscribed: filters.subscribed,
  health_status_filter: filters.health_status_filter,
  weight: filters.weight,
  weight_wildcard_id: filters.weight_wildcard_id,
  parent_ids: filters.parent_ids,
  include_ancestors: filters.include_ancestors,
  include_descendants: filters.include_descendants,
  created_after: filters.created_after,
  created_before: filters.created_before,
  updated_after: filters.updated_after,
  updated_before: filters.updated_before,
  closed_after: filters.closed_after,
  closed_before: filters.closed_before,
  due_after: filters.due_after,
  due_before: filters.due_before,
  first: filters.first,
  after: filters.after,
  last: filters.last,
  before: filters.before,
};

/**
 * The work item filters GitLab's REST epic list does not declare (doc/api/epics.md, "List epics for a group"): it
 * would ignore them and answer every epic, so they are refused by name.
 */
const EPIC_LIST_IGNORED = [
  'in',
  'iids',
  'ids',
  'assignee_usernames',
  'assignee_wildcard_id',
  'milestone_title',
  'milestone_wildcard_id',
  'confidential',
  'subscribed',
  'health_status_filter',
  'weight',
  'weight_wildcard_id',
  'parent_ids',
  'closed_after',
  'closed_before',
  'due_after',
  'due_before',
  'first',
  'after',
  'last',
  'before',
] as const;

/** The filters of the epic list GitLab's REST list ignores, refused by name with why. */
const EPIC_LIST_REFUSED = Object.fromEntries(
  EPIC_LIST_IGNORED.map((name) => [name, "GitLab's REST epic list has no such filter"]),
);

/** REST names for the filters the Epics API knows under another name. */
function epicListQuery(args: Record<string, unknown>): Record<string, unknown> {
  const { label_name, include_ancestors, include_descendants, ...rest } = args;
  return {
    ...rest,
    ...(Array.isArray(label_name) ? { labels: label_name.join(',') } : {}),
    ...(include_ancestors === undefined ? {} : { include_ancestor_groups: include_ancestors }),
    ...(include_descendants === undefined ? {} : { include_descendant_groups: include_descendants }),
  };
}

export const epicRestActions = [
  defineAction({
    id: 'group.epic_list',
    description:
      'List the epics of a group (and its subgroups), filtered by state, labels, author, dates or text.',
    input: z
      .object({
        full_path: fullPath,
        ...epicFilters,
        state: oneOf(['opened', 'closed', 'all'], 'State (default all)').optional(),
        ...common('author_id', 'with_labels_details'),
        order_by: oneOf(
          ['created_at', 'updated_at', 'title'],
          'Field to order by (default created_at)',
        ).optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: { send: epicListQuery },
    unsupported: { params: EPIC_LIST_REFUSED, endpoint: "GitLab's epic list (GET /groups/:id/epics)" },
    answer: { list: 'epic' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'group.epic_get', text: 'see one epic in full' },
      { action: 'group.epic_get_links', text: 'see the child epics of one' },
    ],
    tier: 'premium',
    aliases: ['epics', 'roadmap items'],
  }),
  defineAction({
    id: 'group.epic_get_links',
    description: 'List the child epics of an epic.',
    input: z.object({ full_path: fullPath, epic_iid: epicIid }).strict(),
    answer: { list: 'epic' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.epic_list', text: "see the group's other epics" }],
    tier: 'premium',
    aliases: ['child epics', 'sub-epics'],
  }),
  defineAction({
    id: 'group.event_epic_label_list',
    description: 'List when labels were added to or removed from an epic, and by whom.',
    input: z.object({ group_id: groupId, epic_iid: epicIid, ...subListPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'label_event' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.event_epic_label_get', text: 'see one event in full' }],
    tier: 'premium',
    aliases: ['epic label history'],
  }),
  defineAction({
    id: 'group.event_epic_label_get',
    description: 'Get one label event of an epic.',
    input: z
      .object({
        group_id: groupId,
        epic_iid: epicIid,
        label_event_id: integer('Label event ID, from the list'),
      })
      .strict(),
    answer: { object: 'label_event', notFound: (args) => `label event on ${inGroup(args)}` },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'group.event_epic_label_list', text: 'see every label event of the epic' }],
    tier: 'premium',
    aliases: [],
  }),
];
