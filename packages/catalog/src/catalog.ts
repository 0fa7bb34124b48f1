import type { ActionSpec } from './action.js';
import { branchActions } from './domains/branch.js';
import { discoverProjectActions } from './domains/discover_project.js';
import { issueActions } from './domains/issue/index.js';
import { groupWikiActions, projectWikiActions, wikiAttachmentActions } from './domains/wiki/index.js';
import { epicRestActions, epicWorkItemActions } from './domains/epic/index.js';
import { jobActions } from './domains/job/index.js';
import { mergeRequestActions } from './domains/merge_request/index.js';
import { pipelineActions } from './domains/pipeline/index.js';
import {
  projectApprovalActions,
  projectCoreActions,
  projectExportImportActions,
  projectMaintenanceActions,
  projectMirrorActions,
  projectPagesActions,
  projectSocialActions,
  projectTargetBranchRuleActions,
} from './domains/project/index.js';
import {
  repositoryBlobActions,
  repositoryCommitActions,
  repositoryCommitNoteActions,
  repositoryFileActions,
  repositorySubmoduleActions,
} from './domains/repository/index.js';
import { searchActions } from './domains/search.js';
import { serverActions } from './domains/server.js';
import { tagActions } from './domains/tag.js';
import { mrReviewActions } from './domains/mr_review/index.js';
import { releaseActions } from './domains/release.js';
import { userActions } from './domains/user/index.js';
import { groupLabelActions, projectLabelActions } from './domains/labels/index.js';
import { groupMilestoneActions, projectMilestoneActions } from './domains/milestones/index.js';
import { groupBoardActions, groupEpicBoardActions, projectBoardActions } from './domains/boards/index.js';
import { groupBadgeActions, projectBadgeActions } from './domains/badges/index.js';
import {
  deploymentActions,
  environmentActions,
  freezePeriodActions,
  groupProtectedBranchActions,
  groupProtectedEnvironmentActions,
  projectProtectedEnvironmentActions,
} from './domains/environment/index.js';
import { featureFlagActions, featureFlagUserListActions } from './domains/feature_flags/index.js';
import { instanceTemplateActions, lintActions, projectTemplateActions } from './domains/template/index.js';
import { groupCoreActions, groupExportActions, groupListingActions } from './domains/group/index.js';
import { memberActions, shareActions } from './domains/members/index.js';
import { avatarActions, uploadActions } from './domains/uploads/index.js';
import {
  deployKeyActions,
  deployTokenListAllAction,
  groupDeployTokenActions,
  groupMembershipActions,
  groupTokenActions,
  personalTokenActions,
  projectDeployTokenActions,
  projectMembershipActions,
  projectTokenActions,
} from './domains/access/index.js';
import {
  groupVariableActions,
  instanceVariableActions,
  projectVariableActions,
} from './domains/ci_variable/index.js';
import { groupHookActions, projectHookActions } from './domains/hooks/index.js';
import {
  groupServiceAccountActions,
  projectServiceAccountActions,
} from './domains/service_accounts/index.js';
import { groupIntegrationActions, projectIntegrationActions } from './domains/integrations/index.js';
import { groupPushRuleActions, projectPushRuleActions } from './domains/push_rules/index.js';
import {
  credentialActions,
  groupInsightActions,
  ldapActions,
  samlActions,
  sshCertificateActions,
} from './domains/group_enterprise/index.js';
import {
  personalSnippetActions,
  projectSnippetActions,
  snippetDiscoveryActions,
  snippetEmojiActions,
  snippetNoteActions,
} from './domains/snippet/index.js';
import {
  alertMetricImageActions,
  appearanceActions,
  applicationActions,
  broadcastMessageActions,
  bulkImportActions,
  clusterAgentActions,
  customAttributeActions,
  databaseMigrationActions,
  dependencyProxyActions,
  errorTrackingActions,
  featureActions,
  metadataActions,
  projectAliasActions,
  settingsActions,
  statisticsActions,
  topicActions,
} from './domains/admin/index.js';
import { runnerActions, runnerControllerActions, runnerTokenActions } from './domains/runner/index.js';
import {
  auditEventActionList,
  memberRoleActionList,
  mergeTrainActions,
  statusCheckActions,
  supplyChainActions,
  vulnerabilityActions,
} from './domains/security/index.js';
import {
  groupStorageMoveActions,
  projectStorageMoveActions,
  snippetStorageMoveActions,
} from './domains/storage_move/index.js';
import {
  containerRegistryActions,
  genericPackageActions,
  packageActions,
  packageProtectionRuleActions,
  registryProtectionRuleActions,
  registryTagProtectionRuleActions,
} from './domains/package/index.js';
import { modelRegistryActions } from './domains/model_registry/index.js';

/** Every action this server implements, grouped by domain. */
export const ACTIONS: readonly ActionSpec[] = [
  ...branchActions,
  ...discoverProjectActions,
  ...issueActions,
  ...jobActions,
  ...mergeRequestActions,
  ...pipelineActions,
  ...projectCoreActions,
  ...projectSocialActions,
  ...projectTargetBranchRuleActions,
  ...projectMaintenanceActions,
  ...projectExportImportActions,
  ...projectMirrorActions,
  ...projectPagesActions,
  ...projectApprovalActions,
  ...repositoryBlobActions,
  ...repositoryCommitActions,
  ...repositoryCommitNoteActions,
  ...repositoryFileActions,
  ...repositorySubmoduleActions,
  ...searchActions,
  ...serverActions,
  ...tagActions,
  ...mrReviewActions,
  ...releaseActions,
  ...userActions,
  ...projectLabelActions,
  ...groupLabelActions,
  ...projectMilestoneActions,
  ...groupMilestoneActions,
  ...projectBoardActions,
  ...groupBoardActions,
  ...groupEpicBoardActions,
  ...projectBadgeActions,
  ...groupBadgeActions,
  ...environmentActions,
  ...deploymentActions,
  ...freezePeriodActions,
  ...projectProtectedEnvironmentActions,
  ...groupProtectedEnvironmentActions,
  ...groupProtectedBranchActions,
  ...featureFlagActions,
  ...featureFlagUserListActions,
  ...instanceTemplateActions,
  ...projectTemplateActions,
  ...lintActions,
  ...groupCoreActions,
  ...groupListingActions,
  ...groupExportActions,
  ...memberActions,
  ...shareActions,
  ...uploadActions,
  ...avatarActions,
  ...projectMembershipActions,
  ...groupMembershipActions,
  ...deployKeyActions,
  ...projectDeployTokenActions,
  ...groupDeployTokenActions,
  deployTokenListAllAction,
  ...personalTokenActions,
  ...projectTokenActions,
  ...groupTokenActions,
  ...projectVariableActions,
  ...groupVariableActions,
  ...instanceVariableActions,
  ...projectHookActions,
  ...groupHookActions,
  ...projectServiceAccountActions,
  ...groupServiceAccountActions,
  ...projectIntegrationActions,
  ...groupIntegrationActions,
  ...projectPushRuleActions,
  ...groupPushRuleActions,
  ...projectWikiActions,
  ...wikiAttachmentActions,
  ...groupWikiActions,
  ...epicRestActions,
  ...epicWorkItemActions,
  ...samlActions,
  ...ldapActions,
  ...credentialActions,
  ...sshCertificateActions,
  ...groupInsightActions,
  ...personalSnippetActions,
  ...projectSnippetActions,
  ...snippetDiscoveryActions,
  ...snippetNoteActions,
  ...snippetEmojiActions,
  ...runnerActions,
  ...runnerTokenActions,
  ...runnerControllerActions,
  ...projectStorageMoveActions,
  ...groupStorageMoveActions,
  ...snippetStorageMoveActions,
  ...packageActions,
  ...genericPackageActions,
  ...packageProtectionRuleActions,
  ...containerRegistryActions,
  ...registryProtectionRuleActions,
  ...registryTagProtectionRuleActions,
  ...modelRegistryActions,
  ...auditEventActionList,
  ...memberRoleActionList,
  ...statusCheckActions,
  ...mergeTrainActions,
  ...supplyChainActions,
  ...vulnerabilityActions,
  ...alertMetricImageActions,
  ...statisticsActions,
  ...appearanceActions,
  ...applicationActions,
  ...broadcastMessageActions,
  ...bulkImportActions,
  ...clusterAgentActions,
  ...customAttributeActions,
  ...databaseMigrationActions,
  ...dependencyProxyActions,
  ...errorTrackingActions,
  ...featureActions,
  ...topicActions,
  ...metadataActions,
  ...settingsActions,
  ...projectAliasActions,
];

let byId: Map<string, ActionSpec> | undefined;

/** The action with this canonical ID, if the catalog has it. */
export function findAction(id: string): ActionSpec | undefined {
  byId ??= new Map(ACTIONS.map((action) => [action.id, action]));
  return byId.get(id);
}

/** The domain of a canonical ID: `merge_request` of `merge_request.get`. */
export function domainOf(id: string): string {
  return id.slice(0, id.indexOf('.'));
}
