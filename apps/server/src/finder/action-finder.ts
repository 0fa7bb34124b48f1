import type { ActionSpec } from '@gitlab-mcp/catalog';
import { Finder } from './finder.js';

/** The finder over a session's served actions: ID, description, aliases and parameter names are what it reads. */
export function actionFinder(actions: readonly ActionSpec[]): Finder<ActionSpec> {
  return new Finder(actions, (action) => ({
    id: action.id,
    description: action.description,
    aliases: action.aliases,
    params: Object.keys(action.input.shape),
  }));
}
