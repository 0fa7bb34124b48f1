import { defineProject } from 'vitest/config';
import type { UserWorkspaceConfig } from 'vitest/config';

/**
 * A workspace package's vitest project. Imports of our own packages resolve through their `gitlab-mcp-source` export
 * condition, straight to TypeScript, so tests never run against a stale build; vitest runs tests in its SSR
 * environment, whose conditions are set apart from the client's.
 */
export function workspaceProject(name: string, test: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    ssr: { resolve: { conditions: ['gitlab-mcp-source'] } },
    test: { name, include: ['src/**/*.test.ts'], ...test },
  });
}
