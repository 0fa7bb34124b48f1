// The long form of the memory soak (issue 11): the built server over stdio and in HTTP mode against the sandbox,
// a fixed number of calls from test/hardening/support/soak-plan.json, RSS sampled after the warm-up and at the
// end. Runs standalone (`node test/bench/soak.mjs [--calls N] [--http-calls N]`, exit 1 when a bound is passed)
// or from run.mjs (`npm run bench -- --soak`). The CI test test/hardening/soak.test.ts runs the short form.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { freePort, rssOf, stopServer } from './http-load.mjs';
import { McpProcess } from './mcp-process.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUR_BIN = join(ROOT, 'apps', 'server', 'dist', 'gitlab-mcp.cjs');
const SANDBOX_ENTRY = join(ROOT, 'packages', 'sandbox', 'dist', 'index.js');
export const SOAK_PLAN = JSON.parse(
  readFileSync(join(ROOT, 'test', 'hardening', 'support', 'soak-plan.json'), 'utf8'),
);
const MIB = 1024 ** 2;

/**
 * Soaks one server both ways. Resolves to `{ stdio, http }`, each `{ calls, failed, warmRss, endRss, growth,
 * withinBound }` (bytes), and `boundMiB`.
 */
export async function measureSoak({ sandbox, calls, httpCalls, progress = () => undefined }) {
  const home = mkdtempSync(join(tmpdir(), 'gitlab-mcp-soak-'));
  try {
    progress(`soak over stdio: ${calls} calls`);
    const stdio = await soakStdio(sandbox, home, calls);
    progress(`soak over HTTP: ${httpCalls} calls`);
    const http = await soakHttp(sandbox, home, httpCalls);
    return { boundMiB: SOAK_PLAN.maxGrowthMiB, stdio, http };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

async function soakStdio(sandbox, home, calls) {
  const server = new McpProcess({
    command: process.execPath,
    args: [OUR_BIN],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      GITLAB_URL: sandbox.url,
      GITLAB_TOKEN: sandbox.tokens.api,
    },
  });
  try {
    await server.initialize();
    await server.request('tools/list');
    return await measureRun(
      calls,
      () => server.memory().rss,
      async (index) => {
        const { tool, args } = callOf(index);
        const answer = await server.request('tools/call', { name: tool, arguments: args });
        return answer.error === undefined && Array.isArray(answer.result?.content);
      },
    );
  } finally {
    await server.close();
  }
}

async function soakHttp(sandbox, home, calls) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [OUR_BIN, '--http', '--http-addr', `127.0.0.1:${port}`, '--gitlab-url', sandbox.url],
    {
      env: { PATH: process.env.PATH ?? '', HOME: home, GITLAB_MCP_RATE_LIMIT_RPS: '0' },
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  const url = `http://127.0.0.1:${port}/mcp`;
  const tokens = [sandbox.tokens.api, sandbox.tokens.alice];
  const post = (index) => {
    const { tool, args } = callOf(index);
    return globalThis
      .fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'PRIVATE-TOKEN': tokens[index % tokens.length],
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: index,
          method: 'tools/call',
          params: { name: tool, arguments: args },
        }),
      })
      .then(async (response) => response.status === 200 && (await response.text()).includes('"content"'));
  };
  try {
    await waitUntilServing(() => post(0).catch(() => false));
    return await measureRun(
      calls,
      () => rssOf(child.pid),
      (index) => post(index).catch(() => false),
    );
  } finally {
    await stopServer(child);
  }
}

/** The warm-up, an RSS sample, the rest of the calls, another sample. */
async function measureRun(calls, rss, call) {
  const warmUp = Math.min(SOAK_PLAN.warmUpCalls, calls);
  let failed = await runCalls(0, warmUp, call);
  const warmRss = rss();
  failed += await runCalls(warmUp, calls, call);
  const endRss = rss();
  const growth = endRss - warmRss;
  return { calls, failed, warmRss, endRss, growth, withinBound: growth < SOAK_PLAN.maxGrowthMiB * MIB };
}

async function runCalls(from, to, call) {
  let next = from;
  let failed = 0;
  const lane = async () => {
    while (next < to) {
      const index = next;
      next += 1;
      if (!(await call(index))) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: SOAK_PLAN.inFlight }, lane));
  return failed;
}

const callOf = (index) => SOAK_PLAN.mix[index % SOAK_PLAN.mix.length];

async function waitUntilServing(tryCall) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (await tryCall()) return;
    await sleep(100);
  }
  throw new Error('the HTTP server did not answer a call within 15 s');
}

/** One line per transport, as the bench prints it. */
export function soakReport(result) {
  const line = (name, run) =>
    `${name}: ${run.calls} calls, ${run.failed} failed, RSS ${(run.warmRss / MIB).toFixed(1)} → ${(run.endRss / MIB).toFixed(1)} MiB ` +
    `(growth ${(run.growth / MIB).toFixed(1)} MiB, bound ${result.boundMiB} MiB: ${run.withinBound ? 'ok' : 'EXCEEDED'})`;
  return ['Memory soak', line('  stdio', result.stdio), line('  HTTP ', result.http)].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      calls: { type: 'string', default: String(SOAK_PLAN.long.stdioCalls) },
      'http-calls': { type: 'string', default: String(SOAK_PLAN.long.httpCalls) },
    },
  });
  for (const file of [OUR_BIN, SANDBOX_ENTRY])
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  const { startSandbox } = await import(pathToFileURL(SANDBOX_ENTRY).href);
  const sandbox = await startSandbox();
  try {
    const result = await measureSoak({
      sandbox,
      calls: Number(values.calls),
      httpCalls: Number(values['http-calls']),
      progress: (text) => process.stderr.write(`soak: ${text}\n`),
    });
    process.stdout.write(`${soakReport(result)}\n`);
    const ok = [result.stdio, result.http].every((run) => run.withinBound && run.failed === 0);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    process.stderr.write(`soak failed: ${error.stack ?? error}\n`);
    process.exit(1);
  });
}
