import type { ParamContract } from '../../http/param-contract.js';
import { boolean, integer, integerList, required } from './spec.js';

/*
 * Security settings: doc/api/project_security_settings.md, doc/api/group_security_settings.md and
 * doc/api/compliance_policy_settings.md (the instance's centrally managed security policy group).
 */

export const securitySettingContracts: Record<string, ParamContract> = {
  'GET /projects/:id/security_settings': {},
  'PUT /projects/:id/security_settings': { secret_push_protection_enabled: required(boolean) },
  'PUT /groups/:id/security_settings': {
    secret_push_protection_enabled: required(boolean),
    projects_to_exclude: integerList,
  },
  'GET /admin/security/compliance_policy_settings': {},
  // GitLab's table marks it required but documents `null` as clearing the setting, so a null must pass.
  'PUT /admin/security/compliance_policy_settings': { csp_namespace_id: integer },
};
