import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_BIN } from '../../support/harness.js';
import { LineBuffer } from '../../support/line-buffer.js';

/** A JSON-RPC message as the server wrote it on stdout. */
export type Message = {
  jsonrpc?: unknown;
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
};

/**
 * The built server over stdio with no MCP client in between: the test writes whatever bytes it likes and reads
 * every line the server writes back, so malformed input can be sent and odd answers seen.
 */
export class RawStdio {
  readonly pid: number;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly messages: Message[] = [];
  /** Lines on stdout that were not JSON: the stdio contract allows none. */
  readonly junk: string[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly cwd = mkdtempSync(join(tmpdir(), 'gitlab-mcp-raw-'));
  private readonly lines = new LineBuffer();
  private stderrText = '';
  /** The wait for the pipe to drain, while it is full. */
  private drained: Promise<void> | null = null;
  private readonly waiters: Array<{
    match: (message: Message) => boolean;
    resolve: (message: Message) => void;
  }> = [];

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, [SERVER_BIN], {
      cwd: this.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: this.cwd, GITLAB_MCP_LOG_LEVEL: 'error', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.pid = this.child.pid!;
    this.child.stdout.on('data', (chunk: Buffer) => this.take(chunk.toString()));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderrText += chunk.toString()));
    // Writing to a process that has exited is an expected outcome of some tests, not a failure of the runner.
    this.child.stdin.on('error', () => undefined);
    this.exited = new Promise((resolve) =>
      this.child.on('close', (code, signal) => resolve({ code, signal })),
    );
  }

  stderr(): string {
    return this.stderrText;
  }

  /**
   * Writes raw text; resolves once the pipe has taken it (so a flood does not pile up in this process). Writes made
   * while the pipe is full share one wait for its drain, rather than a listener each.
   */
  write(text: string | Buffer): Promise<void> {
    if (this.child.stdin.write(text)) return Promise.resolve();
    this.drained ??= new Promise((resolve) =>
      this.child.stdin.once('drain', () => {
        this.drained = null;
        resolve();
      }),
    );
    return this.drained;
  }

  send(message: unknown): Promise<void> {
    return this.write(`${JSON.stringify(message)}\n`);
  }

  /** The first message (already received or still to come) that matches. */
  next(match: (message: Message) => boolean, timeoutMs = 20_000): Promise<Message> {
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no matching message within ${timeoutMs} ms; stderr:\n${this.stderrText.slice(-2000)}`),
          ),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  /** Sends a request and resolves with the answer carrying its id. */
  async request(id: number | string, method: string, params: unknown = {}): Promise<Message> {
    await this.send({ jsonrpc: '2.0', id, method, params });
    return this.next((message) => message.id === id && ('result' in message || 'error' in message));
  }

  /** initialize and its notification, as every client starts. */
  async initialize(): Promise<void> {
    await this.request(0, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'raw-stdio', version: '1.0.0' },
    });
    await this.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  }

  /** Closes stdin (the client went away) and waits for the exit. */
  async end(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    this.child.stdin.end();
    return this.exited;
  }

  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
    rmSync(this.cwd, { recursive: true, force: true });
  }

  private take(text: string): void {
    for (const line of this.lines.push(text)) {
      let message: Message;
      try {
        message = JSON.parse(line) as Message;
      } catch {
        this.junk.push(line);
        continue;
      }
      this.messages.push(message);
      for (const waiter of [...this.waiters]) {
        if (waiter.match(message)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    }
  }
}
