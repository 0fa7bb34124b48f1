import { openCatalog } from '@gitlab-mcp/catalog';
import type { Config } from './config/settings.js';
import { rankedActions } from './find-action.js';
import type { FoundAction } from './find-action.js';
import { actionFinder } from './finder/index.js';
import { ServedCatalog } from './served-catalog.js';
import { MAX_QUERY_LENGTH } from './surfaces/dynamic.js';

/** How many actions `--tool-search` prints, as `gitlab_find_action` answers by default to a person's eye. */
const SHOWN = 5;

/**
 * `gitlab-mcp --tool-search "<request>"`: the actions gitlab_find_action ranks first for a request, with their
 * parameters, for scripts and people; no GitLab call and no token. With no token to narrow it, the catalog is
 * what an administrator on Ultimate is served, less read-only mode and excluded tools when they are set.
 */
export async function toolSearch(
  request: string,
  config: Pick<Config, 'readOnly' | 'excludeTools'>,
): Promise<{ text: string; code: number }> {
  const query = request.trim();
  if (query === '')
    return { text: '--tool-search needs a request, e.g. --tool-search "delete branch"', code: 2 };
  if (query.length > MAX_QUERY_LENGTH) {
    return {
      text: `--tool-search takes at most ${MAX_QUERY_LENGTH} characters (${query.length} given)`,
      code: 2,
    };
  }
  const catalog = new ServedCatalog(await openCatalog(), {
    tier: 'ultimate',
    admin: true,
    readOnly: config.readOnly,
    excluded: config.excludeTools,
    grant: null,
  });
  const found = await rankedActions(actionFinder(catalog.actions), catalog, query, SHOWN);
  if (found.length === 0) return { text: `No action matches "${query}".`, code: 0 };
  const hits = found.map((hit, index) => describeHit(hit, index + 1));
  return { text: [`Actions for "${query}", best first:`, '', ...hits].join('\n'), code: 0 };
}

/** One hit in a few lines: `*` marks a required param, `…` what gitlab://tools/{id} has beside. */
function describeHit(hit: FoundAction, rank: number): string {
  const params = Object.entries(hit.input_schema).map(([name, type]) =>
    name === '…' ? `… ${type}` : `${name}: ${type}`,
  );
  return [
    `${rank}. ${hit.id}${hit.destructive ? ' (destructive)' : ''}`,
    `   ${hit.description}`,
    `   params: ${params.join(', ') || 'none'}`,
    '',
  ].join('\n');
}
