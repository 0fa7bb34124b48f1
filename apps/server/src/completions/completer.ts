import type { ActionRunner } from '../prompts/prompt-spec.js';
import { COMPLETION_SOURCES } from './completion-sources.js';
import type { CompletionSource } from './completion-sources.js';

/** MCP's completion answer: at most 100 values. A type, not an interface: the SDK's v2 result has an index. */
export type Completion = {
  values: string[];
  total?: number;
  hasMore?: boolean;
};

/** What completion/complete asks: which argument, what is typed so far, and the arguments already chosen. */
export interface CompletionQuery {
  argument: string;
  value: string;
  chosen: Readonly<Record<string, string>>;
  /** The prompt's own arguments for ref/prompt (an argument it lacks completes to nothing); null for templates. */
  allowed: readonly string[] | null;
}

const MAX_VALUES = 100;
/** Typing sends one request per key stroke: the same list is read from GitLab at most once in this window. */
const CACHE_MS = 30_000;
const CACHE_ENTRIES = 200;
const NOTHING: Completion = { values: [], total: 0, hasMore: false };

/** The values one list action offered, and whether GitLab holds more than that page. */
interface Offered {
  values: string[];
  more: boolean;
}

const NONE: Offered = { values: [], more: false };

/**
 * completion/complete for one tenant: values from a list action run the way tools/call runs it, cached briefly
 * per tenant (keyed by the action's params, so typing on through a list that does not depend on the typed text,
 * such as open MR IIDs, reads GitLab once). Any failure (refusal, GitLab error, unknown argument) answers an empty
 * completion, never an error: a completion is a convenience, and the request that follows reports real problems.
 */
export function createCompleter(run: ActionRunner, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; offered: Promise<Offered> }>();

  function offered(source: CompletionSource, params: Record<string, unknown>): Promise<Offered> {
    const key = JSON.stringify([source.action, params]);
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_MS) return hit.offered;
    const reading = read(run, source, params).catch(() => NONE);
    cache.delete(key);
    cache.set(key, { at: now(), offered: reading });
    // A Map keeps insertion order: dropping from the front keeps the most recent entries.
    for (const old of cache.keys()) {
      if (cache.size <= CACHE_ENTRIES) break;
      cache.delete(old);
    }
    return reading;
  }

  return async function complete(query: CompletionQuery): Promise<Completion> {
    const source = COMPLETION_SOURCES[query.argument];
    if (!source || (query.allowed && !query.allowed.includes(query.argument))) return NOTHING;
    const params = source.params(query.value, query.chosen);
    if (!params) return NOTHING;
    const { values, more } = await offered(source, params);
    const typed = query.value.toLowerCase();
    const matching = values.filter((value) =>
      source.match === 'prefix' ? value.startsWith(typed) : value.toLowerCase().includes(typed),
    );
    const shown = matching.slice(0, MAX_VALUES);
    // GitLab holding more than the page read leaves the total unknown: it is then left out.
    return {
      values: shown,
      ...(more ? {} : { total: matching.length }),
      hasMore: more || matching.length > shown.length,
    };
  };
}

async function read(
  run: ActionRunner,
  source: CompletionSource,
  params: Record<string, unknown>,
): Promise<Offered> {
  const result = await run(source.action, params, 'completion/complete');
  const items: unknown = result.structuredContent?.[source.key];
  if (result.isError || !Array.isArray(items)) return NONE;
  const values = items
    .map((item: Record<string, unknown>) => item[source.field])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
  const pagination = result.structuredContent?.pagination as { has_more?: boolean } | undefined;
  return { values: [...new Set(values)], more: pagination?.has_more === true };
}
