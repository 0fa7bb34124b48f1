import type { ActionSummary } from '@gitlab-mcp/catalog';
import type { ListResult } from '@gitlab-mcp/result';
import { byLikelyUse, paramUse } from './find-params.js';
import type { Finder } from './finder/finder.js';
import type { ServedCatalog } from './served-catalog.js';
import { compactOutput, compactParams, inputSchemaOf } from './surfaces/compact-schema.js';
import type { Surface } from './surfaces/surface.js';

/** Params every list takes; naming them in every hit costs bytes and tells the model nothing new. */
const PAGING = new Set(['page', 'per_page', 'pagination', 'page_token', 'first', 'after', 'last', 'before']);
/**
 * Optional params each top hit names besides the required ones, most for the first, and how many hits keep their
 * whole description: the others say their first clause. A 5-hit answer stays under 4 KB; gitlab://tools/{id}
 * has the rest.
 */
const OPTIONAL_SHOWN: readonly number[] = [5, 3, 3];
const FULL_DESCRIPTIONS = 2;

/** A long enum shortened in a hit (`opened|closed|…`); the whole list is in gitlab://tools/{id}. */
const TYPE_SHOWN = 48;

/** What a later hit does, without the details after its first clause (`Delete a branch.`, `List the jobs…`). */
function firstClause(description: string): string {
  const end = description.search(/[:;(]|, (?:with|filtered|newest|optionally)\b/);
  return end > 0 ? `${description.slice(0, end).trimEnd()}…` : description;
}

function briefType(type: string): string {
  return type.length > TYPE_SHOWN ? `${type.slice(0, TYPE_SHOWN - 1)}…` : type;
}

/** One hit as `gitlab_find_action` answers it and `--tool-search` prints it. */
export type FoundAction = {
  id: string;
  description: string;
  destructive: boolean;
  required_params: string[];
  /** Compact types by param name, `*` marking the required ones, `…` saying where the rest are. */
  input_schema: Record<string, string>;
  output_schema: Record<string, string>;
};

/**
 * The ranked hits for a request, each with what it takes to call it right away (ID, destructive, required
 * params, the main optional ones in one compact line each, the output's top-level shape), never whole schemas.
 */
export async function rankedActions(
  finder: Finder<ActionSummary>,
  catalog: ServedCatalog,
  query: string,
  limit: number,
): Promise<FoundAction[]> {
  const hits = finder.search(query, limit);
  // A hit shows its schemas: the modules of the hits load now, the rest of the catalog stays unread.
  const actions = await catalog.specs(hits.map(({ action }) => action.id));
  const use = paramUse(catalog.actions);
  return withinBudget(
    actions.map((action, rank) => {
      const params = Object.entries(compactParams(inputSchemaOf(action)))
        .filter(([name]) => !PAGING.has(name))
        .map(([name, type]): [string, string] => [name, briefType(type)]);
      const required = params.filter(([name]) => name.endsWith('*'));
      const optional = byLikelyUse(
        params.filter(([name]) => !name.endsWith('*')),
        query,
        use,
      );
      const shown = OPTIONAL_SHOWN[rank] ?? 0;
      const more = optional.length - shown;
      const { next_steps: _steps, pagination: _pagination, ...output } = compactOutput(action);
      return {
        id: action.id,
        description: rank < FULL_DESCRIPTIONS ? action.description : firstClause(action.description),
        destructive: action.classification.destructive,
        required_params: required.map(([name]) => name.slice(0, -1)),
        input_schema: Object.fromEntries([
          ...required,
          ...optional.slice(0, shown),
          ...(more > 0 ? [['…', `+${more} optional: gitlab://tools/${action.id}`]] : []),
        ]),
        output_schema: output,
      };
    }),
  );
}

/**
 * The hits' JSON that keeps a 5-hit answer (text and structuredContent, which say the hits twice) under 4 KB. Hits
 * that all take many parameters (`package.publish*`) pass it with their optional ones shown.
 */
const HITS_BUDGET = 2300;

/**
 * Fits the hits to the budget, the lowest-ranked first: their optional params go (gitlab://tools/{id} still has
 * them all), then the second hit's description keeps its first clause. The first hit stays whole.
 */
function withinBudget(items: FoundAction[]): FoundAction[] {
  const over = () => JSON.stringify(items).length > HITS_BUDGET;
  for (let rank = items.length - 1; rank >= 1 && over(); rank -= 1) {
    items[rank] = withoutOptional(items[rank] as FoundAction);
  }
  const second = items[1];
  if (second && over()) items[1] = { ...second, description: firstClause(second.description) };
  return items;
}

function withoutOptional(item: FoundAction): FoundAction {
  const optional = Object.keys(item.input_schema).filter((name) => !name.endsWith('*') && name !== '…');
  if (optional.length === 0) return item;
  const required = Object.entries(item.input_schema).filter(([name]) => name.endsWith('*'));
  return {
    ...item,
    input_schema: Object.fromEntries([
      ...required,
      ['…', `+${optionalCount(item) + optional.length} optional: gitlab://tools/${item.id}`],
    ]),
  };
}

/** How many optional params a hit already left to gitlab://tools/{id} (its `…` line says `+N optional`). */
function optionalCount(item: FoundAction): number {
  return Number(/^\+(\d+)/.exec(item.input_schema['…'] ?? '')?.[1] ?? 0);
}

/**
 * `gitlab_find_action`'s answer: the ranked hits and the call to make next. A 5-hit answer stays under 4 KB
 * instead of the reference server's ~70 KB; gitlab://tools/{id} has the rest.
 */
export async function findActions(
  finder: Finder<ActionSummary>,
  catalog: ServedCatalog,
  surface: Surface,
  query: string,
  limit: number,
): Promise<ListResult> {
  const items = await rankedActions(finder, catalog, query, limit);
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
                params: Object.fromEntries(first.required_params.map((name) => [name, '…'])),
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
