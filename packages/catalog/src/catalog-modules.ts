import type { ActionSpec } from './action.js';
import { withNamedIdentifiers } from './identifier-forms.js';

/**
 * Every catalog module and how to load it, in catalog order. A server loads a module only when one of its actions
 * is first searched for in depth, described or called (catalog-source.ts); `ACTIONS` (catalog.ts) loads them all.
 * Adding a module is adding a line here; adding an action to a module needs nothing here.
 */
const MODULES: Readonly<Record<string, () => Promise<readonly ActionSpec[]>>> = {
  branch: async () => (await import('./domains/branch.js')).branchActions,
  discover_project: async () => (await import('./domains/discover_project.js')).discoverProjectActions,
  issue: async () => (await import('./domains/issue/index.js')).issueActions,
  job: async () => (await import('./domains/job/index.js')).jobActions,
  merge_request: async () => (await import('./domains/merge_request/index.js')).mergeRequestActions,
  pipeline: async () => (await import('./domains/pipeline/index.js')).pipelineActions,
  project: async () => {
    const module = await import('./domains/project/index.js');
    return [
      ...module.projectCoreActions,
      ...module.projectSocialActions,
      ...module.projectTargetBranchRuleActions,
      ...module.projectMaintenanceActions,
      ...module.projectExportImportActions,
      ...module.projectMirrorActions,
      ...module.projectPagesActions,
      ...module.projectApprovalActions,
    ];
  },
  repository: async () => {
    const module = await import('./domains/repository/index.js');
    return [
      ...module.repositoryBlobActions,
      ...module.repositoryCommitActions,
      ...module.repositoryCommitNoteActions,
      ...module.repositoryFileActions,
      ...module.repositorySubmoduleActions,
    ];
  },
  search: async () => (await import('./domains/search.js')).searchActions,
  server: async () => (await import('./domains/server.js')).serverActions,
  tag: async () => (await import('./domains/tag.js')).tagActions,
  mr_review: async () => (await import('./domains/mr_review/index.js')).mrReviewActions,
  release: async () => (await import('./domains/release.js')).releaseActions,
  user: async () => (await import('./domains/user/index.js')).userActions,
  labels: async () => {
    const module = await import('./domains/labels/index.js');
    return [...module.projectLabelActions, ...module.groupLabelActions];
  },
  milestones: async () => {
    const module = await import('./domains/milestones/index.js');
    return [...module.projectMilestoneActions, ...module.groupMilestoneActions];
  },
  boards: async () => {
    const module = await import('./domains/boards/index.js');
    return [...module.projectBoardActions, ...module.groupBoardActions, ...module.groupEpicBoardActions];
  },
  badges: async () => {
    const module = await import('./domains/badges/index.js');
    return [...module.projectBadgeActions, ...module.groupBadgeActions];
  },
  environment: async () => {
    const module = await import('./domains/environment/index.js');
    return [
      ...module.environmentActions,
      ...module.deploymentActions,
      ...module.freezePeriodActions,
      ...module.projectProtectedEnvironmentActions,
      ...module.groupProtectedEnvironmentActions,
      ...module.groupProtectedBranchActions,
    ];
  },
  feature_flags: async () => {
    const module = await import('./domains/feature_flags/index.js');
    return [...module.featureFlagActions, ...module.featureFlagUserListActions];
  },
  template: async () => {
    const module = await import('./domains/template/index.js');
    return [...module.instanceTemplateActions, ...module.projectTemplateActions, ...module.lintActions];
  },
  group: async () => {
    const module = await import('./domains/group/index.js');
    return [...module.groupCoreActions, ...module.groupListingActions, ...module.groupExportActions];
  },
  members: async () => {
    const module = await import('./domains/members/index.js');
    return [...module.memberActions, ...module.shareActions];
  },
  uploads: async () => {
    const module = await import('./domains/uploads/index.js');
    return [...module.uploadActions, ...module.avatarActions];
  },
  access: async () => {
    const module = await import('./domains/access/index.js');
    return [
      ...module.projectMembershipActions,
      ...module.groupMembershipActions,
      ...module.deployKeyActions,
      ...module.projectDeployTokenActions,
      ...module.groupDeployTokenActions,
      module.deployTokenListAllAction,
      ...module.personalTokenActions,
      ...module.projectTokenActions,
      ...module.groupTokenActions,
    ];
  },
  ci_variable: async () => {
    const module = await import('./domains/ci_variable/index.js');
    return [
      ...module.projectVariableActions,
      ...module.groupVariableActions,
      ...module.instanceVariableActions,
    ];
  },
  hooks: async () => {
    const module = await import('./domains/hooks/index.js');
    return [...module.projectHookActions, ...module.groupHookActions];
  },
  service_accounts: async () => {
    const module = await import('./domains/service_accounts/index.js');
    return [...module.projectServiceAccountActions, ...module.groupServiceAccountActions];
  },
  integrations: async () => {
    const module = await import('./domains/integrations/index.js');
    return [...module.projectIntegrationActions, ...module.groupIntegrationActions];
  },
  push_rules: async () => {
    const module = await import('./domains/push_rules/index.js');
    return [...module.projectPushRuleActions, ...module.groupPushRuleActions];
  },
  wiki: async () => {
    const module = await import('./domains/wiki/index.js');
    return [...module.projectWikiActions, ...module.wikiAttachmentActions, ...module.groupWikiActions];
  },
  epic: async () => {
    const module = await import('./domains/group/epic/index.js');
    return [...module.epicRestActions, ...module.epicWorkItemActions];
  },
  'epic-threads': async () => {
    const module = await import('./domains/group/epic-threads/index.js');
    return [...module.epicNoteActions, ...module.epicDiscussionActions, ...module.epicIssueActions];
  },
  'custom-emoji': async () => (await import('./domains/custom_emoji.js')).customEmojiActions,
  'ci-catalog': async () => (await import('./domains/ci_catalog.js')).ciCatalogActions,
  group_enterprise: async () => {
    const module = await import('./domains/group/enterprise/index.js');
    return [
      ...module.samlActions,
      ...module.ldapActions,
      ...module.credentialActions,
      ...module.sshCertificateActions,
      ...module.groupInsightActions,
    ];
  },
  snippet: async () => {
    const module = await import('./domains/snippet/index.js');
    return [
      ...module.personalSnippetActions,
      ...module.projectSnippetActions,
      ...module.snippetDiscoveryActions,
      ...module.snippetNoteActions,
      ...module.snippetEmojiActions,
    ];
  },
  runner: async () => {
    const module = await import('./domains/runner/index.js');
    return [...module.runnerActions, ...module.runnerTokenActions, ...module.runnerControllerActions];
  },
  storage_move: async () => {
    const module = await import('./domains/storage_move/index.js');
    return [
      ...module.projectStorageMoveActions,
      ...module.groupStorageMoveActions,
      ...module.snippetStorageMoveActions,
    ];
  },
  package: async () => {
    const module = await import('./domains/package/index.js');
    return [
      ...module.packageActions,
      ...module.genericPackageActions,
      ...module.packageProtectionRuleActions,
      ...module.containerRegistryActions,
      ...module.registryProtectionRuleActions,
      ...module.registryTagProtectionRuleActions,
    ];
  },
  model_registry: async () => (await import('./domains/model_registry/index.js')).modelRegistryActions,
  security: async () => {
    const module = await import('./domains/security/index.js');
    return [
      ...module.auditEventActionList,
      ...module.memberRoleActionList,
      ...module.statusCheckActions,
      ...module.mergeTrainActions,
      ...module.supplyChainActions,
      ...module.vulnerabilityActions,
      ...module.securityFindingActions,
      ...module.securityTaxonomyActions,
    ];
  },
  achievement: async () => (await import('./domains/achievement.js')).achievementActions,
  admin: async () => {
    const module = await import('./domains/admin/index.js');
    return [
      ...module.alertMetricImageActions,
      ...module.statisticsActions,
      ...module.appearanceActions,
      ...module.applicationActions,
      ...module.broadcastMessageActions,
      ...module.bulkImportActions,
      ...module.clusterAgentActions,
      ...module.customAttributeActions,
      ...module.databaseMigrationActions,
      ...module.dependencyProxyActions,
      ...module.errorTrackingActions,
      ...module.featureActions,
      ...module.topicActions,
      ...module.metadataActions,
      ...module.settingsActions,
      ...module.projectAliasActions,
      ...module.importActions,
      ...module.licenseActions,
      ...module.planLimitActions,
      ...module.secureFileActions,
      ...module.sidekiqActions,
      ...module.systemHookActions,
      ...module.terraformActions,
      ...module.usageDataActions,
    ];
  },
  geo: async () => (await import('./domains/geo.js')).geoActions,
  enterprise_user: async () => (await import('./domains/enterprise_user.js')).enterpriseUserActions,
  group_scim: async () => (await import('./domains/group_scim.js')).groupScimActions,
  interactive: async () => (await import('./domains/interactive.js')).interactiveActions,
  visual: async () => (await import('./domains/visual/index.js')).visualActions,
};

/** The modules as every consumer sees them: IDs that people name (a username, a path) take the name too. */
export const CATALOG_MODULES: Readonly<Record<string, () => Promise<readonly ActionSpec[]>>> =
  Object.fromEntries(
    Object.entries(MODULES).map(([module, load]) => [
      module,
      async () => (await load()).map(withNamedIdentifiers),
    ]),
  );
