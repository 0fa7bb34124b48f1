/** @module The `package` domain: packages, the container registry and their protection rules. */
export { containerRegistryActions } from './container-registry.js';
export { describeTransfer, genericPackageActions } from './generic.js';
export { packageActions } from './packages.js';
export {
  packageProtectionRuleActions,
  registryProtectionRuleActions,
  registryTagProtectionRuleActions,
} from './protection-rules.js';
