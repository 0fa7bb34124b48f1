import type { Route } from '../http/router.js';
import { projectFactRoutes } from './actions/project-facts.js';
import { projectLifecycleRoutes } from './actions/project-lifecycle.js';
import { projectPublishingRoutes } from './actions/project-publishing.js';
import type { Collection } from './collection.js';
import {
  allPagesDomains,
  contributedProjects,
  pagesDomains,
  projectApprovalRules,
  projectForks,
  projectGroups,
  projectInvitedGroups,
  projectUsers,
  remoteMirrors,
  starredProjects,
  starrers,
} from './collections/project-core.js';

/** The project domain's REST surface, as one table for routes.ts (a shared file edited by many). */
export const projectCoreRoutes: Route[] = [
  ...projectLifecycleRoutes,
  ...projectFactRoutes,
  ...projectPublishingRoutes,
];

export const projectCoreCollections = [
  projectForks,
  projectGroups,
  projectInvitedGroups,
  starredProjects,
  contributedProjects,
  starrers,
  projectUsers,
  remoteMirrors,
  pagesDomains,
  allPagesDomains,
  projectApprovalRules,
] as unknown as Collection<object>[];
