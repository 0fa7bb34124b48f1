/**
 * Issues 19 and 25: the official MCP conformance suite (@modelcontextprotocol/conformance, run on Node 22 from the
 * npm registry) against the built server in HTTP mode, stateless and stateful, with the sandbox as GitLab, once per
 * revision it has a requirement set for: 2025-11-25 (initialize) and 2026-07-28 (per-request _meta). Every scenario
 * passes except those in not-applicable.json, and each of those fails: none passes by accident.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { startHttpServer } from '../support/http-server.js';
import { installSuite, passed, REVISIONS, runSuite } from './conformance-suite.js';
import type { Check, Revision } from './conformance-suite.js';
import { startMcpTokenProxy } from './mcp-token-proxy.js';

type Reasons = Record<string, string>;
const NOT_APPLICABLE = JSON.parse(
  readFileSync(new URL('./not-applicable.json', import.meta.url), 'utf8'),
) as {
  scenarios: Reasons;
  stateless: Partial<Record<Revision, Reasons>>;
  checks: Partial<Record<Revision, Record<string, Reasons>>>;
};

const runs = REVISIONS.flatMap((revision) => [
  { revision, mode: 'stateless', args: [] as string[] },
  { revision, mode: 'stateful', args: ['--stateless=false'] },
]);
type Run = (typeof runs)[number];

/** Each run's checks by scenario, keyed by the run. */
const outcomes = new Map<Run, Map<string, Check[]>>();

/** A server of its own for one run, the suite against it, then the server stopped. */
async function runAgainstServer(sandbox: Sandbox, { revision, args }: Run): Promise<Map<string, Check[]>> {
  // No rate limit: the suite's bursts are not a user's load (the limiter is tested in test/http).
  const server = await startHttpServer({
    args: ['--gitlab-url', sandbox.url, '--rate-limit-rps', '0', ...args],
  });
  const proxy = await startMcpTokenProxy(`${server.url}/mcp`, sandbox.tokens.api);
  try {
    return await runSuite(proxy.url, revision);
  } finally {
    await proxy.close();
    await server.stop();
  }
}

beforeAll(async () => {
  const [sandbox] = await Promise.all([startSandbox(), installSuite()]);
  try {
    // The runs at once: most of a run is the suite waiting on timers and the network (server-sse-polling alone
    // waits 20 s), so four in a row would take CI three times as long as four side by side.
    const results = await Promise.all(runs.map((run) => runAgainstServer(sandbox, run)));
    runs.forEach((run, index) => outcomes.set(run, results[index]!));
  } finally {
    await sandbox.close();
  }
}, 700_000);

const failures = (checks: readonly Check[]) =>
  checks
    .filter((check) => check.status === 'FAILURE')
    .map((check) => `${check.id}: ${check.errorMessage ?? ''}`);

describe.each(runs)('conformance suite, $revision over $mode HTTP', (run) => {
  const { revision, mode } = run;
  const listedHere: Reasons = { ...(mode === 'stateless' ? NOT_APPLICABLE.stateless[revision] : {}) };
  const listedChecks = NOT_APPLICABLE.checks[revision] ?? {};
  let results: Map<string, Check[]>;
  /** The scenarios listed for any revision that this revision runs, and those listed for this run alone. */
  let notApplicable: Set<string>;

  beforeAll(() => {
    results = outcomes.get(run)!;
    notApplicable = new Set(
      [...results.keys()].filter(
        (scenario) => scenario in NOT_APPLICABLE.scenarios || scenario in listedHere,
      ),
    );
  });

  it('ran every scenario listed for this revision and mode', () => {
    for (const scenario of [...Object.keys(listedHere), ...Object.keys(listedChecks)])
      expect([...results.keys()]).toContain(scenario);
  });

  it('passes every applicable scenario', () => {
    const applicable = [...results].filter(([scenario]) => !notApplicable.has(scenario));
    expect(applicable.length).toBeGreaterThanOrEqual(6);
    for (const [scenario, allChecks] of applicable) {
      const checks = allChecks.filter((check) => !(check.id in (listedChecks[scenario] ?? {})));
      expect(failures(checks), scenario).toEqual([]);
      expect(passed(checks), scenario).toBe(true);
    }
  });

  it('passes none of the scenarios and checks listed as not applicable, by accident or otherwise', () => {
    for (const scenario of notApplicable) expect(passed(results.get(scenario)!), scenario).toBe(false);
    for (const [scenario, checks] of Object.entries(listedChecks))
      for (const id of Object.keys(checks)) {
        const statuses = results
          .get(scenario)
          ?.filter((check) => check.id === id)
          .map((check) => check.status);
        expect(statuses, `${scenario} ${id}`).toEqual(['FAILURE']);
      }
  });
});

describe('the list of scenarios not applicable', () => {
  it('names only scenarios the suite ran under some revision', () => {
    const ran = new Set([...outcomes.values()].flatMap((results) => [...results.keys()]));
    for (const scenario of Object.keys(NOT_APPLICABLE.scenarios)) expect([...ran]).toContain(scenario);
  });
});
