import type { ParamContract } from '../../http/param-contract.js';
import { date, datetime, integer, oneOf, sort, string } from './spec.js';

/*
 * What happened and what is waiting: doc/api/events.md, doc/api/audit_events.md, doc/api/todos.md; declared in
 * GitLab's lib/api/events.rb (with lib/api/helpers/events_helpers.rb), ee/lib/api/audit_events.rb (and the group and
 * project ones) and lib/api/todos.rb.
 */

// "Event action types" and "Event target types" of doc/api/events.md.
const eventFilters: ParamContract = {
  action: oneOf(
    'approved',
    'closed',
    'commented',
    'created',
    'destroyed',
    'expired',
    'joined',
    'left',
    'merged',
    'pushed',
    'reopened',
    'updated',
  ),
  target_type: oneOf(
    'issue',
    'milestone',
    'merge_request',
    'note',
    'project',
    'snippet',
    'user',
    'wiki',
    'design',
    'epic',
  ),
  before: date,
  after: date,
  sort,
};

// "List all events" and "Get contribution events for a user" may also span all projects (`scope=all`).
const scopedEventFilters: ParamContract = { ...eventFilters, scope: string };

const auditPeriod: ParamContract = { created_after: datetime, created_before: datetime };

export const activityContracts: Record<string, ParamContract> = {
  'GET /events': scopedEventFilters,
  'GET /users/:id/events': scopedEventFilters,
  'GET /projects/:id/events': eventFilters,
  'GET /audit_events': { ...auditPeriod, entity_type: string, entity_id: integer },
  'GET /groups/:id/audit_events': auditPeriod,
  'GET /projects/:id/audit_events': auditPeriod,
  'GET /todos': {
    action: string,
    author_id: integer,
    project_id: integer,
    group_id: integer,
    state: oneOf('pending', 'done'),
    type: oneOf(
      'Issue',
      'MergeRequest',
      'Commit',
      'Epic',
      'DesignManagement::Design',
      'AlertManagement::Alert',
      'Project',
      'Namespace',
      'Vulnerability',
      'WikiPage::Meta',
    ),
  },
};
