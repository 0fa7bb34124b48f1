import type { ParamContract } from '../../http/param-contract.js';
import { boolean, date, datetime, integer, integerList, oneOf, required, string } from './spec.js';

export const planningContracts: Record<string, ParamContract> = {
  // doc/api/labels.md, "List labels", "Create a new label".
  'GET /projects/:id/labels': {
    with_counts: boolean,
    include_ancestor_groups: boolean,
    search: string,
    archived: boolean,
  },
  'POST /projects/:id/labels': {
    name: required(string),
    color: required(string),
    description: string,
    priority: integer,
    archived: boolean,
  },
  // doc/api/milestones.md, "List project milestones", "Create new milestone"; `state` also takes `all`, GitLab's
  // default (lib/api/milestone_responses.rb).
  'GET /projects/:id/milestones': {
    iids: integerList,
    state: oneOf('active', 'closed', 'all'),
    title: string,
    search: string,
    search_title: string,
    include_parent_milestones: boolean,
    include_ancestors: boolean,
    updated_before: datetime,
    updated_after: datetime,
  },
  'POST /projects/:id/milestones': {
    title: required(string),
    description: string,
    due_date: date,
    start_date: date,
  },
};
