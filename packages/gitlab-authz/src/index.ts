/*
 * GitLab's own authorization data, transcribed from its documentation: which fine-grained personal access token
 * permission each REST endpoint checks. One copy, read by the catalog (what an action needs) and by the sandbox
 * (what it refuses), so the two cannot drift apart.
 */
export { GITLAB_ALWAYS_ACCESSIBLE, GITLAB_REST_PERMISSIONS } from './rest-permissions.js';
export { gitlabRestPermission } from './endpoint-permission.js';
