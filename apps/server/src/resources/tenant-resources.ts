import type { Config } from '../config/settings.js';
import type { Tenant } from '../tenant.js';
import { WatchBudget } from './resource-host.js';
import type { ResourceHost } from './resource-host.js';

/** reference-server.md §6: at most 10 watched resources per credential. */
const WATCHERS_PER_CREDENTIAL = 10;
/** A poll interval of 0 would read GitLab in a loop: the shortest one honoured (tests use it). */
const MIN_POLL_MS = 100;

/**
 * The resources of one tenant (one credential): what the operator's settings publish, read through the tenant
 * by `read` (readResource, loaded with the tenant's call path).
 */
export function tenantResources(tenant: Tenant, config: Config, read: ResourceHost['read']): ResourceHost {
  return {
    minimal: config.capabilitySurface === 'minimal',
    pollIntervalMs: Math.max(MIN_POLL_MS, config.resourcePollInterval),
    watchers: new WatchBudget(WATCHERS_PER_CREDENTIAL),
    readsDisk: tenant.execute.runtime.files.pathsAllowed,
    read,
  };
}
