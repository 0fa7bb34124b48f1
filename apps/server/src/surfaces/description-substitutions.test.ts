import { describe, expect, it } from 'vitest';
import { substituteDescriptions } from './description-substitutions.js';
import type { McpTool } from './surface.js';

const tool: McpTool = {
  name: 'gitlab_branch_delete',
  title: 'Delete a branch',
  description: 'Deletes nothing but the branch: delete it with care (undeleted branches stay).',
  inputSchema: { type: 'object' },
  outputSchema: { type: 'object' },
  annotations: {
    title: 'Delete a branch',
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: true,
  },
};

describe('GITLAB_MCP_DESCRIPTION_SUBSTITUTIONS', () => {
  it('replaces whole words in titles and descriptions, never names or schemas', () => {
    const [rewritten] = substituteDescriptions([
      ['delete', 'remove'],
      ['Delete', 'Remove'],
    ])([tool]);
    expect(rewritten).toEqual({
      ...tool,
      title: 'Remove a branch',
      description: 'Deletes nothing but the branch: remove it with care (undeleted branches stay).',
      annotations: { ...tool.annotations, title: 'Remove a branch' },
    });
  });

  it('treats the words literally and leaves tools alone when nothing is listed', () => {
    const [rewritten] = substituteDescriptions([['(stay)', 'x']])([{ ...tool, description: 'a (stay) b' }]);
    expect(rewritten!.description).toBe('a (stay) b'); // "(" is no word boundary: nothing matched, nothing broke
    expect(substituteDescriptions([])([tool])[0]).toBe(tool);
  });
});
