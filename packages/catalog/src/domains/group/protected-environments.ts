import { groupId, oneOf } from '../../params.js';
import { protectedEnvironmentActions } from '../environment/protected-environments.js';

/** The deployment tiers a group protects. */
const TIERS = ['production', 'staging', 'testing', 'development', 'other'] as const;

/** Group protected environments (https://docs.gitlab.com/api/group_protected_environments/): one rule per tier. */
export const groupProtectedEnvironmentActions = protectedEnvironmentActions({
  owner: 'group',
  one: { group_id: groupId },
  path: '/groups/{group_id}/protected_environments',
  ids: {
    list: 'group.protected_env_list',
    get: 'group.protected_env_get',
    protect: 'group.protected_env_protect',
    update: 'group.protected_env_update',
    unprotect: 'group.protected_env_unprotect',
  },
  environment: (description) => oneOf(TIERS, `${description}: a group protects a deployment tier`),
  kind: 'group_protected_environment',
  inOwner: (args) => `tier "${String(args.environment)}" in group ${String(args.group_id)}`,
});
