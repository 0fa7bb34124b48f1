import type { ParamContract } from '../../http/param-contract.js';
import { boolean, integer, required, string } from './spec.js';

/*
 * Custom member roles of the instance and of a top-level group: doc/api/member_roles.md. Both creations take a name
 * (required since GitLab 16.3), a description, the base role's access level and the permissions it adds.
 */

const PERMISSIONS = [
  'admin_cicd_variables',
  'admin_compliance_framework',
  'admin_group_member',
  'admin_merge_request',
  'admin_push_rules',
  'admin_terraform_state',
  'admin_vulnerability',
  'admin_web_hook',
  'archive_project',
  'manage_deploy_tokens',
  'manage_group_access_tokens',
  'manage_merge_request_settings',
  'manage_project_access_tokens',
  'manage_security_policy_link',
  'read_code',
  'read_runners',
  'read_dependency',
  'read_vulnerability',
  'remove_group',
  'remove_project',
];

const newMemberRole: ParamContract = {
  name: required(string),
  description: string,
  base_access_level: required(integer),
  ...Object.fromEntries(PERMISSIONS.map((permission) => [permission, boolean])),
};

export const memberRoleContracts: Record<string, ParamContract> = {
  'GET /member_roles': {},
  'POST /member_roles': newMemberRole,
  'DELETE /member_roles/:member_role_id': {},
  'GET /groups/:id/member_roles': {},
  'POST /groups/:id/member_roles': newMemberRole,
  'DELETE /groups/:id/member_roles/:member_role_id': {},
};
