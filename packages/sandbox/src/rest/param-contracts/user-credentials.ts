import type { ParamContract } from '../../http/param-contract.js';
import { required, string } from './spec.js';

/*
 * A user's own account and credentials, endpoints whose GitLab attribute tables name only their path:
 * doc/api/users.md ("Get the current user"), doc/api/personal_access_tokens.md (get and revoke one),
 * doc/api/user_tokens.md (an impersonation token), doc/api/user_email_addresses.md, doc/api/user_keys.md,
 * doc/api/user_gpg_keys.md (list, get and delete, for yourself and for a user), doc/api/keys.md ("Get SSH key with
 * user by ID of an SSH key"), doc/api/deploy_keys.md ("List project deploy keys for user"),
 * doc/api/custom_attributes.md (a user's custom attributes).
 */
const plain = [
  'GET /user',
  'GET /personal_access_tokens/:token_id',
  'DELETE /personal_access_tokens/:token_id',
  'GET /users/:id/impersonation_tokens/:token_id',
  'DELETE /users/:id/impersonation_tokens/:token_id',
  'GET /keys/:key_id',
  'GET /users/:id/project_deploy_keys',
  ...['emails', 'keys', 'gpg_keys'].flatMap((credential) => [
    `GET /user/${credential}`,
    `GET /user/${credential}/:credential_id`,
    `DELETE /user/${credential}/:credential_id`,
  ]),
  ...['emails', 'gpg_keys'].flatMap((credential) => [
    `GET /users/:id/${credential}`,
    `GET /users/:id/${credential}/:credential_id`,
    `DELETE /users/:id/${credential}/:credential_id`,
  ]),
  'GET /users/:id/keys',
  'GET /users/:id/keys/:user_ssh_keys_id',
  'DELETE /users/:id/keys/:user_ssh_keys_id',
  'GET /users/:id/custom_attributes',
  'GET /users/:id/custom_attributes/:key',
  'DELETE /users/:id/custom_attributes/:key',
];

export const userCredentialContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(plain.map((route) => [route, {}])),
  // doc/api/custom_attributes.md, "Set custom attribute".
  'PUT /users/:id/custom_attributes/:key': { value: required(string) },
};
