import { toGid } from '@gitlab-mcp/graphql';
import type { WorkItemFilterVariables } from '@gitlab-mcp/graphql';
import { flag, integer, oneOf, text, textList } from '../../params.js';
import { HEALTH_STATUSES } from './work-item-params.js';

/*
 * The filters of `issue.work_item_list` and how they become `namespace.workItems` arguments
 * (https://docs.gitlab.com/api/graphql/reference/#namespaceworkitems): snake_case names to GitLab's camelCase, bare
 * numbers to global IDs, and `ME` to the token's own username (GitLab's AssigneeWildcardId has only ANY and NONE).
 */

export const WORK_ITEM_TYPES = [
  'EPIC',
  'INCIDENT',
  'ISSUE',
  'KEY_RESULT',
  'OBJECTIVE',
  'REQUIREMENT',
  'TASK',
  'TEST_CASE',
  'TICKET',
] as const;

/** GitLab's WorkItemSort values. */
export const WORK_ITEM_SORTS = [
  'BLOCKING_ISSUES_ASC',
  'BLOCKING_ISSUES_DESC',
  'CLOSED_AT_ASC',
  'CLOSED_AT_DESC',
  'CREATED_ASC',
  'CREATED_DESC',
  'DUE_DATE_ASC',
  'DUE_DATE_DESC',
  'ESCALATION_STATUS_ASC',
  'ESCALATION_STATUS_DESC',
  'HEALTH_STATUS_ASC',
  'HEALTH_STATUS_DESC',
  'LABEL_PRIORITY_ASC',
  'LABEL_PRIORITY_DESC',
  'MILESTONE_DUE_ASC',
  'MILESTONE_DUE_DESC',
  'POPULARITY_ASC',
  'POPULARITY_DESC',
  'PRIORITY_ASC',
  'PRIORITY_DESC',
  'RELATIVE_POSITION_ASC',
  'SEVERITY_ASC',
  'SEVERITY_DESC',
  'START_DATE_ASC',
  'START_DATE_DESC',
  'STATUS_ASC',
  'STATUS_DESC',
  'TITLE_ASC',
  'TITLE_DESC',
  'UPDATED_ASC',
  'UPDATED_DESC',
  'WEIGHT_ASC',
  'WEIGHT_DESC',
] as const;

/** Fields `returned_fields` may name, and the keys of the shown work item each brings. */
const RETURNED_FIELDS = {
  assignees: ['assignees'],
  author: ['author'],
  closedAt: ['closedAt'],
  color: [],
  confidential: ['confidential'],
  createdAt: ['createdAt'],
  description: ['description'],
  healthStatus: ['healthStatus'],
  hierarchy: ['parent'],
  id: ['id'],
  iid: ['iid'],
  iteration: [],
  labels: ['labels'],
  linkedItems: [],
  milestone: ['milestone'],
  startAndDueDate: ['startDate', 'dueDate'],
  state: ['state'],
  status: [],
  title: ['title'],
  type: ['type'],
  updatedAt: ['updatedAt'],
  webUrl: ['webUrl'],
  weight: ['weight'],
} as const;

type ReturnedField = keyof typeof RETURNED_FIELDS;
const RETURNED_FIELD_NAMES = Object.keys(RETURNED_FIELDS) as [ReturnedField, ...ReturnedField[]];

const time = (what: string) => text(`Only items ${what} (ISO 8601)`).optional();

export const workItemListFilters = {
  state: oneOf(['opened', 'closed', 'all'], 'State (default all)').optional(),
  types: oneOf(WORK_ITEM_TYPES, 'Type').array().describe('Only these types').optional(),
  search: text('Only items whose title or description contains this').optional(),
  in: oneOf(['TITLE', 'DESCRIPTION'], 'Field').array().describe('Where search looks').optional(),
  iids: textList('Only these #numbers').optional(),
  ids: textList('Only these work items, by global ID or its number').optional(),
  author_username: text('Only items by this username').optional(),
  assignee_usernames: textList('Only items assigned to all these usernames').optional(),
  assignee_wildcard_id: oneOf(['ANY', 'ME', 'NONE'], 'Any assignee, assigned to me, or none').optional(),
  label_name: textList('Only items with all these labels').optional(),
  milestone_title: textList('Only items in these milestones').optional(),
  milestone_wildcard_id: oneOf(['ANY', 'NONE', 'STARTED', 'UPCOMING'], 'Milestone wildcard').optional(),
  my_reaction_emoji: text('Only items I reacted to with this emoji name').optional(),
  confidential: flag('Only confidential (true) or only public (false) items').optional(),
  subscribed: oneOf(['EXPLICITLY_SUBSCRIBED', 'EXPLICITLY_UNSUBSCRIBED'], 'Subscription').optional(),
  health_status_filter: oneOf(['ANY', 'NONE', ...HEALTH_STATUSES], 'Health status (Ultimate)').optional(),
  weight: text('Only items of this weight (Premium)').optional(),
  weight_wildcard_id: oneOf(['ANY', 'NONE'], 'Any weight or none').optional(),
  iteration_id: textList('Only items in these iterations (Premium)').optional(),
  iteration_wildcard_id: oneOf(['ANY', 'CURRENT', 'NONE'], 'Iteration wildcard').optional(),
  iteration_cadence_id: textList('Only items in iterations of these cadences (Premium)').optional(),
  release_tag: textList('Only items in releases with these tags').optional(),
  release_tag_wildcard_id: oneOf(['ANY', 'NONE'], 'Any release or none').optional(),
  crm_contact_id: text('Only items of this CRM contact').optional(),
  crm_organization_id: text('Only items of this CRM organization').optional(),
  parent_ids: textList('Only children of these work items (global IDs or numbers)').optional(),
  include_ancestors: flag('Also items of ancestor groups').optional(),
  include_descendants: flag('Also items of subgroups and their projects').optional(),
  created_after: time('created after this time'),
  created_before: time('created before this time'),
  updated_after: time('updated after this time'),
  updated_before: time('updated before this time'),
  closed_after: time('closed after this time'),
  closed_before: time('closed before this time'),
  due_after: time('due after this time'),
  due_before: time('due before this time'),
  sort: oneOf(WORK_ITEM_SORTS, 'Order (default CREATED_DESC)').optional(),
  returned_fields: oneOf(RETURNED_FIELD_NAMES, 'Field')
    .array()
    .describe('Show only these fields of each item (the #number and link always)')
    .optional(),
  first: integer('Items per page (default 20, max 100)').optional(),
  after: text('end_cursor of the previous page').optional(),
  last: integer('Items per page, counting back from before').optional(),
  before: text('start_cursor of the next page').optional(),
};

/** Filter params whose GraphQL argument is the same value under its camelCase name. */
const PLAIN = [
  'state',
  'types',
  'search',
  'in',
  'iids',
  'author_username',
  'assignee_usernames',
  'label_name',
  'milestone_title',
  'milestone_wildcard_id',
  'my_reaction_emoji',
  'confidential',
  'subscribed',
  'health_status_filter',
  'weight',
  'weight_wildcard_id',
  'iteration_id',
  'iteration_wildcard_id',
  'release_tag',
  'release_tag_wildcard_id',
  'crm_contact_id',
  'crm_organization_id',
  'include_ancestors',
  'include_descendants',
  'created_after',
  'created_before',
  'updated_after',
  'updated_before',
  'closed_after',
  'closed_before',
  'due_after',
  'due_before',
  'sort',
] as const;

const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const asGid = (type: string) => (value: string) => (/^\d+$/.test(value) ? toGid(type, value) : value);

/** The `namespace.workItems` arguments of a call; `me` is the token's username, for `assignee_wildcard_id: ME`. */
export function workItemFilterVariables(args: Record<string, unknown>, me: string): WorkItemFilterVariables {
  const variables: Record<string, unknown> = {};
  for (const name of PLAIN) if (args[name] !== undefined) variables[camel(name)] = args[name];
  const ids = args.ids as string[] | undefined;
  const parents = args.parent_ids as string[] | undefined;
  const cadences = args.iteration_cadence_id as string[] | undefined;
  if (ids) variables.ids = ids.map(asGid('WorkItem'));
  if (parents) variables.parentIds = parents.map(asGid('WorkItem'));
  if (cadences) variables.iterationCadenceId = cadences.map(asGid('Iterations::Cadence'));
  if (args.assignee_wildcard_id === 'ME')
    variables.assigneeUsernames = [...((args.assignee_usernames as string[] | undefined) ?? []), me];
  else if (args.assignee_wildcard_id !== undefined) variables.assigneeWildcardId = args.assignee_wildcard_id;
  return variables as WorkItemFilterVariables;
}

/** A shown work item cut to the `returned_fields` asked for; the #number and link always stay. */
export function pickReturnedFields(
  item: Record<string, unknown>,
  fields: readonly ReturnedField[] | undefined,
): Record<string, unknown> {
  if (!fields) return item;
  const keys = new Set<string>(['iid', 'webUrl', ...fields.flatMap((field) => RETURNED_FIELDS[field])]);
  return Object.fromEntries(Object.entries(item).filter(([key]) => keys.has(key)));
}
