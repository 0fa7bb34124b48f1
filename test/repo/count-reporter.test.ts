import { describe, expect, it } from 'vitest';
import { countTests } from '../../scripts/count-reporter.js';

type State = 'passed' | 'failed' | 'skipped';
const test = (state: State) => ({ result: () => ({ state }) });

interface Node {
  errors(): Error[];
  children: { allSuites(): Node[]; allTests(): ReturnType<typeof test>[] };
}

/** A module or suite as vitest hands it over: its own errors, and its suites' and tests' results. */
function node(errors: number, tests: State[], suites: Node[] = []): Node {
  const own = tests.map(test);
  return {
    errors: () => Array.from({ length: errors }, () => new Error('hook')),
    children: {
      allSuites: () => suites,
      allTests: () => [...own, ...suites.flatMap((suite) => suite.children.allTests())],
    },
  };
}

// The shapes vitest gives are wider; the count reads only these members.
const count = (modules: Node[], unhandled: unknown[] = []) =>
  countTests(modules as unknown as Parameters<typeof countTests>[0], unhandled);

describe('the CI count line agrees with vitest (issue 22 item 7)', () => {
  it('counts each failed test once, a failing hook whose tests failed adding nothing', () => {
    const hookFailedTestsFailed = node(1, ['failed', 'failed']);
    expect(count([node(0, ['passed', 'failed'], [hookFailedTestsFailed])])).toEqual({ passed: 1, failed: 3 });
  });

  it('still fails a module that did not load and a hook whose tests were skipped', () => {
    const skippedByHook = node(1, ['skipped', 'skipped']);
    expect(count([node(1, []), node(0, ['passed'], [skippedByHook])], [new Error('unhandled')])).toEqual({
      passed: 1,
      failed: 3,
    });
  });
});
