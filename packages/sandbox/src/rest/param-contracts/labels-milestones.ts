import type { ParamContract } from '../../http/param-contract.js';
import { planningContracts } from './planning.js';
import { boolean, date, datetime, integer, oneOf, required, string } from './spec.js';

/*
 * The writes and group forms of labels and milestones, beside the project lists and creations of planning.ts.
 * doc/api/labels.md "Edit an existing label"; doc/api/group_labels.md; doc/api/milestones.md "Edit milestone";
 * doc/api/group_milestones.md (declared in GitLab's lib/api/helpers/label_helpers.rb and milestone_responses.rb).
 */

// "Edit an existing label" (project) and "Update a group label": the label is named in the path.
const labelUpdate: ParamContract = {
  new_name: string,
  color: string,
  description: string,
  archived: boolean,
};

// "Edit milestone", for a project's and a group's milestone alike.
const milestoneUpdate: ParamContract = {
  title: string,
  description: string,
  due_date: date,
  start_date: date,
  state_event: oneOf('close', 'activate'),
};

export const labelMilestoneContracts: Record<string, ParamContract> = {
  'PUT /projects/:id/labels/:label_id': { ...labelUpdate, priority: integer },
  'GET /groups/:id/labels': {
    with_counts: boolean,
    include_ancestor_groups: boolean,
    include_descendant_groups: boolean,
    only_group_labels: boolean,
    search: string,
    archived: boolean,
  },
  'POST /groups/:id/labels': {
    name: required(string),
    color: required(string),
    description: string,
    archived: boolean,
  },
  'PUT /groups/:id/labels/:label_id': labelUpdate,
  'PUT /projects/:id/milestones/:milestone_id': milestoneUpdate,
  'GET /groups/:id/milestones': {
    ...planningContracts['GET /projects/:id/milestones']!,
    include_descendants: boolean,
    containing_date: datetime,
    start_date: datetime,
    end_date: datetime,
  },
  'POST /groups/:id/milestones': planningContracts['POST /projects/:id/milestones']!,
  'PUT /groups/:id/milestones/:milestone_id': milestoneUpdate,
};
