import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain closing line CI reads (`tests: N passed, N failed`), which vitest's own summary is not.
 * A module that failed to load, a suite whose hook failed (its tests are then skipped) and an unhandled error each
 * count as a failure, so a broken file cannot pass silently.
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    for (const module of testModules) {
      if (module.errors().length > 0) failed += 1;
      for (const suite of module.children.allSuites()) if (suite.errors().length > 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
      }
    }
    process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
  }
}
