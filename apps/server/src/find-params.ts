import type { ActionSummary } from '@gitlab-mcp/catalog';
import { stem, tokenize } from './finder/words.js';

/** How many served actions take each parameter name: `labels`, `state`, `search` are used everywhere. */
export type ParamUse = ReadonlyMap<string, number>;

const uses = new WeakMap<readonly ActionSummary[], ParamUse>();

/** Counted once per served catalog, from its summaries (no module loads). */
export function paramUse(actions: readonly ActionSummary[]): ParamUse {
  let counts = uses.get(actions) as Map<string, number> | undefined;
  if (!counts) {
    counts = new Map();
    for (const action of actions) {
      for (const name of action.params) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    uses.set(actions, counts);
  }
  return counts;
}

/**
 * Optional parameters in the order a first call most likely needs them: those the request names (`labeled bug`
 * → `labels`), then the ones most actions take, then as the schema lists them.
 */
export function byLikelyUse<T extends readonly [string, string]>(
  optional: readonly T[],
  query: string,
  use: ParamUse,
): T[] {
  const said = new Set(tokenize(query).map(stem));
  const named = (name: string) => tokenize(name).some((word) => said.has(stem(word)));
  return optional
    .map((param, index) => ({ param, index, named: named(param[0]), use: use.get(param[0]) ?? 0 }))
    .sort((a, b) => Number(b.named) - Number(a.named) || b.use - a.use || a.index - b.index)
    .map(({ param }) => param);
}
