// A bounded load run of HTTP mode: a fixed number of stateless gitlab_execute_action calls at a fixed concurrency
// against one server on loopback, then memory per extra credential. Same calls for ours and the reference.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { clearTimeout, setTimeout } from 'node:timers';
import { percentile, median } from './stats.mjs';

const CALL = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {
    name: 'gitlab_execute_action',
    arguments: { action: 'branch.list', params: { project_id: 'group/project', per_page: 5 } },
  },
};

/**
 * Starts the server in HTTP mode (`spec(port)` gives its command), warms it up with one call, fires `calls` calls
 * `concurrency` at a time with one credential, then opens each of `extraTokens` once and reads how much its
 * resident memory grew per credential. Resolves to the measurements; the process is stopped either way.
 */
export async function measureHttpLoad({ spec, tokens, calls, concurrency }) {
  const port = await freePort();
  const { command, args, env } = spec(port);
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}/mcp`;
  try {
    await waitUntilServing(url, tokens[0], () => stderr);
    const latencies = [];
    let failed = 0;
    let next = 0;
    const serverCpuBefore = schedMs(child.pid).onCpu;
    const benchCpuBefore = process.cpuUsage();
    const started = performance.now();
    const worker = async () => {
      while (next < calls) {
        next += 1;
        const begun = performance.now();
        const ok = await post(url, tokens[0]).then(
          (response) => response.ok,
          () => false,
        );
        latencies.push(performance.now() - begun);
        if (!ok) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    // Both sides of the run share the machine's cores: the server, and this process (the sandbox and the load
    // client). A server held to one thread is bounded by its own CPU a call; one that spreads over every core, by
    // the sum of both.
    const serverCpuPerCall = (schedMs(child.pid).onCpu - serverCpuBefore) / calls;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const benchCpuPerCall = (benchCpu.user + benchCpu.system) / 1000 / calls;
    const rssBefore = rssOf(child.pid);
    for (const token of tokens.slice(1)) await post(url, token);
    const rssAfter = rssOf(child.pid);
    return {
      calls,
      concurrency,
      failed,
      throughput: calls / seconds,
      serverCpuPerCall,
      benchCpuPerCall,
      p50: median(latencies),
      p99: percentile(latencies, 99),
      rssPerCredential: (rssAfter - rssBefore) / Math.max(1, tokens.length - 1),
      rss: rssAfter,
    };
  } finally {
    await stopServer(child);
  }
}

/**
 * Stops a server started for one run and waits until it has exited: a server still shutting down (the Go server
 * drains its HTTP connections and closes its pool) would otherwise take CPU from the next run's start-up.
 */
export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function post(url, token) {
  return globalThis
    .fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'PRIVATE-TOKEN': token,
      },
      body: JSON.stringify(CALL),
    })
    .then(async (response) => {
      await response.text();
      return response;
    });
}

async function waitUntilServing(url, token, stderr) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const ok = await post(url, token).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the HTTP server did not answer a call within 15 s: ${stderr().slice(-500)}`);
}

/**
 * Nanosecond CPU of a process (/proc/<pid>/task/<tid>/schedstat: time on a CPU, time runnable but waiting for one),
 * in milliseconds: of every thread (V8 compiles and collects garbage on helper threads), and of the main thread,
 * with the time it waited for a CPU (a Go binary runs its work on any of its threads, so only the sum is its).
 * Over the bench's 50 calls the 10 ms ticks of /proc/<pid>/stat resolve only 0.2 ms per call.
 */
export function schedMs(pid) {
  const read = (tid) => readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
  let onCpu = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) onCpu += read(tid)[0] / 1e6;
  const [mainOnCpu, mainQueued] = read(pid);
  return { onCpu, mainOnCpu: mainOnCpu / 1e6, mainQueued: mainQueued / 1e6 };
}

/** Resident memory of a process, in bytes, from /proc/<pid>/status. */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
