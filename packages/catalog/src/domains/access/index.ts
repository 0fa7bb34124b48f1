/** @module The access domain: access requests, invitations, deploy keys, deploy tokens and access tokens. */
export { deployKeyActions } from './deploy-keys.js';
export { deployTokenListAllAction } from './deploy-tokens.js';
export { groupMembershipActions, projectMembershipActions } from './membership-owners.js';
export {
  groupDeployTokenActions,
  groupTokenActions,
  personalTokenActions,
  projectDeployTokenActions,
  projectTokenActions,
} from './token-owners.js';
