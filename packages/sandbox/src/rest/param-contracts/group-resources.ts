import type { ParamContract } from '../../http/param-contract.js';
import { boolean, file, hashList, integer, required, string } from './spec.js';

/*
 * A group's own resources, each page's attribute table as GitLab documents it:
 * doc/api/groups.md ("Delete a group", "Restore a group marked for deletion", "Transfer a project to a group",
 * "Download a group avatar"), doc/api/group_milestones.md, doc/api/group_boards.md, doc/api/group_epic_boards.md,
 * doc/api/group_labels.md, doc/api/group_badges.md, doc/api/group_protected_branches.md,
 * doc/api/group_protected_environments.md, doc/api/group_wikis.md, doc/api/group_webhooks.md,
 * doc/api/group_markdown_uploads.md, doc/api/custom_attributes.md, doc/api/group_level_variables.md,
 * doc/api/group_repository_storage_moves.md, doc/api/container_registry.md, doc/api/dependency_proxy.md,
 * doc/api/runners.md ("Reset group's runner registration token"), doc/api/discussions.md.
 */

const group = '/groups/:id';

/** Endpoints whose attribute table names only the path: a read, a deletion, or an action with nothing to choose. */
const pathOnly = [
  // doc/api/groups.md: "Restore a group marked for deletion", "Transfer a project to a group" (both in the path,
  // lib/api/groups.rb), "Download a group avatar".
  `POST ${group}/restore`,
  `POST ${group}/projects/:project_id`,
  `GET ${group}/avatar`,
  // doc/api/group_milestones.md: a milestone, its issues, merge requests and burndown events.
  `GET ${group}/milestones/:milestone_id`,
  `DELETE ${group}/milestones/:milestone_id`,
  `GET ${group}/milestones/:milestone_id/issues`,
  `GET ${group}/milestones/:milestone_id/merge_requests`,
  `GET ${group}/milestones/:milestone_id/burndown_events`,
  // doc/api/group_boards.md and group_epic_boards.md: boards and their lists.
  `GET ${group}/boards`,
  `GET ${group}/boards/:board_id`,
  `DELETE ${group}/boards/:board_id`,
  `GET ${group}/boards/:board_id/lists`,
  `GET ${group}/boards/:board_id/lists/:list_id`,
  `DELETE ${group}/boards/:board_id/lists/:list_id`,
  `GET ${group}/epic_boards`,
  `GET ${group}/epic_boards/:board_id`,
  // doc/api/group_labels.md "Delete a group label"; doc/api/group_badges.md "Get a badge", "Remove a badge".
  `DELETE ${group}/labels/:label_id`,
  `GET ${group}/badges/:badge_id`,
  `DELETE ${group}/badges/:badge_id`,
  // doc/api/group_protected_branches.md "Get a single protected branch", "Unprotect repository branches".
  `GET ${group}/protected_branches/:name`,
  `DELETE ${group}/protected_branches/:name`,
  // doc/api/group_protected_environments.md: the list, one environment, unprotecting it.
  `GET ${group}/protected_environments`,
  `GET ${group}/protected_environments/:environment`,
  `DELETE ${group}/protected_environments/:environment`,
  // doc/api/group_wikis.md "Delete a wiki page".
  `DELETE ${group}/wikis/:slug`,
  // doc/api/group_webhooks.md: list, get and delete hooks, a URL variable, a custom header; test a hook; resend an
  // event (the trigger and the event are in the path).
  `GET ${group}/hooks`,
  `GET ${group}/hooks/:hook_id`,
  `DELETE ${group}/hooks/:hook_id`,
  `DELETE ${group}/hooks/:hook_id/url_variables/:key`,
  `DELETE ${group}/hooks/:hook_id/custom_headers/:key`,
  `POST ${group}/hooks/:hook_id/test/:trigger`,
  `POST ${group}/hooks/:hook_id/events/:hook_event_id/resend`,
  // doc/api/group_markdown_uploads.md: the list (pages only, lib/api/markdown_uploads.rb), deletion by ID or by
  // secret and file name.
  `GET ${group}/uploads`,
  `DELETE ${group}/uploads/:upload_id`,
  `DELETE ${group}/uploads/:secret/:filename`,
  // doc/api/custom_attributes.md: list, get, delete (the key is in the path).
  `GET ${group}/custom_attributes`,
  `GET ${group}/custom_attributes/:key`,
  `DELETE ${group}/custom_attributes/:key`,
  // doc/api/group_level_variables.md "List group variables" (pages only).
  `GET ${group}/variables`,
  // doc/api/group_repository_storage_moves.md: the group's moves, one move.
  `GET ${group}/repository_storage_moves`,
  `GET ${group}/repository_storage_moves/:move_id`,
  // doc/api/container_registry.md "Within a group": the group list's `tags` and `tags_count` were removed in
  // GitLab 15.0, so it takes only its path.
  `GET ${group}/registry/repositories`,
  // doc/api/dependency_proxy.md "Purge the dependency proxy for a group".
  `DELETE ${group}/dependency_proxy/cache`,
  // doc/api/runners.md "Reset group's runner registration token".
  `POST ${group}/runners/reset_registration_token`,
];

// doc/api/group_protected_environments.md "Protect a single environment" / "Update a protected environment":
// who may deploy and who must approve, each an array of `{user_id | group_id | access_level}` hashes
// (ee/lib/api/protected_environments.rb; `required_approval_count` is deprecated there but still declared).
const environmentProtection: ParamContract = {
  deploy_access_levels: hashList,
  required_approval_count: integer,
  approval_rules: hashList,
};

export const groupResourceContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(pathOnly.map((route) => [route, {}])),
  // doc/api/groups.md "Delete a group": `permanently_remove` deletes a subgroup already marked for deletion at once,
  // confirmed by its `full_path` (lib/api/groups.rb reads both).
  [`DELETE ${group}`]: { permanently_remove: boolean, full_path: string },
  // doc/api/group_labels.md "Get a single group label".
  [`GET ${group}/labels/:label_id`]: {
    include_ancestor_groups: boolean,
    include_descendant_groups: boolean,
    only_group_labels: boolean,
  },
  [`POST ${group}/protected_environments`]: {
    ...environmentProtection,
    name: required(string),
    deploy_access_levels: required(hashList),
  },
  [`PUT ${group}/protected_environments/:environment`]: environmentProtection,
  // "Upload a file" to a group: the multipart `file`, as a project's upload (GitLab 19.2's fine-grained permission
  // `create_markdown_upload` names both endpoints, doc/auth/tokens/fine_grained_access_tokens_rest.md, kept in
  // packages/gitlab-authz/src/projects-to-wiki.ts).
  [`POST ${group}/uploads`]: { file: required(file) },
  // doc/api/custom_attributes.md "Set custom attribute".
  [`PUT ${group}/custom_attributes/:key`]: { value: required(string) },
  // doc/api/group_repository_storage_moves.md "Schedule a repository storage move for a group".
  [`POST ${group}/repository_storage_moves`]: { destination_storage_name: string },
};
