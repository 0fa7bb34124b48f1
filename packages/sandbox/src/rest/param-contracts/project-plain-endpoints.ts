import type { ParamContract } from '../../http/param-contract.js';

/*
 * Project endpoints (merge requests to repository storage moves) whose GitLab attribute table names only their path
 * (and pagination, which every endpoint takes): a single item read or deleted, a list without filters, an action
 * without options. Each group below names its page; the Grape declarations (lib/api/…, ee/lib/api/…) agree.
 */
const plain = [
  // doc/api/merge_requests.md ("Delete a merge request", "List issues related to the merge request"),
  // doc/api/emoji_reactions.md (delete a reaction on a merge request and on its comment), doc/api/notes.md (get
  // and delete a merge request note), doc/api/discussions.md (list and get merge request threads).
  'DELETE /projects/:id/merge_requests/:merge_request_iid',
  'GET /projects/:id/merge_requests/:merge_request_iid/related_issues',
  'DELETE /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id',
  'DELETE /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id',
  'GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id',
  'DELETE /projects/:id/merge_requests/:merge_request_iid/notes/:note_id',
  'GET /projects/:id/merge_requests/:merge_request_iid/discussions',
  'GET /projects/:id/merge_requests/:merge_request_iid/discussions/:discussion_id',
  // doc/api/status_checks.md ("List status checks for a merge request", "Retry failed status check");
  // doc/api/merge_trains.md ("Get the status of a merge request on a merge train").
  'GET /projects/:id/merge_requests/:merge_request_iid/status_checks',
  'POST /projects/:id/merge_requests/:merge_request_iid/status_checks/:check_id/retry',
  'GET /projects/:id/merge_trains/merge_requests/:merge_request_iid',
  // doc/api/milestones.md (get, delete, its issues, merge requests and burndown chart events).
  'GET /projects/:id/milestones/:milestone_id',
  'DELETE /projects/:id/milestones/:milestone_id',
  'GET /projects/:id/milestones/:milestone_id/issues',
  'GET /projects/:id/milestones/:milestone_id/merge_requests',
  'GET /projects/:id/milestones/:milestone_id/burndown_events',
  // doc/api/members.md ("Get a member of a group or project", including inherited and invited members).
  'GET /projects/:id/members/:user_id',
  'GET /projects/:id/members/all/:user_id',
  // doc/api/packages.md (get and delete a package, delete a package file), doc/api/packages/generic_packages.md
  // (download), doc/api/packages/ml_models.md (download a model file): the rest of the path names the file.
  'GET /projects/:id/packages/:package_id',
  'DELETE /projects/:id/packages/:package_id',
  'DELETE /projects/:id/packages/:package_id/package_files/:package_file_id',
  'GET /projects/:id/packages/generic/:package_name/:package_version/:file_name',
  'GET /projects/:id/packages/ml_models/:model_version_id/files/:path/:file_name',
  // doc/api/project_packages_protection_rules.md, container_repository_protection_rules.md and
  // container_repository_tag_protection_rules.md: the lists and the deletes.
  'GET /projects/:id/packages/protection/rules',
  'DELETE /projects/:id/packages/protection/rules/:package_protection_rules_id',
  'GET /projects/:id/registry/protection/repository/rules',
  'DELETE /projects/:id/registry/protection/repository/rules/:registry_repository_rules_id',
  'GET /projects/:id/registry/protection/tag/rules',
  'DELETE /projects/:id/registry/protection/tag/rules/:registry_tag_rules_id',
  // doc/api/container_registry.md (delete a repository, list, get and delete its tags).
  'DELETE /projects/:id/registry/repositories/:repository_id',
  'GET /projects/:id/registry/repositories/:repository_id/tags',
  'GET /projects/:id/registry/repositories/:repository_id/tags/:tag_name',
  'DELETE /projects/:id/registry/repositories/:repository_id/tags/:tag_name',
  // doc/api/pages.md ("Get GitLab Pages settings", "Unpublish Pages"), doc/api/pages_domains.md.
  'GET /projects/:id/pages',
  'DELETE /projects/:id/pages',
  'GET /projects/:id/pages/domains',
  'GET /projects/:id/pages/domains/:domain',
  'DELETE /projects/:id/pages/domains/:domain',
  // doc/api/pipelines.md (get, delete), doc/api/pipeline_schedules.md (get, delete, delete a variable).
  'GET /projects/:id/pipelines/:pipeline_id',
  'DELETE /projects/:id/pipelines/:pipeline_id',
  'GET /projects/:id/pipeline_schedules/:pipeline_schedule_id',
  'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id',
  'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
  // doc/api/protected_environments.md (list, get, unprotect), doc/api/protected_tags.md (list, get, unprotect),
  // doc/api/protected_branches.md (get, unprotect).
  'GET /projects/:id/protected_environments',
  'GET /projects/:id/protected_environments/:environment',
  'DELETE /projects/:id/protected_environments/:environment',
  'GET /projects/:id/protected_tags',
  'GET /projects/:id/protected_tags/:name',
  'DELETE /projects/:id/protected_tags/:name',
  'GET /projects/:id/protected_branches/:name',
  'DELETE /projects/:id/protected_branches/:name',
  // doc/api/releases/_index.md ("Delete a release", "Get the latest release").
  'DELETE /projects/:id/releases/:tag_name',
  'GET /projects/:id/releases/permalink/latest',
  // doc/api/remote_mirrors.md (list, get, public key, force push, delete), doc/api/project_pull_mirroring.md
  // ("Get a project's pull mirror details", "Start the pull mirroring process for a project").
  'GET /projects/:id/remote_mirrors',
  'GET /projects/:id/remote_mirrors/:mirror_id',
  'DELETE /projects/:id/remote_mirrors/:mirror_id',
  'GET /projects/:id/remote_mirrors/:mirror_id/public_key',
  'POST /projects/:id/remote_mirrors/:mirror_id/sync',
  'GET /projects/:id/mirror/pull',
  'POST /projects/:id/mirror/pull',
  // doc/api/branches.md (get, delete, delete merged branches, unprotect), doc/api/tags.md (get, delete).
  'GET /projects/:id/repository/branches/:branch',
  'DELETE /projects/:id/repository/branches/:branch',
  'DELETE /projects/:id/repository/merged_branches',
  'PUT /projects/:id/repository/branches/:branch/unprotect',
  'GET /projects/:id/repository/tags/:tag_name',
  'DELETE /projects/:id/repository/tags/:tag_name',
  // doc/api/repositories.md (a blob, its raw content), doc/api/commits.md (signature, comments),
  // doc/api/discussions.md (commit threads: list, get, delete a note).
  'GET /projects/:id/repository/blobs/:sha',
  'GET /projects/:id/repository/blobs/:sha/raw',
  'GET /projects/:id/repository/commits/:sha/signature',
  'GET /projects/:id/repository/commits/:sha/comments',
  'GET /projects/:id/repository/commits/:commit_sha/discussions',
  'GET /projects/:id/repository/commits/:commit_sha/discussions/:discussion_id',
  'DELETE /projects/:id/repository/commits/:commit_sha/discussions/:discussion_id/notes/:note_id',
  // doc/api/resource_groups.md (list, get, upcoming jobs).
  'GET /projects/:id/resource_groups',
  'GET /projects/:id/resource_groups/:key',
  'GET /projects/:id/resource_groups/:key/upcoming_jobs',
  // doc/api/runners.md ("Reset the project's runner registration token", "Unassign a runner from project").
  'POST /projects/:id/runners/reset_registration_token',
  'DELETE /projects/:id/runners/:runner_id',
  // doc/api/project_repository_storage_moves.md (list, get).
  'GET /projects/:id/repository_storage_moves',
  'GET /projects/:id/repository_storage_moves/:move_id',
];

export const projectPlainEndpointContracts: Record<string, ParamContract> = Object.fromEntries(
  plain.map((route) => [route, {}]),
);
