import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox, SandboxOptions } from '@gitlab-mcp/sandbox';
import { SERVER_BIN } from '../../support/harness.js';

/** The built server over stdio against its own throwaway sandbox, run in a temporary folder. */
export interface StdioServer {
  client: Client;
  sandbox: Sandbox;
  pid: number;
  stderr(): string;
  /** `gitlab_execute_action`, with a timeout of its own so one stuck call fails the test instead of hanging it. */
  execute(action: string, params: unknown, timeoutMs?: number): Promise<CallToolResult>;
  close(): Promise<void>;
}

/**
 * Starts the server with yolo mode (destructive actions run without asking; the sandbox is thrown away) and with its
 * working directory in a temporary folder, so a generated relative `output_path` can only write there.
 */
export async function startStdioServer(
  options: { env?: Record<string, string>; sandbox?: SandboxOptions } = {},
): Promise<StdioServer> {
  const sandbox = await startSandbox(options.sandbox);
  const cwd = mkdtempSync(join(tmpdir(), 'gitlab-mcp-hardening-'));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_BIN],
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: cwd,
      GITLAB_URL: sandbox.url,
      GITLAB_TOKEN: sandbox.tokens.api,
      GITLAB_MCP_YOLO_MODE: 'true',
      GITLAB_MCP_ALLOWED_DIRS: cwd,
      GITLAB_MCP_LOG_LEVEL: 'error',
      ...options.env,
    },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'gitlab-mcp-hardening', version: '1.0.0' });
  try {
    await client.connect(transport);
    await client.listTools();
  } catch (error) {
    await client.close().catch(() => undefined); // the start failed: its reason is thrown below
    await sandbox.close();
    rmSync(cwd, { recursive: true, force: true });
    throw new Error(`the server did not start: ${String(error)}\n${stderr}`, { cause: error });
  }
  return {
    client,
    sandbox,
    pid: transport.pid!,
    stderr: () => stderr,
    execute: async (action, params, timeoutMs = 30_000) =>
      (await client.callTool(
        { name: 'gitlab_execute_action', arguments: { action, params, confirm: true } },
        undefined,
        { timeout: timeoutMs },
      )) as CallToolResult,
    async close() {
      await client.close();
      await sandbox.close();
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in bytes, from /proc (Linux, where CI runs). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Runs `work` over every item with at most `inFlight` at once, in order of start; resolves with every outcome. */
export async function pipelined<T, R>(
  items: readonly T[],
  inFlight: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, lane));
  return results;
}

/** The text of a tool result's first block. */
export function firstText(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}
