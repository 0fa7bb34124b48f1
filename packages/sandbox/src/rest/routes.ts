import type { Route } from '../http/router.js';
import { ciRoutes } from './actions/ci.js';
import { pipelineCiRoutes } from './actions/pipeline-ci.js';
import { instanceRoutes } from './actions/instance.js';
import { issueRoutes } from './actions/issue-routes.js';
import { mergeRequestRoutes } from './actions/merge-requests.js';
import { mergeRequestDomainRoutes } from './actions/merge-request-routes.js';
import { mrReviewRoutes } from './actions/mr-review.js';
import { releaseLinkRoutes } from './actions/release-links.js';
import { repositoryRoutes } from './actions/repository.js';
import { repositoryCommitRoutes } from './actions/repository-commits.js';
import { repositoryContentRoutes } from './actions/repository-content.js';
import { repositoryNoteRoutes } from './actions/repository-notes.js';
import { searchRoutes } from './actions/search.js';
import { projectCoreCollections, projectCoreRoutes } from './project-core-routes.js';
import { groupCoreCollections, groupCoreRoutes } from './group-core-routes.js';
import { collectionRoutes } from './collection.js';
import type { Collection } from './collection.js';
import { personalSnippets, plainCollections, projectSnippets } from './collections/content.js';
import { groupWikis, projectWikis } from './collections/wiki.js';
import { epicChildren, epicLabelEvents, groupEpics } from './collections/epic.js';
import { wikiAttachmentRoutes } from './actions/wiki-attachments.js';
import { epicIssueRoutes } from './actions/epic-issues.js';
import { deployments, environments, releases } from './collections/delivery.js';
import {
  freezePeriods,
  groupProtectedBranches,
  protectedEnvironments,
} from './collections/environment-settings.js';
import { featureFlagUserLists } from './collections/feature-flag-user-lists.js';
import { ciLintRoutes } from './actions/ci-lint.js';
import { environmentRoutes } from './actions/environment-actions.js';
import { templateRoutes } from './actions/templates.js';
import {
  deployKeys,
  featureFlags,
  instanceDeployKeys,
  protectedBranches,
} from './collections/project-settings.js';
import { issues } from './collections/issues.js';
import { mergeRequests } from './collections/merge-requests.js';
import { noteRoutes } from './collections/notes.js';
import { jobs, pipelineJobs, pipelines } from './collections/pipelines.js';
import {
  jobTokenAllowlist,
  jobTokenGroupsAllowlist,
  pipelineSchedules,
  pipelineTriggers,
  resourceGroups,
} from './collections/pipeline-ci.js';
import { boards, labels, milestones } from './collections/planning.js';
import { badgeRenderRoutes, groupBadges, projectBadges } from './collections/badges.js';
import { epicBoards } from './collections/boards-epic.js';
import { labelRoutes } from './actions/labels.js';
import { milestoneRoutes } from './actions/milestones.js';
import { boardListRoutes } from './actions/boards.js';
import { allMembers, members } from './collections/members.js';
import { groups, namespaceProjects, namespaces, projects, subgroups } from './collections/projects.js';
import { branches, commits, tags } from './collections/repository.js';
import { personalAccessTokens, users } from './collections/users.js';
import { userCredentialCollections } from './collections/user-credentials.js';
import { userActivityRoutes } from './actions/user-activity.js';
import { userAdminRoutes } from './actions/user-admin.js';
import { userSelfRoutes } from './actions/user-self.js';
import { userSettingsRoutes } from './actions/user-settings.js';
import { groupHooks, projectHooks, systemHooks } from './collections/hooks.js';
import {
  groupServiceAccounts,
  groupServiceAccountTokens,
  projectServiceAccounts,
  projectServiceAccountTokens,
} from './collections/service-accounts.js';
import { hookRoutes } from './actions/hooks.js';
import { integrationRoutes } from './actions/integrations.js';
import { pushRuleRoutes } from './actions/push-rules.js';
import { serviceAccountTokenRoutes } from './actions/service-account-tokens.js';
import { accessDeployKeyRoutes } from './actions/access-deploy-keys.js';
import { accessMembershipRoutes } from './actions/access-membership.js';
import { accessTokenRoutes } from './actions/access-tokens.js';
import {
  groupAccessTokens,
  groupDeployTokens,
  instanceDeployTokens,
  projectAccessTokens,
  projectDeployTokens,
} from './collections/access-tokens.js';
import { groupVariables, instanceVariables, projectVariables } from './collections/ci-variables.js';
import { groupEnterpriseCollections } from './collections/group-enterprise.js';
import { groupEnterpriseRoutes } from './actions/group-enterprise.js';
import { snippetRoutes } from './actions/snippet-routes.js';
import { runnerRoutes } from './actions/runners.js';
import { securityComplianceCollections } from './collections/security-compliance.js';
import { securityMergeCheckRoutes } from './actions/security-merge-checks.js';
import { securityReportRoutes } from './actions/security-reports.js';
import { runnerControllerRoutes } from './actions/runner-controllers.js';
import { storageMoveRoutes } from './actions/storage-moves.js';
import { packageCollections, packageRoutes } from './package-routes.js';
import { adminCollections } from './collections/admin.js';
import { adminRoutes } from './actions/admin.js';
import { terraformRoutes } from './actions/admin-terraform.js';
import { usageDataRoutes } from './actions/admin-usage-data.js';
import { enterpriseScimRoutes, enterpriseUsers } from './collections/enterprise-scim.js';
import { adminSettingsCollections } from './collections/admin-settings.js';
import { importRoutes } from './actions/admin-imports.js';
import { adminInstanceRoutes } from './actions/admin-instance.js';
import { secureFiles } from './collections/secure-files.js';
import { geoNodes, geoSites } from './collections/geo.js';
import { geoRoutes } from './actions/geo.js';
import { clusterRoutes } from './actions/clusters.js';
import { withParamContracts } from './param-contracts/index.js';
import { withAliases } from './route-aliases.js';

/** The declarative table: every collection the sandbox serves through the shared list/get/create/update/delete. */
export const collections: readonly Collection<object>[] = [
  users,
  ...userCredentialCollections,
  personalAccessTokens,
  projects,
  namespaceProjects,
  groups,
  subgroups,
  namespaces,
  members,
  allMembers,
  branches,
  tags,
  commits,
  protectedBranches,
  mergeRequests,
  issues,
  labels,
  milestones,
  boards,
  epicBoards,
  projectBadges,
  groupBadges,
  pipelines,
  pipelineJobs,
  jobs,
  pipelineSchedules,
  pipelineTriggers,
  resourceGroups,
  jobTokenAllowlist,
  jobTokenGroupsAllowlist,
  releases,
  environments,
  deployments,
  freezePeriods,
  ...protectedEnvironments,
  groupProtectedBranches,
  featureFlags,
  featureFlagUserLists,
  deployKeys,
  instanceDeployKeys,
  projectWikis,
  groupWikis,
  groupEpics,
  epicChildren,
  epicLabelEvents,
  projectSnippets,
  personalSnippets,
  projectHooks,
  groupHooks,
  systemHooks,
  projectServiceAccounts,
  groupServiceAccounts,
  projectServiceAccountTokens,
  groupServiceAccountTokens,
  projectAccessTokens,
  groupAccessTokens,
  projectDeployTokens,
  groupDeployTokens,
  instanceDeployTokens,
  projectVariables,
  groupVariables,
  instanceVariables,
  ...plainCollections,
  ...projectCoreCollections,
  ...groupCoreCollections,
  ...groupEnterpriseCollections,
  enterpriseUsers,
  ...securityComplianceCollections,
  ...packageCollections,
  ...adminCollections,
  ...adminSettingsCollections,
  secureFiles,
  geoSites,
  geoNodes,
] as unknown as Collection<object>[];

/**
 * Every REST route: hand-written behaviour (specific paths) and the collections, with GitLab's declared parameters
 * where they are known; the router ranks literal segments first.
 */
export function restRoutes(): Route[] {
  return withAliases(
    withParamContracts([
      ...instanceRoutes,
      ...userAdminRoutes,
      ...userSelfRoutes,
      ...userActivityRoutes,
      ...userSettingsRoutes,
      ...searchRoutes,
      ...issueRoutes,
      ...mergeRequestRoutes,
      ...mergeRequestDomainRoutes,
      ...mrReviewRoutes,
      ...releaseLinkRoutes,
      ...environmentRoutes,
      ...ciLintRoutes,
      ...templateRoutes,
      ...ciRoutes,
      ...pipelineCiRoutes,
      ...repositoryRoutes,
      ...repositoryCommitRoutes,
      ...repositoryContentRoutes,
      ...repositoryNoteRoutes,
      ...labelRoutes,
      ...milestoneRoutes,
      ...boardListRoutes,
      ...badgeRenderRoutes,
      ...projectCoreRoutes,
      ...groupCoreRoutes,
      ...noteRoutes(),
      ...hookRoutes,
      ...serviceAccountTokenRoutes,
      ...integrationRoutes,
      ...pushRuleRoutes,
      ...accessMembershipRoutes,
      ...accessTokenRoutes,
      ...accessDeployKeyRoutes,
      ...wikiAttachmentRoutes,
      ...epicIssueRoutes,
      ...groupEnterpriseRoutes,
      ...snippetRoutes,
      ...runnerRoutes,
      ...securityMergeCheckRoutes,
      ...securityReportRoutes,
      ...runnerControllerRoutes,
      ...storageMoveRoutes,
      ...packageRoutes,
      ...adminRoutes,
      ...importRoutes,
      ...adminInstanceRoutes,
      ...geoRoutes,
      ...clusterRoutes,
      ...terraformRoutes,
      ...usageDataRoutes,
      ...enterpriseScimRoutes,
      ...collections.flatMap((collection) => collectionRoutes(collection)),
    ]),
  );
}
