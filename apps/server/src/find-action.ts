import type { ActionSpec } from '@gitlab-mcp/catalog';
import type { ListResult } from '@gitlab-mcp/result';
import type { Finder } from './finder/finder.js';
import { compactOutput, compactParams } from './surfaces/compact-schema.js';
import type { Surface } from './surfaces/surface.js';

/**
 * `gitlab_find_action`'s answer: for each hit, what it takes to call it right away (ID, destructive, required
 * params, every param in one compact line, the output's top-level shape), never whole schemas: a 5-hit answer
 * stays a few KB instead of the reference server's ~70 KB. gitlab://tools/{id} has the full schemas.
 */
export function findActions(
  finder: Finder<ActionSpec>,
  surface: Surface,
  query: string,
  limit: number,
): ListResult {
  const hits = finder.search(query, limit);
  const items = hits.map(({ action }) => {
    const params = compactParams(action);
    return {
      id: action.id,
      description: action.description,
      destructive: action.classification.destructive,
      required_params: Object.keys(params)
        .filter((name) => name.endsWith('*'))
        .map((name) => name.slice(0, -1)),
      input_schema: params,
      output_schema: compactOutput(action),
      schema_uri: `gitlab://tools/${action.id}`,
      call: surface.callShape(action.id),
    };
  });
  const first = items[0];
  return {
    kind: 'list',
    objectKind: 'action',
    key: 'results',
    items,
    pagination: null,
    contentType: 'detail',
    notes: [],
    nextSteps: first
      ? [
          {
            text: `Choose one action and call ${surface.callShape(first.id)?.tool ?? 'it'} now, e.g. ${JSON.stringify(
              {
                action: first.id,
                params: Object.fromEntries(first.required_params.map((name) => [name, `<${name}>`])),
              },
            )}`,
          },
        ]
      : [
          {
            text: 'Try other words: name the object (branch, merge request, pipeline) and what to do with it',
          },
        ],
  };
}
