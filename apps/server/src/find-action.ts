import type { ActionSpec } from '@gitlab-mcp/catalog';
import type { ListResult } from '@gitlab-mcp/result';
import type { Finder } from './finder/finder.js';
import type { ServedCatalog } from './served-catalog.js';
import { compactOutput, compactParams } from './surfaces/compact-schema.js';
import type { Surface } from './surfaces/surface.js';

/** Params every list takes; naming them in every hit costs bytes and tells the model nothing new. */
const PAGING = new Set(['page', 'per_page', 'pagination', 'page_token', 'first', 'after', 'last', 'before']);
/** Optional params a hit names besides the required ones; gitlab://tools/{id} has the rest. */
const OPTIONAL_SHOWN = 5;

/** A long enum shortened in a hit (`opened|closed|…`); the whole list is in gitlab://tools/{id}. */
const TYPE_SHOWN = 48;

function briefType(type: string): string {
  return type.length > TYPE_SHOWN ? `${type.slice(0, TYPE_SHOWN - 1)}…` : type;
}

/**
 * `gitlab_find_action`'s answer: for each hit, what it takes to call it right away (ID, destructive, required
 * params, the main optional ones in one compact line each, the output's top-level shape), never whole schemas:
 * a 5-hit answer stays under 4 KB instead of the reference server's ~70 KB. gitlab://tools/{id} has the rest.
 */
export async function findActions(
  finder: Finder<ActionSpec>,
  catalog: ServedCatalog,
  surface: Surface,
  query: string,
  limit: number,
): Promise<ListResult> {
  const hits = finder.search(query, limit);
  // A hit shows its schemas: the modules of the hits load now, the rest of the catalog stays unread.
  await catalog.ready(hits.map(({ action }) => action.id));
  const items = hits.map(({ action }) => {
    const params = Object.entries(compactParams(action))
      .filter(([name]) => !PAGING.has(name))
      .map(([name, type]): [string, string] => [name, briefType(type)]);
    const required = params.filter(([name]) => name.endsWith('*'));
    const optional = params.filter(([name]) => !name.endsWith('*'));
    const more = optional.length - OPTIONAL_SHOWN;
    const { next_steps: _steps, pagination: _pagination, ...output } = compactOutput(action);
    return {
      id: action.id,
      description: action.description,
      destructive: action.classification.destructive,
      required_params: required.map(([name]) => name.slice(0, -1)),
      input_schema: Object.fromEntries([
        ...required,
        ...optional.slice(0, OPTIONAL_SHOWN),
        ...(more > 0 ? [['…', `${more} more at gitlab://tools/${action.id}`]] : []),
      ]),
      output_schema: output,
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
