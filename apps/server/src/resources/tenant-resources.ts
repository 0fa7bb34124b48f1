import type { Config } from '../config/settings.js';
import { WatchBudget } from './resource-host.js';
import type { ResourceHost } from './resource-host.js';

/** reference-server.md §6: at most 10 watched resources per credential. */
const WATCHERS_PER_CREDENTIAL = 10;
/** A poll interval of 0 would read GitLab in a loop: the shortest one honoured (tests use it). */
const MIN_POLL_MS = 100;

/**
 * The resources of one session (one credential): what the operator's settings publish, read through the session
 * by `read` (readResource, loaded with the session's call path). All of it but `read` comes from the settings, so
 * a session publishes its resources before its catalog has loaded.
 */
export function tenantResources(config: Config, read: ResourceHost['read']): ResourceHost {
  return {
    minimal: publishesMinimalResources(config),
    pollIntervalMs: Math.max(MIN_POLL_MS, config.resourcePollInterval),
    watchers: new WatchBudget(WATCHERS_PER_CREDENTIAL),
    readsDisk: callerPathsReachDisk(config),
    read,
  };
}

/** GITLAB_MCP_CAPABILITY_SURFACE=minimal: only the tool manifest resources are published. */
export function publishesMinimalResources(config: Pick<Config, 'capabilitySurface'>): boolean {
  return config.capabilitySurface === 'minimal';
}

/**
 * Over HTTP the caller is on another machine: its paths must never reach this one's disk. Over stdio they reach
 * only the client's roots, else the operator's GITLAB_MCP_ALLOWED_DIRS.
 */
export function callerPathsReachDisk(config: Pick<Config, 'transport'>): boolean {
  return config.transport === 'stdio';
}
