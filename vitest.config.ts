import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'test'],
    reporters: ['default', './scripts/count-reporter.ts'],
    // Vitest's default, one worker fewer than the cores, is a single worker on CI's two cores: the files then run
    // one after another although most end-to-end time is spent waiting on a server process, a sandbox or a timer
    // (the suite used well under half of the two cores). Two workers at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
