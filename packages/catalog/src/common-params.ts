import {
  flag,
  idFilter,
  integer,
  integerList,
  offsetPaging,
  oneOf,
  sortDirection,
  text,
  textList,
} from './params.js';

/**
 * Parameters that mean the same thing across many actions, written once with their description. An entry picks
 * them by name (`...common('created_after', 'labels')`); what is particular to one action stays in its entry.
 * All are optional: an entry that requires one says so itself.
 */
const COMMON = {
  search: text('Only items whose title or name contains this').optional(),
  created_after: text('Only items created after this time (ISO 8601)').optional(),
  created_before: text('Only items created before this time (ISO 8601)').optional(),
  updated_after: text('Only items updated after this time (ISO 8601)').optional(),
  updated_before: text('Only items updated before this time (ISO 8601)').optional(),
  labels: textList('Only items with all these labels (None and Any are special)').optional(),
  not_labels: textList('Only items without these labels').optional(),
  milestone: text('Only items in this milestone title (None, Any, Upcoming, Started are special)').optional(),
  not_milestone: text('Only items not in this milestone').optional(),
  author_id: integer('Only items by this user ID').optional(),
  author_username: text('Only items by this username').optional(),
  not_author_id: integer('Only items not by this user ID').optional(),
  not_author_username: text('Only items not by this username').optional(),
  assignee_id: integer('User ID to assign').optional(),
  assignee_username: text('Only items assigned to this username').optional(),
  not_assignee_id: integer('Only items not assigned to this user ID').optional(),
  not_assignee_username: text('Only items not assigned to this username').optional(),
  my_reaction_emoji: text('Only items I reacted to with this emoji name (None, Any are special)').optional(),
  not_my_reaction_emoji: text('Only items I did not react to with this emoji').optional(),
  scope: oneOf(['created_by_me', 'assigned_to_me', 'all'], 'Whose items').optional(),
  iids: integerList('Only these internal IDs').optional(),
  with_labels_details: flag('Return label objects instead of names').optional(),
  confidential: flag('Confidential: only project members with Reporter+ can see it').optional(),
  description: text('Description, in GitLab Markdown').optional(),
  assignee_ids: integerList('User IDs to assign').optional(),
  milestone_id: integer('Milestone ID').optional(),
  due_date: text('Due date (YYYY-MM-DD)').optional(),
  weight: integer('Weight (Premium)').optional(),
  epic_id: integer('Epic ID (Premium)').optional(),
  statistics: flag('Include statistics (Reporter+ only)').optional(),
  with_custom_attributes: flag('Include custom attributes (admins only)').optional(),
  visibility: oneOf(['private', 'internal', 'public'], 'Visibility level').optional(),
  archived: flag('Archived or not').optional(),
  owned: flag('Only items the user owns').optional(),
  membership: flag('Only items the user is a member of').optional(),
  starred: flag('Only items the user starred').optional(),
  simple: flag('Return only a few fields per item (faster)').optional(),
  min_access_level: integer('Only items where the user has at least this access level (10–50)').optional(),
  ref: text('Branch, tag or commit SHA').optional(),
  sha: text('Commit SHA').optional(),
  username: text('GitLab username').optional(),
  name: text('Name').optional(),
} as const;

type CommonName = keyof typeof COMMON;

/** The filters of GitLab's issue and merge request lists by a user ID that also take `None` and `Any`. */
export const assigneeFilter = {
  assignee_id: idFilter('Only items assigned to this user ID').optional(),
};

/** A plain list's order and pages: GitLab's `order_by` and `sort`, offset (or keyset) pagination. */
export const orderedPaging = {
  order_by: text('Field to order by').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/** A GraphQL connection's cursor pages, both ways (OF-54): the entry's graphqlCall sets `pagesBackward`. */
export const cursorPaging = {
  first: integer('Items per page, forwards (default 20, max 100)').optional(),
  after: text('end_cursor of the previous page').optional(),
  last: integer('Items per page, backwards (max 100)').optional(),
  before: text('start_cursor of the next page, to page backwards').optional(),
};

/** The named common parameters, to spread into an entry's `z.object({...})`. */
export function common<const N extends readonly CommonName[]>(
  ...names: N
): { [K in N[number]]: (typeof COMMON)[K] } {
  return Object.fromEntries(names.map((name) => [name, COMMON[name]])) as {
    [K in N[number]]: (typeof COMMON)[K];
  };
}
