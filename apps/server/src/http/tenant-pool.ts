import { telemetry } from '@gitlab-mcp/result';
import type { Logger } from '../logging/logger.js';
import type { ProtocolTenant } from '../protocol-tenant.js';

/** What the pool holds for a credential on one GitLab: its probed tenant and a logger that scrubs its token. */
export interface PooledTenant {
  tenant: ProtocolTenant;
  logger: Logger;
}

export interface TenantPoolOptions {
  /** Probes GitLab with the token and builds the tenant; rejects when GitLab refuses the token. */
  open: (token: string, gitlabUrl: string) => Promise<PooledTenant>;
  maxEntries: number;
  idleMs: number;
  /** A tenant older than this is opened again (a fresh probe) before its next use: revoked tokens stop working. */
  revalidateMs: number;
  now?: () => number;
}

interface Entry {
  opening: Promise<PooledTenant>;
  openedAt: number;
  lastUsed: number;
  /** GitLab accepted the credential: its tenant opened. */
  opened?: boolean;
}

/**
 * One tenant per (credential, GitLab URL), shared by that credential's requests and by nobody else's. Concurrent
 * first requests share one probe; a failed probe is not kept; the least recently used entry leaves when the pool
 * is full, and idle entries leave on `sweep`.
 */
export class TenantPool {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: TenantPoolOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, token: string, gitlabUrl: string): Promise<PooledTenant> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry && now - entry.openedAt > this.options.revalidateMs) entry = undefined;
    if (!entry) {
      entry = { opening: this.options.open(token, gitlabUrl), openedAt: now, lastUsed: now };
      const opened = entry;
      opened.opening.then(
        () => (opened.opened = true),
        () => {
          if (this.entries.get(key) === opened) this.entries.delete(key);
          this.counted();
        },
      );
    }
    // Re-inserted on every use, so the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.lastUsed = now;
    this.evictBeyond(this.options.maxEntries);
    this.counted();
    return entry.opening;
  }

  /** Whether GitLab accepted this credential recently enough that its tenant is still served without a new probe. */
  validated(key: string): boolean {
    const entry = this.entries.get(key);
    return entry?.opened === true && this.now() - entry.openedAt <= this.options.revalidateMs;
  }

  /** Drops the entries idle longer than the idle timeout; the server calls it on a timer. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries)
      if (now - entry.lastUsed > this.options.idleMs) this.entries.delete(key);
    this.counted();
  }

  clear(): void {
    this.entries.clear();
    this.counted();
  }

  /** The active-credentials gauge of telemetry. */
  private counted(): void {
    telemetry().credentials(this.entries.size);
  }

  private evictBeyond(limit: number): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= limit) return;
      this.entries.delete(key);
    }
  }
}
