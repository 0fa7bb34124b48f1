import type { ParamContract } from '../../http/param-contract.js';
import { boolean, file, integer, list, oneOf, required, string } from './spec.js';

/*
 * Actions on an issue or a merge request and a few small instance reads: doc/api/issues.md (move, subscribe, to-do,
 * time tracking resets), doc/api/merge_requests.md (rebase, subscribe, to-do, pipelines, blocks, context commits),
 * doc/api/merge_request_approvals.md (approve, unapprove, approvals, approval state, reset),
 * doc/api/draft_notes.md, doc/api/deployments.md ("Approve or reject a blocked deployment"), doc/api/users.md
 * (moderation actions, avatar), doc/api/avatar.md, doc/api/keys.md, doc/api/version.md, doc/api/metadata.md.
 */

const issue = '/projects/:id/issues/:issue_iid';
const mr = '/projects/:id/merge_requests/:merge_request_iid';

const noParameters = [
  `POST ${issue}/subscribe`,
  `POST ${issue}/unsubscribe`,
  `POST ${issue}/todo`,
  `POST ${issue}/reset_time_estimate`,
  `POST ${issue}/reset_spent_time`,
  `DELETE ${issue}/links/:issue_link_id`,
  `DELETE ${issue}/discussions/:discussion_id/notes/:note_id`,
  `POST ${mr}/unapprove`,
  `GET ${mr}/approvals`,
  `GET ${mr}/approval_state`,
  `PUT ${mr}/reset_approvals`,
  `POST ${mr}/cancel_merge_when_pipeline_succeeds`,
  `POST ${mr}/pipelines`,
  `POST ${mr}/subscribe`,
  `POST ${mr}/unsubscribe`,
  `POST ${mr}/todo`,
  `POST ${mr}/reset_time_estimate`,
  `POST ${mr}/reset_spent_time`,
  `GET ${mr}/approval_rules`,
  `DELETE ${mr}/approval_rules/:approval_rule_id`,
  `GET ${mr}/blocks`,
  `DELETE ${mr}/blocks/:block_id`,
  `GET ${mr}/context_commits`,
  `DELETE ${mr}/discussions/:discussion_id/notes/:note_id`,
  `GET ${mr}/draft_notes`,
  `GET ${mr}/draft_notes/:draft_note_id`,
  `DELETE ${mr}/draft_notes/:draft_note_id`,
  `PUT ${mr}/draft_notes/:draft_note_id/publish`,
  `POST ${mr}/draft_notes/bulk_publish`,
  'GET /projects/:id/merge_request_approval_setting',
  'GET /groups/:id/merge_request_approval_setting',
  'GET /notification_settings',
  'GET /groups/:id/notification_settings',
  'GET /projects/:id/notification_settings',
  'POST /todos/mark_as_done',
  'POST /todos/:todo_id/mark_as_done',
  'GET /version',
  'GET /metadata',
  'GET /user/status',
  'GET /users/:id/status',
  'GET /users/:id/associations_count',
  ...['block', 'unblock', 'ban', 'unban', 'deactivate', 'activate', 'approve', 'reject'].map(
    (action) => `POST /users/:id/${action}`,
  ),
  'PATCH /users/:id/disable_two_factor',
  'DELETE /users/:id/identities/:provider',
];

export const issuableActionContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(noParameters.map((route) => [route, {}])),
  // "Move an issue": the project it goes to.
  [`POST ${issue}/move`]: { to_project_id: required(integer) },
  // "Approve merge request": the head it approves, and the password where the project asks for one.
  [`POST ${mr}/approve`]: { sha: string, approval_password: string },
  [`PUT ${mr}/rebase`]: { skip_ci: boolean },
  [`POST ${mr}/blocks`]: { blocking_merge_request_id: required(integer) },
  // "Create MR context commits", "Delete MR context commits": the commit SHAs.
  [`POST ${mr}/context_commits`]: { commits: required(list) },
  [`DELETE ${mr}/context_commits`]: { commits: required(list) },
  'POST /projects/:id/deployments/:deployment_id/approval': {
    status: required(oneOf('approved', 'rejected')),
    comment: string,
    represented_as: string,
  },
  // doc/api/avatar.md: the public avatar of an email address, at a size in pixels.
  'GET /avatar': { email: required(string), size: integer },
  'PUT /user/avatar': { avatar: required(file) },
  // doc/api/keys.md "Get user by fingerprint of SSH key".
  'GET /keys': { fingerprint: required(string) },
};
