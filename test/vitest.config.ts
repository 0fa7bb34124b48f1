import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'e2e', include: ['**/*.test.ts'], testTimeout: 30_000 },
});
