import type { Findable } from '../action-index.js';

/** An action as the finder's unit tests list it: its words, and no parameter values. */
export function findable(
  id: string,
  description: string,
  aliases: string[],
  params = ['project_id'],
): Findable {
  return { id, description, aliases, params, values: [] };
}
