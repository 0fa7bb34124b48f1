/** @module Security and compliance: audit events, custom roles, status checks, merge trains, DORA, dependencies, attestations, vulnerabilities, pipeline findings, the security inventory's taxonomy. */
export { auditEventActionList } from './audit-events.js';
export { memberRoleActionList } from './member-roles.js';
export { mergeTrainActions } from './merge-trains.js';
export { securityFindingActions } from './security-finding.js';
export { securityTaxonomyActions } from './security-taxonomy.js';
export { statusCheckActions } from './status-checks.js';
export { supplyChainActions } from './supply-chain.js';
export { vulnerabilityActions } from './vulnerabilities.js';
