import type { Logger } from '../logging/logger.js';
import { INVALID_REQUEST, ResourceError } from './resource-error.js';
import type { WatchBudget } from './resource-host.js';

/** How a watcher reads its resource and tells the client; both come from the connection that subscribed. */
export interface WatchOptions {
  read: (uri: string) => Promise<string>;
  notify: (uri: string) => Promise<void>;
  budget: WatchBudget;
  intervalMs: number;
  logger: Logger;
}

interface Watcher {
  timer: NodeJS.Timeout | undefined;
  last: string;
}

/**
 * The subscriptions of one connection: each subscribed resource is read again every interval, and the client is
 * told (notifications/resources/updated) only when the text changed. A read that fails counts as a state too, so
 * an object deleted in GitLab is announced once, not on every poll.
 */
export class ResourceWatchers {
  private readonly watchers = new Map<string, Watcher>();
  private closed = false;

  constructor(private readonly options: WatchOptions) {}

  get size(): number {
    return this.watchers.size;
  }

  async subscribe(uri: string): Promise<void> {
    if (this.closed || this.watchers.has(uri)) return;
    if (!this.options.budget.take())
      throw new ResourceError(
        INVALID_REQUEST,
        `Cannot subscribe to ${uri}: this credential already watches ${this.options.budget.limit} resources`,
        uri,
      );
    const watcher: Watcher = { timer: undefined, last: '' };
    this.watchers.set(uri, watcher);
    try {
      watcher.last = await this.options.read(uri);
    } catch (error) {
      this.unsubscribe(uri);
      throw error;
    }
    this.schedule(uri, watcher);
  }

  unsubscribe(uri: string): void {
    const watcher = this.watchers.get(uri);
    if (!watcher) return;
    clearTimeout(watcher.timer);
    this.watchers.delete(uri);
    this.options.budget.give();
  }

  /** Stops every watcher: the connection is gone. */
  close(): void {
    this.closed = true;
    for (const uri of [...this.watchers.keys()]) this.unsubscribe(uri);
  }

  private schedule(uri: string, watcher: Watcher): void {
    if (this.watchers.get(uri) !== watcher) return;
    watcher.timer = setTimeout(() => void this.poll(uri, watcher), this.options.intervalMs);
    // A watcher never keeps the process alive on its own: stdio ends when the client goes away.
    watcher.timer.unref();
  }

  private async poll(uri: string, watcher: Watcher): Promise<void> {
    const now = await this.options.read(uri).catch((error: unknown) => `error: ${describe(error)}`);
    if (this.watchers.get(uri) !== watcher) return;
    if (now !== watcher.last) {
      watcher.last = now;
      await this.options
        .notify(uri)
        .catch((error: unknown) => this.options.logger.debug('resource update not sent', { uri, error }));
    }
    this.schedule(uri, watcher);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
