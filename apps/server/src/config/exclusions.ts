import { domainOf, openCatalog } from '@gitlab-mcp/catalog';
import type { ActionSummary } from '@gitlab-mcp/catalog';
import { metaToolName } from '../surfaces/meta.js';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';

/**
 * The names of GITLAB_MCP_EXCLUDE_TOOLS that match nothing: no canonical ID, individual tool name or meta tool. A
 * misspelled exclusion would leave the action it meant served, so start-up stops on it (a safety control that fails
 * closed, issue 22).
 */
export function unknownExclusions(
  excluded: readonly string[],
  summaries: readonly ActionSummary[],
): readonly string[] {
  if (excluded.length === 0) return [];
  const known = new Set(
    summaries.flatMap((summary) => [
      summary.id,
      metaToolName(domainOf(summary.id)),
      ...(summary.tool ? [summary.tool] : []),
    ]),
  );
  return excluded.filter((name) => !known.has(name));
}

/**
 * Throws the settings error start-up reports (exit 2) when an exclusion names nothing. main.ts imports this module
 * only when something is excluded: the catalog's summaries then load before the handshake.
 */
export async function checkExclusions(excluded: readonly string[]): Promise<void> {
  const unknown = unknownExclusions(excluded, (await openCatalog()).summaries);
  if (unknown.length > 0) {
    throw new GitLabMcpError(
      'config',
      `GITLAB_MCP_EXCLUDE_TOOLS names what no action or tool is called: ${unknown.join(', ')} ` +
        '(write canonical IDs such as user.block, individual tool names, or gitlab_<domain>)',
    );
  }
}
