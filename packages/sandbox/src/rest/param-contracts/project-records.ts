import type { ParamContract } from '../../http/param-contract.js';
import { boolean, required } from './spec.js';

/*
 * Single records of a project read, removed or moved by their path alone: doc/api/issues.md ("Get a single project
 * issue", "Delete an issue"), doc/api/notes.md and doc/api/discussions.md (an issue's notes and threads),
 * doc/api/emoji_reactions.md (removing a reaction), doc/api/labels.md ("Get a single project label", delete,
 * "Promote a project label to a group label"), doc/api/boards.md (boards and their lists), doc/api/project_badges.md,
 * doc/api/environments.md, doc/api/deployments.md, doc/api/merge_request_approvals.md (the project's approval
 * configuration and rules), doc/api/projects.md ("Download a project avatar") and doc/api/project_forks.md ("Create
 * a fork relationship", "Delete a fork relationship").
 */

const issue = '/projects/:id/issues/:issue_iid';
const board = '/projects/:id/boards/:board_id';

const pathOnly = [
  `GET ${issue}`,
  `DELETE ${issue}`,
  `GET ${issue}/notes/:note_id`,
  `DELETE ${issue}/notes/:note_id`,
  `GET ${issue}/discussions`,
  `GET ${issue}/discussions/:discussion_id`,
  `DELETE ${issue}/award_emoji/:award_id`,
  `DELETE ${issue}/notes/:note_id/award_emoji/:award_id`,
  'DELETE /projects/:id/labels/:label_id',
  'PUT /projects/:id/labels/:label_id/promote',
  'GET /projects/:id/boards',
  `GET ${board}`,
  `DELETE ${board}`,
  `GET ${board}/lists`,
  `GET ${board}/lists/:list_id`,
  `DELETE ${board}/lists/:list_id`,
  'GET /projects/:id/badges/:badge_id',
  'DELETE /projects/:id/badges/:badge_id',
  'GET /projects/:id/environments/:environment_id',
  'DELETE /projects/:id/environments/:environment_id',
  'GET /projects/:id/deployments/:deployment_id',
  'DELETE /projects/:id/deployments/:deployment_id',
  'GET /projects/:id/approvals',
  'GET /projects/:id/approval_rules',
  'GET /projects/:id/approval_rules/:rule_id',
  'DELETE /projects/:id/approval_rules/:rule_id',
  'GET /projects/:id/avatar',
  'POST /projects/:id/fork/:forked_from_id',
  'DELETE /projects/:id/fork',
];

export const projectRecordContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(pathOnly.map((route) => [route, {}])),
  // "Get a single project label": also look for the label among the ancestor groups' labels.
  'GET /projects/:id/labels/:label_id': { include_ancestor_groups: boolean },
  // "Resolve an issue thread" (issue threads are resolvable, as merge request threads are).
  [`PUT ${issue}/discussions/:discussion_id`]: { resolved: required(boolean) },
};
