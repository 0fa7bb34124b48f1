import { describe, expect, it, vi } from 'vitest';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { createLogger } from '../logging/logger.js';
import { WorkspaceRoots } from './workspace-roots.js';

/**
 * Roots are deprecated in MCP 2026-07-28, and a client of that revision never initializes the 2025 server whose
 * roots these are: its workspace has no roots, nothing is asked, and file parameters fall back to
 * GITLAB_MCP_ALLOWED_DIRS (tenant.ts), never to a roots/list the client could not answer.
 */
describe('WorkspaceRoots of a connection that never initialized (a 2026-07-28 client)', () => {
  it('has no roots and sends no roots/list', async () => {
    const server = new Server({ name: 'test', version: '1.0.0' }, { capabilities: {} });
    const listRoots = vi.spyOn(server, 'listRoots');
    const roots = new WorkspaceRoots(
      server,
      createLogger({ level: 'error', secrets: [], write: () => undefined }),
    );
    expect(roots.available).toBe(false);
    expect(await roots.directories()).toBeNull();
    expect(await roots.remotes()).toEqual([]);
    expect(listRoots).not.toHaveBeenCalled();
  });
});
