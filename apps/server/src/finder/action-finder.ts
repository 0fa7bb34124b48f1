import type { ActionSpec } from '@gitlab-mcp/catalog';
import { summaryOf } from '../served-catalog.js';
import { Finder } from './finder.js';

/**
 * The finder over a session's served actions: ID, description, aliases, parameter names and the values of enum
 * parameters are what it reads, all from the catalog's summaries: searching loads no catalog module.
 */
export function actionFinder(actions: readonly ActionSpec[]): Finder<ActionSpec> {
  return new Finder(actions, (action) => {
    const { id, description, aliases, params, values, classification } = summaryOf(action);
    return { id, description, aliases, params, values, readOnly: classification.readOnly };
  });
}
