import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_BIN } from './harness.js';
import { LineBuffer } from './line-buffer.js';

export interface Exited {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcessOptions {
  args?: string[];
  /** The whole environment of the process besides PATH and HOME (nothing leaks in from the test runner's). */
  env?: Record<string, string>;
  /** Kill the process and fail when it has not exited by then. */
  timeoutMs?: number;
  /** HOME of the process; a directory that does not exist unless said, so no dotenv file is read. */
  home?: string;
  /** Another copy of the built server (a test that ends "this installation's" processes runs its own). */
  bin?: string;
  /** Run the bin as a shell would, through its `#!` line, instead of `node <bin>`. */
  direct?: boolean;
}

/**
 * The built server as a plain child process, for what an MCP client cannot observe: exit codes, stderr at
 * start-up, and every byte written to stdout. Its stdin stays open until `end()`, so an exit before that is the
 * server's own decision, not a reaction to end of input.
 */
export class ServerProcess {
  readonly exited: Promise<Exited>;
  private readonly child: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private readonly waiting = new Map<number, (message: JsonRpcMessage) => void>();
  private readonly lines = new LineBuffer();

  constructor(options: ServerProcessOptions = {}) {
    const bin = options.bin ?? SERVER_BIN;
    const [command, args] = options.direct
      ? [bin, options.args ?? []]
      : [process.execPath, [bin, ...(options.args ?? [])]];
    this.child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '', HOME: options.home ?? '/nonexistent', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.takeStdout(chunk.toString()));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    const timeoutMs = options.timeoutMs ?? 15_000;
    this.exited = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        reject(new Error(`the server did not exit within ${timeoutMs} ms; stderr:\n${this.stderr}`));
      }, timeoutMs);
      this.child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout: this.stdout, stderr: this.stderr });
      });
    });
  }

  /** Writes one JSON-RPC message as one line, the way stdio clients frame them. */
  send(message: JsonRpcMessage): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** Writes one line as it is, whatever it holds: what a broken client might send. */
  sendLine(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** Sends a request and resolves with the response carrying its id. */
  request(id: number, method: string, params: Record<string, unknown> = {}): Promise<JsonRpcMessage> {
    const answered = new Promise<JsonRpcMessage>((resolve) => this.waiting.set(id, resolve));
    this.send({ jsonrpc: '2.0', id, method, params });
    return answered;
  }

  /** Closes stdin, which ends a stdio server's session. */
  end(): Promise<Exited> {
    this.child.stdin.end();
    return this.exited;
  }

  private takeStdout(text: string): void {
    this.stdout += text;
    for (const line of this.lines.push(text)) {
      let message: JsonRpcMessage;
      try {
        message = JSON.parse(line) as JsonRpcMessage;
      } catch {
        continue; // not JSON: the test reads the whole of stdout and reports the line itself
      }
      if (typeof message.id === 'number') this.waiting.get(message.id)?.(message);
    }
  }
}

export type JsonRpcMessage = { jsonrpc: string; id?: number | string | null; [key: string]: unknown };

/** Runs the server to its exit with stdin held open. */
export function runToExit(options: ServerProcessOptions = {}): Promise<Exited> {
  return new ServerProcess(options).exited;
}

/** A port nothing listens on: bound, then released. */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
