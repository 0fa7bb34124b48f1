import type { RestTemplate } from './rest-template.js';
import { referenceRow } from './join-reference.js';

/**
 * A factory's REST request for one of its entries, in families where catalog.json records the request of some
 * actions and not of others (`storage_move.get_snippet_for_snippet` has one, `storage_move.get_project_for_project`
 * none): the factory's template goes only where the row has no call, since the join takes a recorded one from the
 * row and refuses it restated.
 */
export function restUnlessRecorded(id: string, template: RestTemplate): { rest?: RestTemplate } {
  return referenceRow(id)?.gitlab ? {} : { rest: template };
}
