import type { ParamContract, ParamSpec } from '../../http/param-contract.js';
import { datetime, integer, list, required, string } from './spec.js';

/*
 * Who may reach a project and what it calls out to: doc/api/access_requests.md, doc/api/invitations.md ("Add a member
 * to a group or project"), doc/api/project_access_tokens.md ("Get details on a project access token", "Revoke a
 * project access token"), doc/api/deploy_tokens.md ("Create a project deploy token", get, delete),
 * doc/api/deploy_keys.md (a project's keys: list, get, delete, enable), doc/api/project_webhooks.md (list, get,
 * delete, "Delete a URL variable", "Delete a custom header", "Trigger a test project webhook", "Resend a project
 * webhook event"). Endpoints named by their path alone take nothing else; the webhook test's `trigger` is part of
 * the path.
 */

const pathOnly = [
  'GET /projects/:id/access_requests',
  'POST /projects/:id/access_requests',
  'DELETE /projects/:id/access_requests/:user_id',
  'GET /projects/:id/access_tokens/:token_id',
  'DELETE /projects/:id/access_tokens/:token_id',
  'GET /projects/:id/deploy_tokens/:token_id',
  'DELETE /projects/:id/deploy_tokens/:token_id',
  'GET /projects/:id/deploy_keys',
  'GET /projects/:id/deploy_keys/:key_id',
  'DELETE /projects/:id/deploy_keys/:key_id',
  'POST /projects/:id/deploy_keys/:key_id/enable',
  'GET /projects/:id/hooks',
  'GET /projects/:id/hooks/:hook_id',
  'DELETE /projects/:id/hooks/:hook_id',
  'DELETE /projects/:id/hooks/:hook_id/url_variables/:key',
  'DELETE /projects/:id/hooks/:hook_id/custom_headers/:key',
  'POST /projects/:id/hooks/:hook_id/test/:trigger',
  'POST /projects/:id/hooks/:hook_id/events/:hook_event_id/resend',
];

// lib/api/deploy_tokens.rb: DeployToken::AVAILABLE_SCOPES.
const DEPLOY_TOKEN_SCOPES = [
  'read_repository',
  'read_registry',
  'write_registry',
  'read_package_registry',
  'write_package_registry',
  'read_virtual_registry',
  'write_virtual_registry',
];

/**
 * The roles a member can be given (Gitlab::Access, with Premium's Minimal Access and the Security Manager role of
 * GitLab 18, behind a setting): Minimal Access to Owner; no access (0) is not a role to grant.
 */
export const accessLevel: ParamSpec = {
  type: 'integer',
  values: ['5', '10', '15', '20', '25', '30', '40', '50'],
};

/**
 * doc/api/invitations.md "Add a member to a group or project" (lib/api/invitations.rb, GitLab 19.2), the same for a
 * group: emails or user IDs (each one or comma-separated), the role, and Premium's custom role.
 */
export const invitation: ParamContract = {
  access_level: required(accessLevel),
  email: list,
  user_id: list,
  expires_at: datetime,
  invite_source: string,
  member_role_id: integer,
};

/** "Create a project deploy token" and "Create a group deploy token": `scopes` must name at least one of these. */
export const deployToken: ParamContract = {
  name: required(string),
  scopes: required({ ...list, values: DEPLOY_TOKEN_SCOPES }),
  expires_at: datetime,
  username: string,
};

export const projectAccessContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(pathOnly.map((route) => [route, {}])),
  'POST /projects/:id/invitations': invitation,
  'POST /projects/:id/deploy_tokens': deployToken,
};
