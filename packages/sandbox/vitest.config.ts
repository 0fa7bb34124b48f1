import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'sandbox', include: ['src/**/*.test.ts'] },
});
