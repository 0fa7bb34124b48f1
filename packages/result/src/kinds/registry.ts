/** Every kind with a written spec, by name. Kinds not here get a generic spec guessed from their data. */
import type { GitLabObject } from '../result.js';
import { branchKind } from './branch.js';
import { branchRuleKind } from './branch-rule.js';
import { commitKind } from './commit.js';
import { genericKind } from './generic-kind.js';
import { issueKind } from './issue.js';
import { jobKind } from './job.js';
import { jobTraceKind } from './job-trace.js';
import { bridgeKind, jobArtifactKind, jobWaitKind, pipelineWaitKind } from './ci-jobs.js';
import {
  allowlistedGroupKind,
  jobTokenAllowlistEntryKind,
  jobTokenScopeKind,
  pipelineTriggerKind,
  resourceGroupKind,
} from './ci-settings.js';
import { pipelineScheduleKind, pipelineVariableKind } from './pipeline-schedule.js';
import { testCaseKind, testReportKind, testReportSummaryKind, testSuiteKind } from './test-report.js';
import type { KindRegistry, KindSpec } from './kind-spec.js';
import { labelKind } from './label.js';
import { mergeRequestKind } from './merge-request.js';
import { burndownEventKind, milestoneKind } from './milestone.js';
import { badgeKind } from './badge.js';
import { boardKind, boardListKind, epicBoardKind } from './board.js';
import { noteKind } from './note.js';
import { pipelineKind } from './pipeline.js';
import {
  dependencyFirewallEvaluationKind,
  projectExportFileKind,
  projectExportKind,
  projectFetchDayKind,
  projectImportKind,
  projectKind,
  projectLanguagesKind,
  projectSecuritySettingsKind,
  projectStarrerKind,
  projectStatisticsKind,
  projectStorageKind,
} from './project.js';
import {
  projectApprovalConfigKind,
  projectApprovalRuleKind,
  targetBranchRuleKind,
} from './project-approval.js';
import { pullMirrorKind, remoteMirrorKind, remoteMirrorPublicKeyKind } from './project-mirror.js';
import { pagesDeploymentKind, pagesDomainKind, pagesKind } from './pages.js';
import {
  accessLevelKind,
  groupProtectedBranchKind,
  protectedBranchKind,
  protectedTagKind,
  tagSignatureKind,
} from './protected-branch.js';
// Environment, feature flag and template kinds (issue 8, H8).
import { deploymentApprovalKind, deploymentKind, environmentKind, freezePeriodKind } from './environment.js';
import { featureFlagKind, featureFlagStrategyKind, featureFlagUserListKind } from './feature-flag.js';
import {
  environmentApprovalRuleKind,
  groupProtectedEnvironmentKind,
  protectedEnvironmentKind,
} from './protected-environment.js';
import {
  ciLintJobKind,
  ciLintKind,
  licenseTemplateKind,
  templateEntryKind,
  templateKind,
} from './template.js';
import { releaseKind } from './release.js';
import { searchProjectKind } from './search-project.js';
import { actionKind, healthCheckKind, safeModePreviewKind, serverStatusKind } from './server.js';
import { tagKind } from './tag.js';
import {
  avatarKind,
  userActivityKind,
  userAssociationsKind,
  userKind,
  userMembershipKind,
  userStatusKind,
} from './user.js';
// User-domain kinds (H6).
import { gpgKeyKind, sshKeyKind, userEmailKind } from './user-credentials.js';
import { userRunnerCreatedKind } from './user-runner.js';
import { eventKind } from './event.js';
import { namespaceExistenceKind, namespaceKind } from './namespace.js';
import { notificationSettingsKind } from './notification-settings.js';
// Merge-request-domain kinds (issue 6).
import {
  mergeRequestApprovalRuleKind,
  mergeRequestApprovalsKind,
  mergeRequestApprovalSettingsKind,
  mergeRequestApprovalStateKind,
  mergeRequestApproverKind,
} from './merge-request-approvals.js';
import { mergeRequestContextCommitsKind, mergeRequestDependencyKind } from './merge-request-links.js';
import { mergeRequestReviewerKind } from './merge-request-reviewer.js';
// Issue-domain kinds (issue 6), kept together so parallel edits do not collide.
import { awardEmojiKind } from './award-emoji.js';
import { discussionKind } from './discussion.js';
import { issueLinkKind, linkedIssueKind } from './issue-link.js';
import { issueStatisticsKind } from './issue-statistics.js';
import { iterationKind } from './iteration.js';
import {
  iterationEventKind,
  labelEventKind,
  milestoneEventKind,
  stateEventKind,
  weightEventKind,
} from './resource-event.js';
import { searchBlobKind, searchSnippetKind } from './search-blob.js';
import { timeStatsKind } from './time-stats.js';
import { todoKind } from './todo.js';
import { workItemKind, workItemSavedViewKind, workItemTypeKind } from './work-item.js';
import { wikiAttachmentKind, wikiPageKind } from './wiki.js';
import { epicKind } from './epic.js';
// MR-review and release kinds (issue 6).
import {
  draftNoteKind,
  mrChangesKind,
  mrDiffFileKind,
  mrDiffVersionKind,
  mrRawDiffKind,
} from './mr-review.js';
import { releaseLinkBatchKind, releaseLinkKind } from './release-link.js';
// Repository kinds (issue 6).
import {
  archiveKind,
  blameKind,
  blameRangeKind,
  changelogKind,
  commitCommentKind,
  commitRefKind,
  commitSignatureKind,
  commitStatusKind,
  compareKind,
  contributorKind,
  diffKind,
  fileKind,
  markdownKind,
  submoduleKind,
  treeEntryKind,
} from './repository.js';
// Group core, members, shares, uploads and avatars (H4).
import { exportArchiveKind, exportRelationKind, groupKind, sharedGroupKind } from './group.js';
import { memberKind } from './member.js';
import { avatarImageKind, uploadKind } from './upload.js';
// Visualisations (issue 24).
import { chartKind } from './chart.js';
// Access and CI/CD variable kinds (H7).
import {
  accessRequestKind,
  accessTokenKind,
  deployKeyKind,
  deployTokenKind,
  invitationKind,
  newAccessTokenKind,
  newDeployTokenKind,
} from './access.js';
import { ciVariableKind } from './ci-variable.js';
// Hooks, service accounts, integrations and push rules (H2).
import { hookDeliveryKind, hookKind, hookSettingKind } from './hook.js';
import { integrationKind } from './integration.js';
import { pushRuleKind } from './push-rule.js';
import {
  newServiceAccountTokenKind,
  serviceAccountKind,
  serviceAccountTokenKind,
} from './service-account.js';
// Group enterprise and snippet kinds (H9).
import {
  billableMemberKind,
  billableMembershipKind,
  groupActivityKind,
  groupSecuritySettingsKind,
  ldapGroupLinkKind,
  samlGroupLinkKind,
  sshCertificateKind,
} from './group-enterprise.js';
import { snippetContentKind, snippetFileKind, snippetKind } from './snippet.js';
import {
  applicationKind,
  applicationStatisticsKind,
  appearanceKind,
  broadcastMessageKind,
  featureDefinitionKind,
  featureGateKind,
  featureKind,
  newApplicationKind,
} from './admin-instance.js';
import {
  alertMetricImageKind,
  bulkImportEntityKind,
  bulkImportFailureKind,
  bulkImportKind,
  clusterAgentKind,
  clusterAgentTokenKind,
  customAttributeKind,
  errorTrackingClientKeyKind,
  errorTrackingSettingsKind,
  newClusterAgentTokenKind,
} from './admin-project.js';
import {
  applicationSettingsKind,
  instanceMetadataKind,
  projectAliasKind,
  topicKind,
} from './admin-settings.js';
import {
  attestationKind,
  auditEventKind,
  compliancePolicySettingsKind,
  dependencyExportKind,
  dependencyKind,
  doraMetricKind,
  externalStatusCheckKind,
  memberRoleKind,
  mergeTrainCarKind,
  securityDocumentKind,
  statusCheckResponseKind,
} from './security-compliance.js';
import {
  pipelineSecuritySummaryKind,
  vulnerabilityKind,
  vulnerabilitySeverityCountKind,
} from './vulnerability.js';
import { achievementKind, achievementUserKind, userAchievementKind } from './achievement.js';
import {
  projectSecurityAttributesKind,
  scanProfileStatusKind,
  securityAttributeKind,
  securityCategoryKind,
} from './security-taxonomy.js';
import { securityFindingKind } from './security-finding.js';
// Runners and repository storage moves (H10).
import {
  newRunnerControllerTokenKind,
  newRunnerTokenKind,
  runnerControllerKind,
  runnerControllerScopesKind,
  runnerControllerTokenKind,
  runnerKind,
  runnerManagerKind,
  runnerVerificationKind,
} from './runner.js';
import { repositoryStorageMoveKind } from './storage-move.js';
import {
  containerRepositoryKind,
  containerTagKind,
  packageFileKind,
  packageKind,
  packageTransferKind,
  registryProtectionRuleKind,
} from './package.js';
import { INSTANCE_KINDS } from './instance-kinds.js';

/** Builds a registry; a name given twice is a mistake caught at start-up. */
export function kindRegistry(kinds: readonly KindSpec[]): KindRegistry {
  const registry = new Map<string, KindSpec>();
  for (const kind of kinds) {
    if (registry.has(kind.name)) throw new Error(`Object kind '${kind.name}' is declared twice`);
    registry.set(kind.name, kind);
  }
  return registry;
}

export const DEFAULT_KINDS: KindRegistry = kindRegistry([
  archiveKind,
  blameKind,
  blameRangeKind,
  changelogKind,
  commitCommentKind,
  commitRefKind,
  commitSignatureKind,
  commitStatusKind,
  compareKind,
  contributorKind,
  diffKind,
  fileKind,
  markdownKind,
  submoduleKind,
  treeEntryKind,
  accessLevelKind,
  actionKind,
  branchKind,
  branchRuleKind,
  commitKind,
  issueKind,
  jobKind,
  jobTraceKind,
  jobArtifactKind,
  jobWaitKind,
  bridgeKind,
  jobTokenScopeKind,
  jobTokenAllowlistEntryKind,
  allowlistedGroupKind,
  labelKind,
  mergeRequestKind,
  milestoneKind,
  burndownEventKind,
  badgeKind,
  boardKind,
  boardListKind,
  epicBoardKind,
  noteKind,
  healthCheckKind,
  pipelineKind,
  pipelineWaitKind,
  pipelineScheduleKind,
  pipelineVariableKind,
  pipelineTriggerKind,
  resourceGroupKind,
  testReportKind,
  testReportSummaryKind,
  testSuiteKind,
  testCaseKind,
  projectKind,
  projectStarrerKind,
  projectLanguagesKind,
  projectStatisticsKind,
  projectFetchDayKind,
  projectStorageKind,
  projectExportKind,
  projectExportFileKind,
  projectImportKind,
  projectSecuritySettingsKind,
  dependencyFirewallEvaluationKind,
  projectApprovalConfigKind,
  projectApprovalRuleKind,
  targetBranchRuleKind,
  remoteMirrorKind,
  remoteMirrorPublicKeyKind,
  pullMirrorKind,
  pagesKind,
  pagesDeploymentKind,
  pagesDomainKind,
  protectedBranchKind,
  protectedTagKind,
  releaseKind,
  safeModePreviewKind,
  searchProjectKind,
  serverStatusKind,
  tagKind,
  tagSignatureKind,
  userKind,
  userAssociationsKind,
  userMembershipKind,
  userActivityKind,
  userStatusKind,
  avatarKind,
  userEmailKind,
  sshKeyKind,
  gpgKeyKind,
  userRunnerCreatedKind,
  eventKind,
  namespaceKind,
  namespaceExistenceKind,
  notificationSettingsKind,
  mergeRequestApprovalRuleKind,
  mergeRequestApprovalsKind,
  mergeRequestApprovalSettingsKind,
  mergeRequestApprovalStateKind,
  mergeRequestApproverKind,
  mergeRequestContextCommitsKind,
  mergeRequestDependencyKind,
  mergeRequestReviewerKind,
  awardEmojiKind,
  discussionKind,
  issueLinkKind,
  linkedIssueKind,
  issueStatisticsKind,
  iterationKind,
  iterationEventKind,
  labelEventKind,
  milestoneEventKind,
  stateEventKind,
  weightEventKind,
  searchBlobKind,
  searchSnippetKind,
  timeStatsKind,
  todoKind,
  workItemKind,
  workItemTypeKind,
  workItemSavedViewKind,
  wikiPageKind,
  wikiAttachmentKind,
  epicKind,
  draftNoteKind,
  mrChangesKind,
  mrDiffFileKind,
  mrDiffVersionKind,
  mrRawDiffKind,
  releaseLinkKind,
  releaseLinkBatchKind,
  groupKind,
  sharedGroupKind,
  exportRelationKind,
  exportArchiveKind,
  memberKind,
  uploadKind,
  avatarImageKind,
  chartKind,
  groupProtectedBranchKind,
  deploymentApprovalKind,
  deploymentKind,
  environmentKind,
  freezePeriodKind,
  featureFlagKind,
  featureFlagStrategyKind,
  featureFlagUserListKind,
  environmentApprovalRuleKind,
  groupProtectedEnvironmentKind,
  protectedEnvironmentKind,
  ciLintJobKind,
  ciLintKind,
  licenseTemplateKind,
  templateEntryKind,
  templateKind,
  accessRequestKind,
  accessTokenKind,
  deployKeyKind,
  deployTokenKind,
  invitationKind,
  newAccessTokenKind,
  newDeployTokenKind,
  ciVariableKind,
  hookKind,
  hookSettingKind,
  hookDeliveryKind,
  integrationKind,
  pushRuleKind,
  serviceAccountKind,
  serviceAccountTokenKind,
  newServiceAccountTokenKind,
  billableMemberKind,
  billableMembershipKind,
  groupActivityKind,
  groupSecuritySettingsKind,
  ldapGroupLinkKind,
  samlGroupLinkKind,
  sshCertificateKind,
  snippetKind,
  snippetFileKind,
  snippetContentKind,
  alertMetricImageKind,
  applicationStatisticsKind,
  appearanceKind,
  applicationKind,
  newApplicationKind,
  broadcastMessageKind,
  bulkImportKind,
  bulkImportEntityKind,
  bulkImportFailureKind,
  clusterAgentKind,
  clusterAgentTokenKind,
  newClusterAgentTokenKind,
  customAttributeKind,
  errorTrackingSettingsKind,
  errorTrackingClientKeyKind,
  featureKind,
  featureGateKind,
  featureDefinitionKind,
  topicKind,
  instanceMetadataKind,
  applicationSettingsKind,
  projectAliasKind,
  auditEventKind,
  memberRoleKind,
  externalStatusCheckKind,
  statusCheckResponseKind,
  mergeTrainCarKind,
  doraMetricKind,
  dependencyKind,
  dependencyExportKind,
  securityDocumentKind,
  attestationKind,
  compliancePolicySettingsKind,
  vulnerabilityKind,
  vulnerabilitySeverityCountKind,
  pipelineSecuritySummaryKind,
  achievementKind,
  userAchievementKind,
  achievementUserKind,
  securityAttributeKind,
  securityCategoryKind,
  projectSecurityAttributesKind,
  scanProfileStatusKind,
  securityFindingKind,
  runnerKind,
  runnerManagerKind,
  newRunnerTokenKind,
  runnerVerificationKind,
  runnerControllerKind,
  runnerControllerScopesKind,
  runnerControllerTokenKind,
  newRunnerControllerTokenKind,
  repositoryStorageMoveKind,
  packageKind,
  packageFileKind,
  packageTransferKind,
  containerRepositoryKind,
  containerTagKind,
  registryProtectionRuleKind,
  ...INSTANCE_KINDS,
]);

/** The spec of a kind: the registered one, or one guessed from a sample object. */
export function kindFor(registry: KindRegistry, name: string, sample?: GitLabObject, key?: string): KindSpec {
  return registry.get(name) ?? genericKind(name, sample, key);
}
