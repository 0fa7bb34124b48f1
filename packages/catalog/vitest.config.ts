import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'catalog', include: ['src/**/*.test.ts'] },
});
