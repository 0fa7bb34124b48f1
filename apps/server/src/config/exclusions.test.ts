import { openCatalog } from '@gitlab-mcp/catalog';
import { describe, expect, it } from 'vitest';
import { checkExclusions, unknownExclusions } from './exclusions.js';

// Loaded once, before the tests and their timeouts: opening the catalog's summaries takes seconds on a busy box.
const { summaries } = await openCatalog();

describe('GITLAB_MCP_EXCLUDE_TOOLS fails closed (issue 22 item 3)', () => {
  it('knows canonical IDs, individual tool names and meta tools, and lists every other name', () => {
    const block = summaries.find((summary) => summary.id === 'user.block')!;
    expect(
      unknownExclusions(['user.block', block.tool!, 'gitlab_user', 'user.blok', 'gitlab_usr'], summaries),
    ).toEqual(['user.blok', 'gitlab_usr']);
    expect(unknownExclusions([], summaries)).toEqual([]);
  });

  it('stops start-up with a settings error naming the unknown names', async () => {
    await expect(checkExclusions(['branch.list', 'user.blok'])).rejects.toMatchObject({ code: 'config' });
    await expect(checkExclusions(['branch.list', 'user.blok'])).rejects.toThrow(/: user\.blok \(/);
    await expect(checkExclusions(['branch.list'])).resolves.toBeUndefined();
  });
});
