import type { ActionSummary } from '@gitlab-mcp/catalog';
import { Finder } from './finder.js';
import { WEIGHTS } from './weights.js';
import type { Weights } from './weights.js';

/**
 * The finder over a session's served actions: ID, description, aliases, parameter names and the values of enum
 * parameters are what it reads, all from the catalog's summaries: searching loads no catalog module. Other weights
 * than the server's are for learning them (test/finder-eval/learn-weights.mjs).
 */
export function actionFinder(
  actions: readonly ActionSummary[],
  weights: Weights = WEIGHTS,
): Finder<ActionSummary> {
  return new Finder(
    actions,
    ({ id, description, aliases, params, values, orderValues, classification, pathParams, content }) => ({
      id,
      description,
      aliases,
      params,
      values,
      orderValues,
      readOnly: classification.readOnly,
      pathParams,
      draws: content === 'image',
    }),
    weights,
  );
}
