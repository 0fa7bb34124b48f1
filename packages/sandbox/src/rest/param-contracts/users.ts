import type { ParamContract } from '../../http/param-contract.js';
import { boolean, date, datetime, file, integer, list, oneOf, required, string } from './spec.js';

/*
 * doc/api/users.md ("Create a user", "Modify a user", SSH keys, "Set your user status", "Get user activities",
 * "Get user memberships"), doc/api/user_tokens.md (personal access and impersonation tokens); the declarations are
 * GitLab's lib/api/users.rb, whose `optional_attributes` both the creation and the modification take.
 */

/** A user's profile and the administrator's settings for them (`optional_attributes`, Premium ones from the page). */
const userAttributes: ParamContract = {
  skype: string,
  linkedin: string,
  twitter: string,
  discord: string,
  website_url: string,
  organization: string,
  projects_limit: integer,
  extern_uid: string,
  provider: string,
  bio: string,
  location: string,
  pronouns: string,
  public_email: string,
  commit_email: string,
  admin: boolean,
  can_create_group: boolean,
  external: boolean,
  theme_id: integer,
  color_scheme_id: integer,
  private_profile: boolean,
  note: string,
  view_diffs_file_by_file: boolean,
  avatar: file,
  // Premium and Ultimate.
  auditor: boolean,
  group_id_for_saml: integer,
  shared_runners_minutes_limit: integer,
  extra_shared_runners_minutes_limit: integer,
};

// "Add an SSH key" (for yourself or, as an administrator, for a user).
const sshKey: ParamContract = {
  title: required(string),
  key: required(string),
  expires_at: datetime,
  usage_type: oneOf('auth', 'signing', 'auth_and_signing'),
};

// "Set your user status": `clear_status_after` takes UserStatus::CLEAR_STATUS_QUICK_OPTIONS.
const userStatus: ParamContract = {
  emoji: string,
  message: string,
  availability: string,
  clear_status_after: oneOf('30_minutes', '3_hours', '8_hours', '1_day', '3_days', '7_days', '30_days'),
};

/*
 * Named by the reference catalog (reference/spec/catalog.json, user.create and user.modify) but not found in the
 * declaration of lib/api/users.rb as read (no `job_title`, `locked` or `github` in `optional_attributes`) nor in
 * doc/api/users.md: kept declared so the sandbox stays as loose as the spec here, and listed in docs/sandbox.md as
 * unverified.
 */
const unverifiedUserAttributes: ParamContract = { job_title: string, locked: boolean, github: string };

export const userContracts: Record<string, ParamContract> = {
  'POST /users': {
    ...userAttributes,
    ...unverifiedUserAttributes,
    email: required(string),
    name: required(string),
    username: required(string),
    password: string,
    reset_password: boolean,
    force_random_password: boolean,
    skip_confirmation: boolean,
  },
  'PUT /users/:id': {
    ...userAttributes,
    ...unverifiedUserAttributes,
    email: string,
    name: string,
    username: string,
    password: string,
    skip_reconfirmation: boolean,
  },
  'GET /users/:id': { with_custom_attributes: boolean },
  'DELETE /users/:id': { hard_delete: boolean },
  'GET /users/:id/memberships': { type: oneOf('Project', 'Namespace') },
  'GET /user/activities': { from: datetime },
  'PUT /user/status': userStatus,
  'POST /user/keys': sshKey,
  'POST /users/:id/keys': sshKey,
  'POST /user/gpg_keys': { key: required(string) },
  'POST /users/:id/gpg_keys': { key: required(string) },
  'POST /user/emails': { email: required(string) },
  'POST /users/:id/emails': { email: required(string), skip_confirmation: boolean },
  // doc/api/user_tokens.md: impersonation tokens, and personal access tokens an administrator creates for a user.
  'GET /users/:id/impersonation_tokens': { state: oneOf('all', 'active', 'inactive') },
  'POST /users/:id/impersonation_tokens': {
    name: required(string),
    description: string,
    expires_at: date,
    scopes: list,
  },
  'POST /users/:id/personal_access_tokens': {
    name: required(string),
    scopes: required(list),
    description: string,
    expires_at: date,
  },
  // "Create a personal access token with limited scopes for your account": only `k8s_proxy` is allowed.
  'POST /user/personal_access_tokens': {
    name: required(string),
    scopes: required({ ...list, values: ['k8s_proxy'] }),
    description: string,
    expires_at: date,
  },
};
