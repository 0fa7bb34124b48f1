import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'result', include: ['src/**/*.test.ts'] },
});
