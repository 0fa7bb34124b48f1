// An MCP server as a child process spoken to in raw JSON-RPC lines over stdio: no SDK in between, so the times
// are the server's and the sizes are the bytes it wrote.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';

export const PROTOCOL_VERSION = '2025-06-18';

export class McpProcess {
  /**
   * @param {{ command: string, args: string[], env: Record<string, string> }} spec
   * @param {number} timeoutMs how long one request may take before the bench gives up on it
   */
  constructor(spec, timeoutMs = 60_000) {
    this.timeoutMs = timeoutMs;
    this.nextId = 1;
    this.pending = new Map();
    this.stderr = '';
    this.buffered = '';
    this.spawnedAt = performance.now();
    this.child = spawn(spec.command, spec.args, { env: spec.env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.exited = new Promise((resolve) =>
      this.child.on('close', (code, signal) => resolve({ code, signal })),
    );
    this.child.stdout.on('data', (chunk) => this.take(chunk.toString('utf8')));
    this.child.stderr.on('data', (chunk) => {
      // Keep the start of stderr only: enough to say why a server failed, bounded however chatty it is.
      if (this.stderr.length < 20_000) this.stderr += chunk.toString('utf8');
    });
    this.child.on('error', (error) => this.failAll(error));
    this.exited.then(({ code, signal }) =>
      this.failAll(new Error(`server exited (code ${code}, signal ${signal}): ${this.stderr.slice(-2000)}`)),
    );
  }

  /** Milliseconds since spawn. */
  sinceSpawn() {
    return performance.now() - this.spawnedAt;
  }

  /**
   * Sends a request; resolves with its answer, the answer's size on the wire (one line, without the newline),
   * when it arrived (ms since spawn) and how long it took.
   */
  request(method, params = {}) {
    const id = this.nextId++;
    const sentAt = performance.now();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method} got no answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer, sentAt });
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method, params = {}) {
    this.write({ jsonrpc: '2.0', method, params });
  }

  /** initialize + notifications/initialized, as every client starts. */
  async initialize() {
    const answer = await this.request('initialize', {
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'gitlab-mcp-bench', version: '1.0.0' },
    });
    this.notify('notifications/initialized');
    return answer;
  }

  /** Resident and peak memory of the process, in bytes, from /proc/<pid>/status. */
  memory() {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kib('VmRSS'), peak: kib('VmHWM') };
  }

  /** Closes stdin (both servers exit on EOF) and kills the process if it is still there after two seconds. */
  async close() {
    this.child.stdin.end();
    const exited = await Promise.race([this.exited, sleep(2000).then(() => null)]);
    if (exited === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }

  write(message) {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  take(text) {
    this.buffered += text;
    let newline;
    while ((newline = this.buffered.indexOf('\n')) >= 0) {
      const line = this.buffered.slice(0, newline);
      this.buffered = this.buffered.slice(newline + 1);
      if (line.trim() !== '') this.receive(line);
    }
  }

  receive(line) {
    const arrivedAt = performance.now();
    const message = JSON.parse(line);
    if (message.method !== undefined && message.id !== undefined) {
      // A request from the server (roots, sampling, elicitation): this client offers none of them.
      this.write({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32601, message: 'not supported by the bench' },
      });
      return;
    }
    const waiting = message.id !== undefined ? this.pending.get(message.id) : undefined;
    if (!waiting) return;
    this.pending.delete(message.id);
    clearTimeout(waiting.timer);
    waiting.resolve({
      result: message.result,
      error: message.error,
      bytes: Buffer.byteLength(line, 'utf8'),
      at: arrivedAt - this.spawnedAt,
      took: arrivedAt - waiting.sentAt,
    });
  }

  failAll(error) {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      this.pending.delete(id);
    }
  }
}
