// npm run bench: our built server against the reference server (gitlab-mcp-server 3.0.0), both talking to the
// sandbox, over several runs; prints medians side by side with ratios (ours / reference). Timing lives here and
// never in a test's pass/fail. Options: --runs N (start-ups per surface, default 5), --calls N (branch.list
// calls, default 50), --http-calls N (HTTP load run, default 400 calls, 8 at a time), --json FILE (write every raw
// measurement), --no-reference (ours alone), --soak (also the long memory soak of test/bench/soak.mjs, ours only),
// --finder-only (only the finder's three evaluation sets, no start-up, latency or load runs), --revisions-only (only
// the two protocol revisions side by side: test/bench/revisions.mjs), --load-only (only the HTTP load run), --ours FILE
// (another build's gitlab-mcp.cjs instead of apps/server/dist's, to compare two builds against the same reference).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout } from 'node:timers';
import { parseArgs } from 'node:util';
import {
  measureActions,
  measureFinder,
  measureLatency,
  measureStartup,
  SURFACES,
  withSession,
} from './measure.mjs';
import { measureHttpLoad } from './http-load.mjs';
import { installReference } from './reference.mjs';
import { legName, LEGS, measureLeg } from './revisions.mjs';
import { printReport } from './report.mjs';
import { measureSoak, SOAK_PLAN, soakReport } from './soak.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SANDBOX_ENTRY = join(ROOT, 'packages', 'sandbox', 'dist', 'index.js');
const CATALOG_ENTRY = join(ROOT, 'packages', 'catalog', 'dist', 'catalog.js');
/**
 * The finder's evaluation sets (test/finder-eval/README.md): the first set, which grew with the finder, and the two
 * held-out halves; only the test half says how the finder does on requests it was never tuned on.
 */
const FINDER_SETS = ['requests', 'tuning', 'test'].map((name) => ({
  name,
  requests: JSON.parse(readFileSync(join(ROOT, 'test', 'finder-eval', `${name}.json`), 'utf8')),
}));
/** The contract examples' clock, so both servers read the same seeded data at the same "now". */
const SANDBOX_NOW = '2025-03-21T09:00:00Z';
/** However slow a server is, the bench ends: its counts are fixed, and this is the backstop (the reference alone
 * takes about 10 minutes over the 808 finder requests, each asked twice). */
const DEADLINE_MS = 30 * 60_000;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    calls: { type: 'string', default: '50' },
    'http-calls': { type: 'string', default: '400' },
    json: { type: 'string' },
    'no-reference': { type: 'boolean', default: false },
    soak: { type: 'boolean', default: false },
    'finder-only': { type: 'boolean', default: false },
    'revisions-only': { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    ours: { type: 'string', default: join(ROOT, 'apps', 'server', 'dist', 'gitlab-mcp.cjs') },
  },
});
const OUR_BIN = options.ours;
const runs = Number(options.runs);
const calls = Number(options.calls);
const httpCalls = Number(options['http-calls']);
const finderOnly = options['finder-only'];
const revisionsOnly = options['revisions-only'];
const loadOnly = options['load-only'];
/** Whether every part runs: none of the --…-only options. */
const everything = !finderOnly && !revisionsOnly && !loadOnly;
/** Concurrent clients of the HTTP load run. */
const HTTP_CONCURRENCY = 8;

const progress = (text) => process.stderr.write(`bench: ${text}\n`);

async function main() {
  for (const [file, what] of [
    [OUR_BIN, 'the server bundle'],
    [SANDBOX_ENTRY, 'the sandbox'],
    [CATALOG_ENTRY, 'the catalog'],
  ]) {
    if (!existsSync(file)) throw new Error(`${what} is missing (${file}): run npm run build first`);
  }
  setTimeout(() => {
    progress(`stopped: still running after ${DEADLINE_MS / 60_000} minutes`);
    process.exit(2);
  }, DEADLINE_MS).unref();

  if ([finderOnly, revisionsOnly, loadOnly].filter(Boolean).length > 1)
    throw new Error('--finder-only, --revisions-only and --load-only exclude each other');
  if (![runs, calls, httpCalls].every((count) => Number.isInteger(count) && count >= 1)) {
    throw new Error('--runs, --calls and --http-calls take a whole number from 1 on');
  }
  if (!options['no-reference']) progress('installing the reference server into a temporary folder');
  const reference = options['no-reference'] ? { error: 'skipped (--no-reference)' } : installReference();
  if (reference.error) progress(`no reference: ${reference.error}`);
  const { startSandbox } = await import(pathToFileURL(SANDBOX_ENTRY).href);
  const sandbox = await startSandbox({ now: SANDBOX_NOW });
  const { ACTIONS } = await import(pathToFileURL(CATALOG_ENTRY).href);
  const ourIds = new Set(ACTIONS.map((action) => action.id));
  const home = mkdtempSync(join(tmpdir(), 'gitlab-mcp-bench-home-'));
  const env = (surface) => ({
    PATH: process.env.PATH ?? '',
    HOME: home,
    GITLAB_URL: sandbox.url,
    GITLAB_TOKEN: sandbox.tokens.api,
    GITLAB_MCP_TOOL_SURFACE: surface,
  });
  // HTTP mode: tokens come with each request; no rate limit, so the run measures the servers, not their limiters.
  const httpArgs = (port) => ['--http', '--http-addr', `127.0.0.1:${port}`, '--gitlab-url', sandbox.url];
  const httpEnv = { PATH: process.env.PATH ?? '', HOME: home, GITLAB_MCP_RATE_LIMIT_RPS: '0' };
  const servers = [
    {
      name: 'ours',
      spec: (surface) => ({ command: process.execPath, args: [OUR_BIN], env: env(surface) }),
      http: (port) => ({ command: process.execPath, args: [OUR_BIN, ...httpArgs(port)], env: httpEnv }),
    },
    ...(reference.bin
      ? [
          {
            name: 'reference',
            spec: (surface) => ({ command: reference.bin, args: [], env: env(surface) }),
            http: (port) => ({ command: reference.bin, args: httpArgs(port), env: httpEnv }),
          },
        ]
      : []),
  ];
  const results = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      loadBefore: loadavg()[0],
      runs,
      calls,
      httpCalls,
      httpConcurrency: HTTP_CONCURRENCY,
      finderOnly,
      revisionsOnly,
      loadOnly,
      finderSets: Object.fromEntries(FINDER_SETS.map(({ name, requests }) => [name, requests.length])),
      reference: reference.error ? { error: reference.error } : { source: reference.source },
    },
    startup: {},
    finder: {},
    latency: {},
    actions: {},
    http: {},
    revisions: {},
    failures: [],
  };
  try {
    for (const server of servers)
      results.startup[server.name] = Object.fromEntries(SURFACES.map((s) => [s, []]));
    // Runs interleave the servers, so a slow moment of the machine hits both alike.
    for (let run = 1; run <= (everything ? runs : 0); run += 1) {
      for (const surface of SURFACES) {
        for (const server of servers) {
          progress(`start-up ${run}/${runs}: ${server.name}, ${surface}`);
          try {
            results.startup[server.name][surface].push(await measureStartup(server.spec(surface), sandbox));
          } catch (error) {
            results.failures.push(`${server.name} ${surface} start-up: ${error.message}`);
          }
        }
      }
    }
    for (const server of revisionsOnly || loadOnly ? [] : servers) {
      progress(`finder, branch.list latency and per-action requests: ${server.name}`);
      try {
        await withSession(server.spec('dynamic'), async (session) => {
          const within = server.name === 'reference' ? ourIds : null;
          for (const { name, requests } of FINDER_SETS) {
            progress(`finder, ${name} (${requests.length} requests): ${server.name}`);
            results.finder[name] ??= {};
            results.finder[name][server.name] = await measureFinder(session, sandbox, requests, within);
          }
          if (finderOnly) return;
          results.latency[server.name] = await measureLatency(session, sandbox, calls);
          results.actions[server.name] = await measureActions(session, sandbox);
        });
      } catch (error) {
        results.failures.push(`${server.name} dynamic session: ${error.message}`);
      }
    }
    for (const server of servers) results.http[server.name] = [];
    // Interleaved too: on two shared cores one busy moment would otherwise decide the throughput ratio.
    for (let run = 1; run <= (everything || loadOnly ? runs : 0); run += 1) {
      for (const server of servers) {
        progress(
          `HTTP load ${run}/${runs}, ${httpCalls} calls ${HTTP_CONCURRENCY} at a time: ${server.name}`,
        );
        try {
          results.http[server.name].push(
            await measureHttpLoad({
              spec: server.http,
              tokens: [
                sandbox.tokens.api,
                sandbox.tokens.alice,
                sandbox.tokens.noAdmin,
                sandbox.tokens.readApi,
              ],
              calls: httpCalls,
              concurrency: HTTP_CONCURRENCY,
            }),
          );
        } catch (error) {
          results.failures.push(`${server.name} HTTP load: ${error.message}`);
        }
      }
    }
    for (const server of servers)
      results.revisions[server.name] = Object.fromEntries(LEGS.map((leg) => [legName(leg), []]));
    // Interleaved like the rest: each run measures every leg on every server before the next run.
    for (let run = 1; run <= (finderOnly || loadOnly ? 0 : runs); run += 1) {
      for (const leg of LEGS) {
        for (const server of servers) {
          progress(`revisions ${run}/${runs}: ${server.name}, ${legName(leg)}`);
          try {
            const measured = await measureLeg(server, leg, sandbox.tokens.api, calls);
            results.revisions[server.name][legName(leg)].push(measured);
            if (measured.firstError)
              results.failures.push(
                `${server.name} ${legName(leg)}: ${measured.errors} calls failed, the first: ${measured.firstError}`,
              );
          } catch (error) {
            results.failures.push(`${server.name} ${legName(leg)}: ${error.message}`);
          }
        }
      }
    }
    if (options.soak) {
      try {
        const { stdioCalls, httpCalls: soakHttpCalls } = SOAK_PLAN.long;
        results.soak = await measureSoak({ sandbox, calls: stdioCalls, httpCalls: soakHttpCalls, progress });
      } catch (error) {
        results.failures.push(`soak: ${error.message}`);
      }
    }
  } finally {
    await sandbox.close();
    reference.cleanup?.();
    rmSync(home, { recursive: true, force: true });
  }
  results.meta.loadAfter = loadavg()[0];
  if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`${printReport(results)}\n`);
  if (results.soak) process.stdout.write(`${soakReport(results.soak)}\n`);
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
