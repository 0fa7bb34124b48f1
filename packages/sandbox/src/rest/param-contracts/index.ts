import type { RouteParamContract } from '../../http/param-contract.js';
import type { Route } from '../../http/router.js';
import { accessContracts } from './access.js';
import { activityContracts } from './activity.js';
import { applicationSettingContracts } from './application-settings.js';
import { ciContracts } from './ci.js';
import { ciRunContracts } from './ci-runs.js';
import { collaborationContracts } from './collaboration.js';
import { deliveryContracts } from './delivery.js';
import { environmentContracts } from './environments.js';
import { epicContracts } from './epics.js';
import { groupContracts } from './groups.js';
import { groupAccessContracts } from './group-access.js';
import { groupResourceContracts } from './group-resources.js';
import { hookContracts } from './hooks.js';
import { importExportContracts } from './import-export.js';
import { integrationContracts } from './integrations.js';
import { instanceContracts } from './instance.js';
import { instanceAdminContracts } from './instance-admin.js';
import { instanceContentContracts } from './instance-content.js';
import { instanceOperationContracts } from './instance-operations.js';
import { labelMilestoneContracts } from './labels-milestones.js';
import { memberContracts } from './members.js';
import { memberRoleContracts } from './member-roles.js';
import { issueContracts } from './issues.js';
import { issuableActionContracts } from './issuable-actions.js';
import { issuableReadContracts } from './issuable-reads.js';
import { mergeRequestContracts } from './merge-requests.js';
import { noteContracts } from './notes.js';
import { packageContracts } from './packages.js';
import { plainEndpointContracts } from './plain-endpoints.js';
import { projectAccessContracts } from './project-access.js';
import { projectJobContracts } from './project-jobs.js';
import { projectOperationContracts } from './project-operations.js';
import { projectRecordContracts } from './project-records.js';
import { planningContracts } from './planning.js';
import { projectSettingContracts } from './project-settings.js';
import { projectResourceContracts } from './project-resources.js';
import { projectContracts } from './projects.js';
import { projectUtilityContracts } from './project-utilities.js';
import { protectedRefContracts } from './protected-refs.js';
import { repositoryContracts } from './repository.js';
import { repositoryWriteContracts } from './repository-writes.js';
import { runnerContracts } from './runners.js';
import { securitySettingContracts } from './security-settings.js';
import { serviceAccountContracts } from './service-accounts.js';
import { snippetWikiContracts } from './snippets-wikis.js';
import { snippetReadContracts } from './snippet-reads.js';
import { threadContracts } from './threads.js';
import { userContracts } from './users.js';
import { userCredentialContracts } from './user-credentials.js';
import { variableContracts } from './variables.js';
import { workflowContracts } from './workflow.js';
import { projectPlainEndpointContracts } from './project-plain-endpoints.js';
import { repositoryRefContracts } from './repository-refs.js';
import { ciSettingContracts } from './ci-settings.js';
import { clusterContracts } from './clusters.js';
import { registryProtectionContracts } from './registry-protection.js';

/*
 * The parameters GitLab declares per endpoint, keyed by the sandbox's route (`METHOD pattern`), transcribed from the
 * attribute tables of GitLab's REST documentation (each table names its page and section). The repository holds no
 * machine-readable GitLab request contract (reference/gitlab-contract/README.md: the OpenAPI file could not be
 * obtained), so these tables are the data; endpoints without one keep their handlers' own checks (docs/sandbox.md).
 */
export const paramContracts: Readonly<Record<string, RouteParamContract>> = {
  ...issueContracts,
  ...mergeRequestContracts,
  ...repositoryContracts,
  ...planningContracts,
  ...ciContracts,
  ...noteContracts,
  ...instanceContracts,
  ...repositoryWriteContracts,
  ...collaborationContracts,
  ...deliveryContracts,
  ...projectContracts,
  ...groupContracts,
  ...userContracts,
  ...memberContracts,
  ...labelMilestoneContracts,
  ...environmentContracts,
  ...runnerContracts,
  ...variableContracts,
  ...hookContracts,
  ...protectedRefContracts,
  ...packageContracts,
  ...snippetWikiContracts,
  ...threadContracts,
  ...activityContracts,
  ...ciRunContracts,
  ...accessContracts,
  ...workflowContracts,
  ...projectSettingContracts,
  ...serviceAccountContracts,
  ...epicContracts,
  ...instanceAdminContracts,
  ...importExportContracts,
  ...projectResourceContracts,
  ...memberRoleContracts,
  ...securitySettingContracts,
  ...issuableReadContracts,
  ...issuableActionContracts,
  ...plainEndpointContracts,
  ...projectJobContracts,
  ...projectAccessContracts,
  ...projectOperationContracts,
  ...projectRecordContracts,
  ...projectPlainEndpointContracts,
  ...repositoryRefContracts,
  ...ciSettingContracts,
  ...registryProtectionContracts,
  ...groupResourceContracts,
  ...groupAccessContracts,
  ...integrationContracts,
  ...snippetReadContracts,
  ...projectUtilityContracts,
  ...applicationSettingContracts,
  ...instanceContentContracts,
  ...instanceOperationContracts,
  ...userCredentialContracts,
  ...clusterContracts,
};

export function routeKey(route: Pick<Route, 'method' | 'pattern'>): string {
  return `${route.method} ${route.pattern}`;
}

/** The routes with GitLab's declared parameters attached, where the contract tables have them. */
export function withParamContracts(routes: readonly Route[]): Route[] {
  return routes.map((route) => {
    const params = paramContracts[routeKey(route)];
    return params === undefined ? route : { ...route, params };
  });
}
