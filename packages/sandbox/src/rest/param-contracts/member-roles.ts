import type { ParamContract } from '../../http/param-contract.js';
import { MEMBER_ROLE_PERMISSIONS } from '../../seed/security-compliance.js';
import { boolean, integer, required, string } from './spec.js';

/*
 * Custom member roles of the instance and of a top-level group: doc/api/member_roles.md. Both creations take a name
 * (required since GitLab 16.3), a description, the base role's access level and the permissions it adds.
 */

const newMemberRole: ParamContract = {
  name: required(string),
  description: string,
  base_access_level: required(integer),
  ...Object.fromEntries(MEMBER_ROLE_PERMISSIONS.map((permission) => [permission, boolean])),
};

export const memberRoleContracts: Record<string, ParamContract> = {
  'GET /member_roles': {},
  'POST /member_roles': newMemberRole,
  'DELETE /member_roles/:member_role_id': {},
  'GET /groups/:id/member_roles': {},
  'POST /groups/:id/member_roles': newMemberRole,
  'DELETE /groups/:id/member_roles/:member_role_id': {},
};
