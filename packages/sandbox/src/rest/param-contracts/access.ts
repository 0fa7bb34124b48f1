import type { ParamContract } from '../../http/param-contract.js';
import { boolean, date, datetime, integer, list, oneOf, required, string } from './spec.js';

/*
 * Who may do what: doc/api/personal_access_tokens.md, doc/api/group_access_tokens.md,
 * doc/api/project_access_tokens.md, doc/api/deploy_keys.md, doc/api/deploy_tokens.md, doc/api/access_requests.md,
 * doc/api/invitations.md, doc/api/namespaces.md, doc/api/notification_settings.md; declared in GitLab's
 * lib/api/personal_access_tokens.rb, resource_access_tokens.rb, deploy_keys.rb, deploy_tokens.rb,
 * access_requests.rb, invitations.rb, namespaces.rb and notification_settings.rb.
 */

// How token lists sort (doc/api/personal_access_tokens.md, "List all personal access tokens": `sort`).
const tokenSort = oneOf(
  'created_asc',
  'created_desc',
  'expires_asc',
  'expires_desc',
  'last_used_asc',
  'last_used_desc',
  'name_asc',
  'name_desc',
);

/** The filters of the token lists: by state, dates of creation, last use and expiry, and name. */
export const tokenFilters: ParamContract = {
  state: oneOf('active', 'inactive'),
  revoked: boolean,
  search: string,
  sort: tokenSort,
  created_after: datetime,
  created_before: datetime,
  last_used_after: datetime,
  last_used_before: datetime,
  expires_after: date,
  expires_before: date,
};

// "Create a group/project access token": a bot user with a role (Gitlab::Access's levels, Guest to Owner).
const resourceToken: ParamContract = {
  name: required(string),
  scopes: required(list),
  expires_at: date,
  description: string,
  access_level: { type: 'integer', values: ['10', '15', '20', '30', '40', '50'] },
};

// "Rotate a … token": the new token's expiry.
export const rotation: ParamContract = { expires_at: date };

// doc/api/notification_settings.md: a level, and for the custom level each event on or off.
const NOTIFICATION_EVENTS = [
  'new_note',
  'new_issue',
  'reopen_issue',
  'close_issue',
  'reassign_issue',
  'issue_due',
  'new_merge_request',
  'push_to_merge_request',
  'reopen_merge_request',
  'close_merge_request',
  'reassign_merge_request',
  'change_reviewer_merge_request',
  'merge_merge_request',
  'failed_pipeline',
  'fixed_pipeline',
  'success_pipeline',
  'moved_project',
  'merge_when_pipeline_succeeds',
  'new_epic',
  'new_release',
  'approver',
];
const notificationSettings: ParamContract = {
  level: oneOf('disabled', 'participating', 'watch', 'global', 'mention', 'custom'),
  ...Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, boolean])),
};

export const accessContracts: Record<string, ParamContract> = {
  'GET /personal_access_tokens': { ...tokenFilters, user_id: integer },
  'POST /personal_access_tokens/:token_id/rotate': rotation,
  'GET /groups/:id/access_tokens': tokenFilters,
  'GET /projects/:id/access_tokens': tokenFilters,
  'POST /groups/:id/access_tokens': resourceToken,
  'POST /projects/:id/access_tokens': resourceToken,
  'POST /groups/:id/access_tokens/:token_id/rotate': rotation,
  'POST /projects/:id/access_tokens/:token_id/rotate': rotation,
  'POST /groups/:id/access_tokens/self/rotate': rotation,
  'POST /projects/:id/access_tokens/self/rotate': rotation,
  // doc/api/deploy_keys.md: "List all deploy keys" (administrators), "Add deploy key", "Update deploy key".
  'GET /deploy_keys': { public: boolean },
  'POST /deploy_keys': { title: required(string), key: required(string), expires_at: datetime },
  'PUT /projects/:id/deploy_keys/:key_id': { title: string, can_push: boolean },
  // doc/api/deploy_tokens.md: the lists filter by activity.
  'GET /deploy_tokens': { active: boolean },
  'GET /projects/:id/deploy_tokens': { active: boolean },
  'GET /groups/:id/deploy_tokens': { active: boolean },
  'PUT /projects/:id/access_requests/:user_id/approve': { access_level: integer },
  'PUT /groups/:id/access_requests/:user_id/approve': { access_level: integer },
  'GET /projects/:id/invitations': { query: string },
  'GET /groups/:id/invitations': { query: string },
  'GET /namespaces': {
    search: string,
    owned_only: boolean,
    top_level_only: boolean,
    full_path_search: boolean,
  },
  'GET /namespaces/:id/exists': { parent_id: integer },
  'PUT /notification_settings': { ...notificationSettings, notification_email: string },
  'PUT /groups/:id/notification_settings': notificationSettings,
  'PUT /projects/:id/notification_settings': notificationSettings,
};
