import type { Route } from '../http/router.js';
import { groupCoreActionRoutes } from './actions/group-core.js';
import { shareRoutes } from './actions/members-shares.js';
import { uploadRoutes, uploads } from './actions/uploads.js';
import type { Collection } from './collection.js';
import {
  descendantGroups,
  groupReleases,
  invitedGroups,
  provisionedUsers,
  sharedGroups,
  sharedProjects,
  transferLocations,
} from './collections/group-core.js';

/**
 * The group domain's REST surface, with the shares, uploads and avatars of projects and groups, as one table for
 * routes.ts (a shared file edited by many). The hand-written routes must come before the collections:
 * `DELETE /groups/:id` here marks the group for deletion instead of the collection's plain delete.
 */
export const groupCoreRoutes: Route[] = [...groupCoreActionRoutes, ...shareRoutes, ...uploadRoutes];

export const groupCoreCollections = [
  descendantGroups,
  invitedGroups,
  sharedGroups,
  transferLocations,
  sharedProjects,
  groupReleases,
  provisionedUsers,
  uploads,
] as unknown as Collection<object>[];
