import type { CallContext } from '../call-context.js';
import type { ResourceSpec } from './resource-table.js';

/** What one read of a resource gives: its text and how long a client may cache it. */
export interface ResourceBody {
  text: string;
  /** 0 for live GitLab data; longer for what changes only with the server (reference-server.md §6). */
  ttlMs: number;
}

/**
 * What the protocol layer needs of a tenant to serve resources: which ones it publishes, how to read one, and
 * the credential's bound on watchers. Matching URIs and subscriptions happen in the protocol layer; reading
 * needs the tenant's catalog and clients, which load after the handshake.
 */
export interface ResourceHost {
  /** GITLAB_MCP_CAPABILITY_SURFACE=minimal: only the tool manifest resources are published. */
  readonly minimal: boolean;
  /** GITLAB_MCP_RESOURCE_POLL_INTERVAL: how often a subscribed resource is read again. */
  readonly pollIntervalMs: number;
  /** Shared by every connection of one credential. */
  readonly watchers: WatchBudget;
  /** Whether the client's workspace roots are on this machine's disk (stdio), so their git remotes can be read. */
  readonly readsDisk: boolean;
  /**
   * Reads a matched resource; throws a ResourceError when it cannot (no such action, GitLab refused or found
   * nothing). `context`: the reading request's (or a poll's own); once its signal aborts, GitLab is sent nothing
   * more for it.
   */
  read(
    spec: ResourceSpec,
    values: Readonly<Record<string, string>>,
    uri: string,
    context: CallContext,
  ): Promise<ResourceBody>;
}

/** At most `limit` watchers at once (reference-server.md §6: 10 per credential). */
export class WatchBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  take(): boolean {
    if (this.used >= this.limit) return false;
    this.used += 1;
    return true;
  }

  give(): void {
    this.used = Math.max(0, this.used - 1);
  }
}
