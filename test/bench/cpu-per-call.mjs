// CPU the server process spends per branch.list call through gitlab_execute_action, over stdio and over HTTP
// stateless: on a shared machine wall times follow the load, CPU time hardly does, so this is how a change of the
// call path is judged. Each round spawns every build afresh (interleaved, so a busy moment hits all alike), warms it
// up, then reads utime and stime of /proc/<pid>/stat around `--calls` calls in a row (system time is the kernel's
// share: socket and pipe writes, which no change of ours removes).
// node test/bench/cpu-per-call.mjs [--bin A.js --bin B.js] [--calls 2000] [--rounds 3] [--transport stdio|http]
// [--cpu-prof DIR] (V8's profile of each server process, written when it exits) [--modern] (a 2026-07-28 client:
// over stdio server/discover, then the _meta envelope on every request; over HTTP the envelope and the standard
// MCP-Protocol-Version, Mcp-Method and Mcp-Name headers) [--warmup N] (calls before the count, 200 by
// default; 5 is the bench's regime, where V8 is still compiling) [--node-flag=--x] (a V8 or Node flag for our builds).
// CPU is read twice: exactly, from schedstat (all threads, the main thread and the time it waited for a CPU), and
// in the 10 ms ticks of /proc/<pid>/stat that split user from system time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { McpProcess } from './mcp-process.mjs';
import { freePort, schedMs } from './http-load.mjs';
import { median } from './stats.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SANDBOX_ENTRY = join(ROOT, 'packages', 'sandbox', 'dist', 'index.js');
const ARGUMENTS = { action: 'branch.list', params: { project_id: 'group/project', per_page: 5 } };
const MODERN_ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'gitlab-mcp-bench', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

const { values: options } = parseArgs({
  options: {
    bin: {
      type: 'string',
      multiple: true,
      default: [join(ROOT, 'apps', 'server', 'dist', 'gitlab-mcp.cjs')],
    },
    calls: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    transport: { type: 'string', multiple: true, default: ['stdio', 'http'] },
    'cpu-prof': { type: 'string' },
    modern: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '200' },
    'node-flag': { type: 'string', multiple: true, default: [] },
  },
});
const calls = Number(options.calls);
const rounds = Number(options.rounds);
const warmupCalls = Number(options.warmup);

/** utime and stime of a process, in milliseconds (fields 14 and 15 of /proc/<pid>/stat, in ticks of 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** The command of a build: a .js or .cjs bin runs under this Node (profiled with --cpu-prof), anything else as is. */
function commandOf(bin, args) {
  if (!/\.c?js$/.test(bin)) return { command: bin, args };
  const profile = options['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', options['cpu-prof']] : [];
  return { command: process.execPath, args: [...profile, ...options['node-flag'], bin, ...args] };
}

async function measureStdio(bin, sandbox) {
  const server = new McpProcess({
    ...commandOf(bin, []),
    env: { PATH: process.env.PATH ?? '', GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api },
  });
  try {
    // --modern: a 2026-07-28 client over stdio, every request with its _meta envelope and no handshake.
    const meta = options.modern ? { _meta: MODERN_ENVELOPE } : {};
    if (options.modern) await server.request('server/discover', meta);
    else await server.initialize();
    await server.request('tools/list', meta);
    const call = () =>
      server.request('tools/call', { name: 'gitlab_execute_action', arguments: ARGUMENTS, ...meta });
    return await timedCalls(server.child.pid, call);
  } finally {
    await server.close();
  }
}

async function measureHttp(bin, sandbox) {
  const port = await freePort();
  const { command, args } = commandOf(bin, [
    '--http',
    '--http-addr',
    `127.0.0.1:${port}`,
    '--gitlab-url',
    sandbox.url,
  ]);
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', GITLAB_MCP_RATE_LIMIT_RPS: '0' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const url = `http://127.0.0.1:${port}/mcp`;
  // --modern: a 2026-07-28 request, its envelope in _meta and the standard headers its method calls for.
  const modern = options.modern
    ? {
        'MCP-Protocol-Version': '2026-07-28',
        'Mcp-Method': 'tools/call',
        'Mcp-Name': 'gitlab_execute_action',
      }
    : {};
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name: 'gitlab_execute_action',
      arguments: ARGUMENTS,
      ...(options.modern ? { _meta: MODERN_ENVELOPE } : {}),
    },
  });
  const call = async () => {
    const response = await globalThis.fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'PRIVATE-TOKEN': sandbox.tokens.api,
        ...modern,
      },
      body,
    });
    const text = await response.text();
    if (!response.ok || text.includes('"isError":true'))
      throw new Error(`call failed: ${text.slice(0, 300)}`);
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      const ok = await call().then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (attempt > 300) throw new Error('the HTTP server did not answer within 30 s');
      await sleep(100);
    }
    return await timedCalls(child.pid, call);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
}

async function timedCalls(pid, call) {
  for (let index = 0; index < warmupCalls; index += 1) await call();
  const before = cpuMs(pid);
  const sched = schedMs(pid);
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) {
    const answer = await call();
    if (answer?.error || answer?.result?.isError) throw new Error(JSON.stringify(answer).slice(0, 300));
  }
  const wall = (performance.now() - started) / calls;
  const after = cpuMs(pid);
  const schedAfter = schedMs(pid);
  const user = (after.user - before.user) / calls;
  const system = (after.system - before.system) / calls;
  const perCall = (field) => (schedAfter[field] - sched[field]) / calls;
  const [exact, main, queued] = [perCall('onCpu'), perCall('mainOnCpu'), perCall('mainQueued')];
  return { cpu: user + system, user, system, exact, main, queued, wall };
}

const { startSandbox } = await import(pathToFileURL(SANDBOX_ENTRY).href);
const sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
const results = new Map();
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const transport of options.transport) {
      for (const bin of options.bin) {
        const measured = await (transport === 'http' ? measureHttp : measureStdio)(bin, sandbox);
        const key = `${transport}  ${bin}`;
        results.set(key, [...(results.get(key) ?? []), measured]);
        process.stderr.write(
          `round ${round} ${key}: ${measured.exact.toFixed(3)} ms CPU, ${measured.wall.toFixed(3)} ms wall per call\n`,
        );
      }
    }
  }
} finally {
  await sandbox.close();
}
for (const [key, runs] of results) {
  const cpu = median(runs.map((run) => run.cpu)).toFixed(3);
  const user = median(runs.map((run) => run.user)).toFixed(3);
  const system = median(runs.map((run) => run.system)).toFixed(3);
  const exact = median(runs.map((run) => run.exact)).toFixed(3);
  const main = median(runs.map((run) => run.main)).toFixed(3);
  const queued = median(runs.map((run) => run.queued)).toFixed(3);
  const wall = median(runs.map((run) => run.wall)).toFixed(3);
  process.stdout.write(
    `${key}: CPU ${exact} ms per call, all threads (ticks: ${cpu}, user ${user}, system ${system}); ` +
      `main thread ${main} ms, waiting for a CPU ${queued} ms; wall ${wall} ms (median of ${runs.length})\n`,
  );
}
