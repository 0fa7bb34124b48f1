import type { ActionSummary } from '@gitlab-mcp/catalog';
import { Finder } from './finder.js';

/**
 * The finder over a tenant's served actions: ID, description, aliases, parameter names and the values of enum
 * parameters are what it reads, all from the catalog's summaries: searching loads no catalog module.
 */
export function actionFinder(actions: readonly ActionSummary[]): Finder<ActionSummary> {
  return new Finder(actions, ({ id, description, aliases, params, values, classification }) => ({
    id,
    description,
    aliases,
    params,
    values,
    readOnly: classification.readOnly,
  }));
}
