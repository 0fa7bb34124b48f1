import type { Route } from '../http/router.js';
import { packageRegistryRoutes } from './actions/package-registry.js';
import type { Collection } from './collection.js';
import {
  containerRepositories,
  containerTags,
  packageFiles,
  packages,
  registryProtectionRules,
} from './collections/package-registry.js';

/** The package and container registries' REST surface, as one table for routes.ts (a shared file). */
export const packageRoutes: Route[] = packageRegistryRoutes;

export const packageCollections = [
  packages,
  packageFiles,
  containerRepositories,
  containerTags,
  ...registryProtectionRules,
] as unknown as Collection<object>[];
