/** @module Security and compliance: audit events, custom roles, status checks, merge trains, DORA, dependencies, attestations, vulnerabilities, pipeline findings, the security inventory's taxonomy. */
export { auditEventActionList } from '../audit_event/audit-events.js';
export { memberRoleActionList } from '../member_role/member-roles.js';
export { mergeTrainActions } from '../merge_train/merge-trains.js';
export { securityFindingActions } from '../security_finding/security-finding.js';
export { securityTaxonomyActions } from './security-taxonomy.js';
export { statusCheckActions } from '../external_status_check/status-checks.js';
export { supplyChainActions } from './supply-chain.js';
export { vulnerabilityActions } from '../vulnerability/vulnerabilities.js';
