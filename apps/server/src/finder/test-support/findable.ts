import type { Findable } from '../action-index.js';
import { Finder } from '../finder.js';
import { WEIGHTS } from '../weights.js';
import type { Features } from '../weights.js';

/** An action as the finder's unit tests list it: its words, and no parameter values. */
export function findable(
  id: string,
  description: string,
  aliases: string[],
  params = ['project_id'],
): Findable {
  return { id, description, aliases, params, values: [] };
}

/** An action with no aliases, read-only or not: what the intent and reading rules are tested on. */
export function act(id: string, description: string, params: string[], readOnly: boolean): Findable {
  return { id, description, aliases: [], params, values: [], readOnly };
}

/** The features of one action's score for a request, over a catalog of these actions: undefined when unreached. */
export function featuresOf(actions: Findable[], query: string, id: string): Features | null | undefined {
  return featuresIn(new Finder(actions, (action) => action, WEIGHTS), query, id);
}

/** The features of one action's score for a request, in a finder's ranking: undefined when unreached. */
export function featuresIn(
  finder: { rank(query: string): readonly { action: { id: string }; features?: Features | null }[] },
  query: string,
  id: string,
): Features | null | undefined {
  return finder.rank(query).find((hit) => hit.action.id === id)?.features;
}
