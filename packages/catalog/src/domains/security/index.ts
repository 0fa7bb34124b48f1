/** @module Security and compliance: audit events, custom roles, status checks, merge trains, DORA, dependencies, attestations, vulnerabilities, pipeline findings, the security inventory's taxonomy. */
import { attestationActions } from '../attestation.js';
import { compliancePolicyActions } from '../compliance_policy.js';
import { dependencyActions } from '../dependency.js';
import { doraMetricsActions } from '../dora_metrics.js';
import { securityAttributeActions } from '../security_attribute.js';
import { securityCategoryActions } from '../security_category.js';
import { securityScanProfileActions } from '../security_scan_profile.js';
export { auditEventActionList } from '../audit_event/audit-events.js';
export { memberRoleActionList } from '../member_role/member-roles.js';
export { mergeTrainActions } from '../merge_train/merge-trains.js';
export { securityFindingActions } from '../security_finding/security-finding.js';
export { statusCheckActions } from '../external_status_check/status-checks.js';
export { vulnerabilityActions } from '../vulnerability/vulnerabilities.js';

/** DORA metrics, dependencies and their exports, build attestations and the instance's compliance policy settings. */
export const supplyChainActions = [
  ...doraMetricsActions,
  ...dependencyActions,
  ...attestationActions,
  ...compliancePolicyActions,
];

/** The security inventory's taxonomy: categories, the attributes in them, scan profiles. */
export const securityTaxonomyActions = [
  ...securityAttributeActions,
  ...securityCategoryActions,
  ...securityScanProfileActions,
];
