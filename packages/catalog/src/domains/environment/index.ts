/** @module The environment domain (environments, deployments, freeze periods, protected environments) and the group's protected branches and environments. */
export { deploymentActions } from './deployments.js';
export { environmentActions } from './environments.js';
export { freezePeriodActions } from './freeze-periods.js';
export { groupProtectedBranchActions } from '../group/protected-branches.js';
export { groupProtectedEnvironmentActions } from '../group/protected-environments.js';
export { projectProtectedEnvironmentActions } from './protected-environments.js';
