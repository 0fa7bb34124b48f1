import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, hash, integer, oneOf, required, sort, string } from './spec.js';

/*
 * Group epics over REST (deprecated by GitLab for work items, still served): doc/api/epics.md, doc/api/epic_issues.md,
 * doc/api/epic_links.md, and the epic sections of doc/api/notes.md and doc/api/discussions.md.
 */

// "List epics for a group"; `not` takes author_id, author_username and labels.
const epicList: ParamContract = {
  author_id: integer,
  author_username: string,
  labels: string,
  with_labels_details: boolean,
  order_by: oneOf('created_at', 'updated_at', 'title'),
  sort,
  search: string,
  state: oneOf('opened', 'closed', 'all'),
  created_after: datetime,
  created_before: datetime,
  updated_after: datetime,
  updated_before: datetime,
  include_ancestor_groups: boolean,
  include_descendant_groups: boolean,
  my_reaction_emoji: string,
  not: hash,
};

// The fields "New epic" and "Update epic" share; dates are strings in GitLab's table.
const epicFields: ParamContract = {
  labels: string,
  description: string,
  color: string,
  confidential: boolean,
  start_date_is_fixed: boolean,
  start_date_fixed: string,
  due_date_is_fixed: boolean,
  due_date_fixed: string,
  parent_id: integer,
};

// "Update epic-issue association", "Re-order a child epic": global IDs of the siblings around it.
const reorder: ParamContract = { move_before_id: integer, move_after_id: integer };

const epic = '/groups/:id/epics/:epic_iid';

export const epicContracts: Record<string, ParamContract> = {
  'GET /groups/:id/epics': epicList,
  'GET /groups/:id/epics/:epic_iid': {},
  'POST /groups/:id/epics': { ...epicFields, title: required(string), created_at: string },
  [`PUT ${epic}`]: {
    ...epicFields,
    title: string,
    add_labels: string,
    remove_labels: string,
    state_event: oneOf('close', 'reopen'),
    updated_at: string,
  },
  [`GET ${epic}/issues`]: {},
  [`POST ${epic}/issues/:issue_id`]: {},
  [`PUT ${epic}/issues/:epic_issue_id`]: reorder,
  [`DELETE ${epic}/issues/:epic_issue_id`]: {},
  [`GET ${epic}/epics`]: {},
  [`POST ${epic}/epics`]: { title: required(string), confidential: boolean },
  [`PUT ${epic}/epics/:child_epic_iid`]: reorder,
  // doc/api/notes.md "Epics": list order, a new note's body and internal flag (`confidential` deprecated), edits.
  [`GET ${epic}/notes`]: { order_by: oneOf('created_at', 'updated_at'), sort },
  [`GET ${epic}/notes/:note_id`]: {},
  [`POST ${epic}/notes`]: { body: required(string), confidential: boolean, internal: boolean },
  [`PUT ${epic}/notes/:note_id`]: { body: required(string) },
  [`DELETE ${epic}/notes/:note_id`]: {},
  // doc/api/discussions.md "Epics".
  [`GET ${epic}/discussions`]: {},
  [`GET ${epic}/discussions/:discussion_id`]: {},
  [`POST ${epic}/discussions`]: { body: required(string), created_at: datetime },
  [`POST ${epic}/discussions/:discussion_id/notes`]: { body: required(string), created_at: datetime },
  [`PUT ${epic}/discussions/:discussion_id/notes/:note_id`]: { body: required(string) },
  [`DELETE ${epic}/discussions/:discussion_id/notes/:note_id`]: {},
  // doc/api/resource_label_events.md "Epics".
  [`GET ${epic}/resource_label_events`]: {},
  [`GET ${epic}/resource_label_events/:label_event_id`]: {},
};
