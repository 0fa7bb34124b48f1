import { isRecord } from '@gitlab-mcp/result';
import { INTERNAL_ERROR } from '@modelcontextprotocol/server';
import { ownReadContext } from '../call-context.js';
import type { Logger } from '../logging/logger.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { checkWatchable, resourceAnswers } from '../resources/resource-answers.js';
import { ResourceWatchers } from '../resources/resource-watchers.js';

/**
 * The GitLab side of a credential's `subscriptions/listen` streams (MCP 2026-07-28): the SDK owns the streams and
 * delivers each update to the streams that asked for its URI; this polls each URI once however many streams listen
 * to it, from the first stream that names it until the last one closes, within the credential's watcher budget.
 */
export class ListenWatches {
  private readonly listeners = new Map<string, number>();
  private watchers: ResourceWatchers | undefined;

  constructor(
    /** Tells the credential's listen streams that the resource changed. */
    private readonly updated: (uri: string) => void,
  ) {}

  /**
   * Starts watching the URIs a listen request names, before the SDK opens its stream; the returned function stops
   * them when the stream ends. A URI that is not a subscribable resource refuses the whole request, as
   * resources/subscribe refuses it on the 2025 revisions, and nothing is watched.
   */
  async open(uris: readonly string[], tenant: ProtocolTenant, logger: Logger): Promise<() => void> {
    for (const uri of uris) checkWatchable(uri, tenant.resources.minimal);
    const watchers = (this.watchers ??= this.watchersOf(tenant, logger));
    const started: string[] = [];
    try {
      for (const uri of uris) {
        if (!this.listeners.has(uri)) await watchers.subscribe(uri);
        this.listeners.set(uri, (this.listeners.get(uri) ?? 0) + 1);
        started.push(uri);
      }
    } catch (error) {
      this.release(started);
      throw error;
    }
    return () => this.release(started);
  }

  /** Stops polling: the credential's handler is gone. */
  close(): void {
    this.watchers?.close();
    this.listeners.clear();
  }

  private release(uris: readonly string[]): void {
    for (const uri of uris) {
      const left = (this.listeners.get(uri) ?? 1) - 1;
      if (left > 0) {
        this.listeners.set(uri, left);
        continue;
      }
      this.listeners.delete(uri);
      this.watchers?.unsubscribe(uri);
    }
  }

  private watchersOf(tenant: ProtocolTenant, logger: Logger): ResourceWatchers {
    const { contents } = resourceAnswers(async () => tenant.resources, null);
    return new ResourceWatchers({
      read: async (uri) => (await contents(uri, ownReadContext(logger))).text,
      notify: async (uri) => this.updated(uri),
      budget: tenant.resources.watchers,
      intervalMs: tenant.resources.pollIntervalMs,
      logger,
    });
  }
}

/** The resource URIs a `subscriptions/listen` request asks updates of; none for any other message. */
export function listenedUris(body: unknown): string[] {
  if (!isRecord(body) || body.method !== 'subscriptions/listen' || !isRecord(body.params)) return [];
  const filter = body.params.notifications;
  const uris = isRecord(filter) ? filter.resourceSubscriptions : undefined;
  return Array.isArray(uris) ? uris.filter((uri): uri is string => typeof uri === 'string') : [];
}

/** The JSON-RPC answer to a listen refused before the SDK saw it, with the thrown error's code and data. */
export function refusalOf<Id extends string | number | null>(id: Id, error: unknown) {
  const { code, data } = error as { code?: unknown; data?: unknown };
  return {
    jsonrpc: '2.0' as const,
    id,
    error: {
      code: typeof code === 'number' ? code : INTERNAL_ERROR,
      message: error instanceof Error ? error.message : String(error),
      ...(data === undefined ? {} : { data }),
    },
  };
}
